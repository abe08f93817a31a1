import { Anchor, Stack, Text, Title } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toastSuccess } from '../../lib/toast.ts';
import { ResetPasswordForm } from '../../modules/accounts/components/ResetPasswordForm.tsx';

/**
 * /reset-password/:token: a new password from a reset link, or the first password of an invited user: staff get
 * ?invite=1, providers created by staff ?invite=provider and sign the provider agreement here too. Afterwards the
 * user signs in.
 */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const invite = params.get('invite');
  const provider = invite === 'provider';
  const invited = provider || invite === '1';

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{invited ? 'Set your password' : 'Reset password'}</Title>
        <Text c="dimmed" size="sm">
          {provider
            ? 'Choose the password for your provider account and sign the provider agreement.'
            : invited
              ? 'Choose the password for your new portal account.'
              : 'Choose a new password for your portal account.'}
        </Text>
      </div>
      <ResetPasswordForm
        token={token}
        signAgreement={provider}
        onSuccess={(message) => {
          toastSuccess(message);
          navigate(webPaths.login, { replace: true });
        }}
      />
      <Anchor component={Link} to={webPaths.login} size="sm" ta="center">
        Back to sign in
      </Anchor>
    </Stack>
  );
}

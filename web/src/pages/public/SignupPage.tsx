import { Stack, Text, Title } from '@mantine/core';
import { webPaths, withQuery } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { SignupForm } from '../../modules/accounts/components/SignupForm.tsx';

/** What /signup hands to /verify-email. */
export interface SignedUpState {
  message?: string;
}

/** /signup: a provider creates an account and signs the provider agreement. */
export default function SignupPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Create your provider account</Title>
        <Text c="dimmed" size="sm">
          Tell us who you are, read the provider agreement and sign it by typing your name.
        </Text>
      </div>
      <SignupForm
        onSuccess={(email, message) =>
          navigate(withQuery(webPaths.verifyEmail, { email }), { state: { message } satisfies SignedUpState })
        }
      />
    </Stack>
  );
}

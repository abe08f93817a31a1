import { Paper } from '@mantine/core';
import { CREDENTIALING_MESSAGES } from '@portal/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { CREDENTIALING_PATHS, useCreateCredentialingMutation } from '../../modules/credentialing/api.ts';
import { CredentialingForm } from '../../modules/credentialing/components/CredentialingForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /add-credentialing-payor (?providerId= from the provider's Credentialing tab). */
export default function AddCredentialingPage() {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const providerId = params.get('providerId') ?? undefined;
  const [create] = useCreateCredentialingMutation();
  return (
    <>
      <PageHeader title="Add Credentialing & PE" backTo={CREDENTIALING_PATHS.list} backLabel="Credentialing & PE" />
      <Paper withBorder p="md" radius="sm" maw={900}>
        <CredentialingForm
          providerId={providerId}
          onCancel={() => navigate(CREDENTIALING_PATHS.list)}
          onSubmit={async (body) => {
            const res = await create({ prefix, body }).unwrap();
            toastSuccess(res.message ?? CREDENTIALING_MESSAGES.created);
            navigate(CREDENTIALING_PATHS.view(res.data._id));
          }}
        />
      </Paper>
    </>
  );
}

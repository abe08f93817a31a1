import { Paper } from '@mantine/core';
import { CREDENTIALING_MESSAGES } from '@portal/contracts';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import {
  CREDENTIALING_PATHS,
  useGetCredentialingQuery,
  useUpdateCredentialingMutation,
} from '../../modules/credentialing/api.ts';
import { CredentialingForm } from '../../modules/credentialing/components/CredentialingForm.tsx';
import { LoadingCard, NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /edit-credentialing-payor/:credentialingId */
export default function EditCredentialingPage() {
  const { credentialingId = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const { data, error, isLoading } = useGetCredentialingQuery(
    { prefix, id: credentialingId },
    { skip: !credentialingId, refetchOnMountOrArgChange: true },
  );
  const [update] = useUpdateCredentialingMutation();
  const header = (
    <PageHeader title="Edit Credentialing & PE" backTo={CREDENTIALING_PATHS.list} backLabel="Credentialing & PE" />
  );
  if (isLoading)
    return (
      <>
        {header}
        <LoadingCard />
      </>
    );
  if (!data || data.archived)
    return (
      <>
        {header}
        <NotFoundCard
          message={data?.archived ? CREDENTIALING_MESSAGES.archivedLocked : CREDENTIALING_MESSAGES.notFound}
          error={error}
          backTo={CREDENTIALING_PATHS.list}
          backLabel="Back to Credentialing & PE"
        />
      </>
    );
  return (
    <>
      {header}
      <Paper withBorder p="md" radius="sm" maw={900}>
        <CredentialingForm
          record={data}
          onCancel={() => navigate(CREDENTIALING_PATHS.view(data._id))}
          onSubmit={async (body) => {
            const res = await update({ prefix, id: data._id, body }).unwrap();
            toastSuccess(res.message ?? CREDENTIALING_MESSAGES.updated);
            navigate(CREDENTIALING_PATHS.view(data._id));
          }}
        />
      </Paper>
    </>
  );
}

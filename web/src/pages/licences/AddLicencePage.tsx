import { Paper } from '@mantine/core';
import { LICENCE_MESSAGES } from '@portal/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useCreateLicenceMutation } from '../../modules/licences/api.ts';
import { LicenceForm } from '../../modules/licences/components/LicenceForm.tsx';
import { LICENCE_PATHS } from '../../modules/licences/paths.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /add-licences (?providerId= when opened from a provider's licences) */
export default function AddLicencePage() {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const [create] = useCreateLicenceMutation();
  const [params] = useSearchParams();

  return (
    <>
      <PageHeader title="Add Licence" backTo={LICENCE_PATHS.list} backLabel="Licences" />
      <Paper withBorder p="md" radius="sm" maw={900}>
        <LicenceForm
          providerId={params.get('providerId') ?? undefined}
          onCancel={() => navigate(LICENCE_PATHS.list)}
          onSubmit={async (body) => {
            const res = await create({ prefix, body }).unwrap();
            toastSuccess(res.message ?? LICENCE_MESSAGES.created);
            navigate(LICENCE_PATHS.view(res.data._id));
          }}
        />
      </Paper>
    </>
  );
}

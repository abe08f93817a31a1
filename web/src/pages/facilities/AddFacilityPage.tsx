import { Paper } from '@mantine/core';
import { FACILITY_MESSAGES, webPaths } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useCreateFacilityMutation } from '../../modules/facilities/api.ts';
import { FacilityForm } from '../../modules/facilities/components/FacilityForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { FACILITIES_LIST_PATH } from './paths.ts';

/** /add-facilities */
export default function AddFacilityPage() {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const [createFacility] = useCreateFacilityMutation();

  return (
    <>
      <PageHeader title="Add Facility" backTo={FACILITIES_LIST_PATH} />
      <Paper withBorder p="md" radius="sm" maw={1100}>
        <FacilityForm
          onCancel={() => navigate(FACILITIES_LIST_PATH)}
          onSubmit={async (body) => {
            const res = await createFacility({ prefix, body }).unwrap();
            toastSuccess(res.message ?? FACILITY_MESSAGES.created);
            navigate(webPaths.viewFacilities(res.data._id));
          }}
        />
      </Paper>
    </>
  );
}

import { Paper } from '@mantine/core';
import { FACILITY_MESSAGES } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useGetFacilityQuery, useUpdateFacilityMutation } from '../../modules/facilities/api.ts';
import { FacilityForm } from '../../modules/facilities/components/FacilityForm.tsx';
import { LoadingCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { FacilityMissing } from './FacilityMissing.tsx';
import { FACILITIES_LIST_PATH, viewFacilityPath } from './paths.ts';

/** /edit-facilities/:id */
export default function EditFacilityPage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const {
    data: facility,
    error,
    isLoading,
  } = useGetFacilityQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  const [updateFacility] = useUpdateFacilityMutation();

  let body: ReactNode;
  if (isLoading) body = <LoadingCard />;
  else if (!facility) body = <FacilityMissing error={error} />;
  else {
    body = (
      <Paper withBorder p="md" radius="sm" maw={1100}>
        <FacilityForm
          key={facility._id}
          facility={facility}
          onCancel={() => navigate(viewFacilityPath(facility._id))}
          onSubmit={async (input) => {
            const res = await updateFacility({ prefix, id: facility._id, body: input }).unwrap();
            toastSuccess(res.message ?? FACILITY_MESSAGES.updated);
            navigate(viewFacilityPath(facility._id));
          }}
        />
      </Paper>
    );
  }

  return (
    <>
      <PageHeader title="Edit Facility" backTo={facility ? viewFacilityPath(facility._id) : FACILITIES_LIST_PATH} />
      {body}
    </>
  );
}

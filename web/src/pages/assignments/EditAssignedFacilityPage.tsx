import { Paper } from '@mantine/core';
import { ASSIGNMENT_MESSAGES } from '@portal/contracts';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useGetAssignmentQuery, useUpdateAssignmentMutation } from '../../modules/assignments/api.ts';
import { AssignmentForm } from '../../modules/assignments/components/AssignmentForm.tsx';
import { providerFacilitiesPath } from '../../modules/assignments/paths.ts';
import { personName } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AssignmentMissing } from './AssignmentMissing.tsx';

const TITLE = 'Edit Assigned Facility';

/** /view-provider-edit-facility/:id (assignment id) */
export default function EditAssignedFacilityPage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const {
    data: assignment,
    error,
    isLoading,
  } = useGetAssignmentQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  const [updateAssignment] = useUpdateAssignmentMutation();

  if (isLoading || !assignment) return <AssignmentMissing title={TITLE} isLoading={isLoading} error={error} />;

  const back = providerFacilitiesPath(assignment.provider._id);
  return (
    <>
      <PageHeader title={TITLE} description={personName(assignment.provider)} backTo={back} backLabel="Facilities" />
      <Paper withBorder p="md" radius="sm" maw={900}>
        <AssignmentForm
          key={assignment._id}
          providerId={assignment.provider._id}
          assignment={assignment}
          onCancel={() => navigate(back)}
          onSubmit={async (body) => {
            const res = await updateAssignment({ prefix, id: assignment._id, body }).unwrap();
            toastSuccess(res.message ?? ASSIGNMENT_MESSAGES.updated);
            navigate(back);
          }}
        />
      </Paper>
    </>
  );
}

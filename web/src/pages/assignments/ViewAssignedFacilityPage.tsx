import { useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { useGetAssignmentQuery } from '../../modules/assignments/api.ts';
import { AssignmentDetails } from '../../modules/assignments/components/AssignmentDetails.tsx';
import { editAssignmentPath, providerFacilitiesPath } from '../../modules/assignments/paths.ts';
import { AssignmentRatesCard } from '../../modules/pay-rates/components/AssignmentRatesCard.tsx';
import { personName } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EditButton } from '../../ui/RecordButtons.tsx';
import { AssignmentMissing } from './AssignmentMissing.tsx';

const TITLE = 'View Assigned Facility';

/** /view-provider-view-facility/:id (assignment id): the assignment, read-only, with Edit ('edit-assignments'). */
export default function ViewAssignedFacilityPage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const canEdit = useScope(['edit-assignments']);
  const canViewRates = useScope(['view-pay-rates']);
  const {
    data: assignment,
    error,
    isLoading,
  } = useGetAssignmentQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });

  if (isLoading || !assignment) return <AssignmentMissing title={TITLE} isLoading={isLoading} error={error} />;

  return (
    <>
      <PageHeader
        title={TITLE}
        description={personName(assignment.provider)}
        backTo={providerFacilitiesPath(assignment.provider._id)}
        backLabel="Facilities"
        actions={canEdit && <EditButton to={editAssignmentPath(assignment._id)} />}
      />
      <AssignmentDetails assignment={assignment} showProvider />
      {canViewRates && <AssignmentRatesCard assignmentId={assignment._id} />}
    </>
  );
}

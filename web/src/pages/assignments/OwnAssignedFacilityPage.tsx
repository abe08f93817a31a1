import { ASSIGNMENT_MESSAGES } from '@portal/contracts';
import { useSearchParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { useGetAssignmentQuery } from '../../modules/assignments/api.ts';
import { AssignmentDetails } from '../../modules/assignments/components/AssignmentDetails.tsx';
import { OWN_ASSIGNMENTS_PATH } from '../../modules/assignments/paths.ts';
import { AssignmentRatesCard } from '../../modules/pay-rates/components/AssignmentRatesCard.tsx';
import { LoadingCard, NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /provider-view-assignedfacilities?id= : one of the signed-in provider's assignments, read-only. */
export default function OwnAssignedFacilityPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const prefix = useRolePrefix();
  const {
    data: assignment,
    error,
    isLoading,
  } = useGetAssignmentQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });

  const header = (
    <PageHeader title="View Assigned Facility" backTo={OWN_ASSIGNMENTS_PATH} backLabel="Assigned Facilities" />
  );
  if (isLoading) {
    return (
      <>
        {header}
        <LoadingCard />
      </>
    );
  }
  return (
    <>
      {header}
      {assignment ? (
        <>
          <AssignmentDetails assignment={assignment} />
          <AssignmentRatesCard assignmentId={assignment._id} own />
        </>
      ) : (
        <NotFoundCard
          message={ASSIGNMENT_MESSAGES.notFound}
          error={error}
          backTo={OWN_ASSIGNMENTS_PATH}
          backLabel="Back to Assigned Facilities"
        />
      )}
    </>
  );
}

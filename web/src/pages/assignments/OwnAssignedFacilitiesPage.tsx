import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { AssignmentSortBy } from '../../modules/assignments/api.ts';
import { assignmentListBody } from '../../modules/assignments/assignmentForm.ts';
import { AssignmentsTable } from '../../modules/assignments/components/AssignmentsTable.tsx';
import { ownAssignmentPath } from '../../modules/assignments/paths.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useListState } from '../../ui/useListState.ts';

/** The key of the provider's own assignments list in the searchFilters slice. */
export const OWN_ASSIGNMENTS_LIST_KEY = 'assigned-facilities';

/** /provider-listing-assignedfacilities : the signed-in provider's assignments; a row opens it. */
export default function OwnAssignedFacilitiesPage() {
  const navigate = useNavigate();
  const list = useListState<AssignmentSortBy>(OWN_ASSIGNMENTS_LIST_KEY, {
    sort: { sortBy: 'startDate', sortDirection: 1 },
  });
  // The server scopes the provider family's list to the caller: no providerId is sent.
  const request = useMemo(() => ({ ...list.request, body: assignmentListBody(list.request.body) }), [list.request]);
  return (
    <>
      <PageHeader title="Assigned Facilities" description="The facilities you are assigned to. Open one for details." />
      <AssignmentsTable list={list} request={request} onRowClick={(a) => navigate(ownAssignmentPath(a._id))} />
    </>
  );
}

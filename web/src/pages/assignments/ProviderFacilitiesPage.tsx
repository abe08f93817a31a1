import { Button } from '@mantine/core';
import { ASSIGNMENT_API } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useScope } from '../../lib/hooks.ts';
import type { AssignmentSortBy } from '../../modules/assignments/api.ts';
import { assignmentListBody } from '../../modules/assignments/assignmentForm.ts';
import { AssignmentsTable } from '../../modules/assignments/components/AssignmentsTable.tsx';
import { assignFacilityPath, editAssignmentPath, viewAssignmentPath } from '../../modules/assignments/paths.ts';
import { ProviderShell } from '../../modules/providers/components/ProviderShell.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { useListState } from '../../ui/useListState.ts';

/** The key of a provider's assignments list in the searchFilters slice. */
export const PROVIDER_FACILITIES_LIST_KEY = 'provider-facilities';

function ProviderAssignments({ providerId }: { providerId: string }) {
  const navigate = useNavigate();
  const canAdd = useScope(['add-assignments']);
  const canEdit = useScope(['edit-assignments']);
  const canExport = useScope(['export-assignments']);
  const list = useListState<AssignmentSortBy>(PROVIDER_FACILITIES_LIST_KEY, {
    sort: { sortBy: 'startDate', sortDirection: 1 },
  });
  const request = useMemo(
    () => ({ ...list.request, body: assignmentListBody(list.request.body, { providerId }) }),
    [list.request, providerId],
  );
  const onView = useCallback((a: { _id: string }) => navigate(viewAssignmentPath(a._id)), [navigate]);
  const onEdit = useCallback((a: { _id: string }) => navigate(editAssignmentPath(a._id)), [navigate]);

  return (
    <AssignmentsTable
      list={list}
      request={request}
      onView={onView}
      onEdit={canEdit ? onEdit : undefined}
      toolbar={
        <>
          {canExport && (
            <ExportButton endpoint={ASSIGNMENT_API.export} body={request.body} filename="assignments.xlsx" />
          )}
          {canAdd && (
            <Button
              onClick={() => navigate(assignFacilityPath(providerId))}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Assign Facility
            </Button>
          )}
        </>
      }
    />
  );
}

/** /view-provider-facilities/:id (provider id): the provider's facility assignments, in the provider's tabs. */
export default function ProviderFacilitiesPage() {
  return (
    <ProviderShell tab="facilities">
      {(profile) => <ProviderAssignments key={profile._id} providerId={profile._id} />}
    </ProviderShell>
  );
}

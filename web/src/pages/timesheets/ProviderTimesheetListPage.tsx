import { Button } from '@mantine/core';
import { rolePrefix, type TimesheetSummary } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { PagePrefetch } from '../../lib/store.ts';
import { prefetchTimesheetList, type TimesheetSortBy } from '../../modules/timesheets/api.ts';
import { BulkApprovalNotice } from '../../modules/timesheets/components/BulkApprovalNotice.tsx';
import { OwnTimesheetRowActions } from '../../modules/timesheets/components/OwnTimesheetRowActions.tsx';
import { useSubmitTimesheet } from '../../modules/timesheets/components/TimesheetActions.tsx';
import { TimesheetsTable } from '../../modules/timesheets/components/TimesheetsTable.tsx';
import { timesheetListBody } from '../../modules/timesheets/timesheetForm.ts';
import { useTimesheetArea } from '../../modules/timesheets/useTimesheetArea.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { storedListRequest, useListState } from '../../ui/useListState.ts';

/** The key of the provider's time sheet list in the searchFilters slice. */
export const OWN_TIMESHEETS_LIST_KEY = 'provider-timesheets';
const OWN_TIMESHEETS_DEFAULTS = { sort: { sortBy: 'period', sortDirection: 1 } } as const;

/** The list's first request, as the table will make it, sent while the page first renders. */
export const prefetch: PagePrefetch = (dispatch, getState) => {
  const state = getState();
  if (!state.auth.isLoggedIn || state.auth.user?.role !== 'provider') return;
  const { body, ...page } = storedListRequest<TimesheetSortBy>(state, OWN_TIMESHEETS_LIST_KEY, OWN_TIMESHEETS_DEFAULTS);
  dispatch(prefetchTimesheetList({ prefix: rolePrefix('provider'), ...page, body: timesheetListBody(body) }));
};

/** /provider-timesheet-listing : the signed-in provider's time sheets. */
export default function ProviderTimesheetListPage() {
  const navigate = useNavigate();
  const { prefix, paths, blocked } = useTimesheetArea();
  const list = useListState<TimesheetSortBy>(OWN_TIMESHEETS_LIST_KEY, OWN_TIMESHEETS_DEFAULTS);
  const request = useMemo(() => ({ ...list.request, body: timesheetListBody(list.request.body) }), [list.request]);
  const submit = useSubmitTimesheet(prefix);
  const onView = useCallback((t: { _id: string }) => navigate(paths.view(t._id)), [navigate, paths]);
  const onEdit = useCallback((t: { _id: string }) => navigate(paths.edit(t._id)), [navigate, paths]);
  const rowActions = useCallback(
    (t: TimesheetSummary) => (
      <OwnTimesheetRowActions timesheet={t} onView={onView} onEdit={onEdit} onSubmit={submit} disabled={blocked} />
    ),
    [onView, onEdit, submit, blocked],
  );

  return (
    <>
      <PageHeader
        title="Time Sheets"
        actions={
          <>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={blocked}
              onClick={() => navigate(paths.add)}
            >
              Add Time Sheet
            </Button>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={blocked}
              onClick={() => navigate(paths.addDaily ?? paths.add)}
            >
              Add Daily Time Sheet
            </Button>
          </>
        }
      />
      <BulkApprovalNotice show={blocked} />
      <TimesheetsTable audience="provider" prefix={prefix} list={list} request={request} rowActions={rowActions} />
    </>
  );
}

import { type Option, PAY_PERIOD_TYPES, type PayPeriod, type TimesheetListBody } from '@portal/contracts';
import { formatDay } from '../../../ui/format.ts';
import type { ListRequest } from '../../../ui/listState.ts';
import type { BulkApproveBody, TimesheetListRequest, TimesheetSortBy } from '../adminApi.ts';

/**
 * A searchable filter keeps its choice's label in the list state beside the id ('facilityId' and
 * 'facilityIdLabel'), so the select still names it after the user comes back; the label is never sent.
 */
export const labelKey = (filterKey: string) => `${filterKey}Label`;

/** The filters the server knows, without the stored labels. */
export const serverFilters = (filters: Record<string, unknown>): TimesheetListBody['filters'] =>
  Object.fromEntries(
    Object.entries(filters).filter(([k, v]) => !k.endsWith('Label') && v !== undefined && v !== null && v !== ''),
  ) as TimesheetListBody['filters'];

/** The list state's request for POST .../time-sheet/all. */
export const timesheetListRequest = (req: ListRequest<TimesheetSortBy>): TimesheetListRequest => ({
  ...req,
  body: { ...req.body, filters: serverFilters(req.body.filters) },
});

/** Bulk approval of the selection when there is one, else of everything matching the filters and search. */
export const bulkApproveBody = (selectedIds: string[], body: TimesheetListBody): BulkApproveBody =>
  selectedIds.length > 0
    ? { ids: selectedIds }
    : { filters: body.filters ?? {}, ...(body.search ? { search: body.search } : {}) };

/** 'Approve 3 time sheets?' ('time sheet' for one). */
export const approveTitle = (count: number): string => `Approve ${count} time ${count === 1 ? 'sheet' : 'sheets'}?`;

/** The confirm dialog's explanation: only Approval Pending time sheets change. */
export const approveExplanation = ({ count, selected }: { count: number; selected: number }): string => {
  const skipped = Math.max(0, selected - count);
  const base = 'Only time sheets in Approval Pending are approved';
  if (count === 0) return `None of the ${selected} time sheet(s) is awaiting approval, so nothing would be approved.`;
  return skipped > 0
    ? `${base}; ${skipped} of the ${selected} time sheet(s) are not awaiting approval and stay as they are.`
    : `${base}. The approval runs in the background; a banner shows its progress.`;
};

/** 'Daily' or 'Bi-Weekly'. */
export const payPeriodTypeLabel = (type: string | null | undefined): string =>
  PAY_PERIOD_TYPES.find((o) => o.value === type)?.label ?? (type || '-');

/** '01/05/2026 - 01/18/2026' (a daily period shows its one day). */
export const periodRange = (p: Pick<PayPeriod, 'startDate' | 'endDate'>): string =>
  p.startDate === p.endDate ? formatDay(p.startDate) : `${formatDay(p.startDate)} - ${formatDay(p.endDate)}`;

/** A pay period as a filter choice: 'Bi-Weekly: 01/05/2026 - 01/18/2026'. */
export const payPeriodOption = (p: Pick<PayPeriod, '_id' | 'type' | 'startDate' | 'endDate'>): Option => ({
  value: p._id,
  label: `${payPeriodTypeLabel(p.type)}: ${periodRange(p)}`,
});

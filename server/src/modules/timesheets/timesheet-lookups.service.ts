import {
  type BulkDownloadPreview,
  type ListPage,
  type ListQuery,
  type PayPeriodOption,
  TIMESHEET_MESSAGES,
  type TimeLog,
  type TimeLogDay,
  type TimeLogListBody,
  type TimesheetFacilityContact,
  type TimesheetListBody,
  timeLogActionLabel,
} from '@portal/contracts';
import type { StoredEntry } from '../../db/schema/index.ts';
import { type Ctx, ownerOf } from '../../platform/context.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { findAssignment } from '../assignments/index.ts';
import { facilityToday } from '../facilities/index.ts';
import * as lookups from './timesheet-lookups.repo.ts';
import * as repo from './timesheets.repo.ts';
import { getTimesheet } from './timesheets.service.ts';

/** A provider reaches only their own time sheets and assignments; anything else is simply not found. */

/** The days that differ between two versions of the entries, in date order. */
function dayChanges(before: unknown, after: unknown): TimeLogDay[] {
  const asMap = (v: unknown) =>
    new Map((Array.isArray(v) ? (v as StoredEntry[]) : []).map((e) => [e.date, e] as const));
  const b = asMap(before);
  const a = asMap(after);
  const dates = [...new Set([...b.keys(), ...a.keys()])].sort();
  return dates
    .filter((d) => JSON.stringify(b.get(d) ?? null) !== JSON.stringify(a.get(d) ?? null))
    .map((date) => ({ date, before: b.get(date) ?? null, after: a.get(date) ?? null }));
}

/** review-time-logs: every audited change of one time sheet (entries day by day, status, totals), newest first. */
export async function timeLogs(
  ctx: Ctx,
  timesheetId: string,
  query: ListQuery,
  body: TimeLogListBody,
): Promise<ListPage<TimeLog>> {
  await getTimesheet(ctx, timesheetId); // 404 for a sheet the caller cannot reach
  const { rows, ...totals } = await lookups.timeLogsOf(ctx.db, timesheetId, query, body);
  const data = rows.map((r): TimeLog => {
    const entries = r.changes.find((c) => c.field === 'entries');
    return {
      _id: r.id,
      at: r.at.toISOString(),
      actorName: r.actorName,
      action: r.action,
      actionLabel: timeLogActionLabel(r.action),
      changes: r.changes.filter((c) => c.field !== 'entries'),
      days: entries ? dayChanges(entries.old, entries.new) : [],
    };
  });
  return listAnswer(query, totals, data);
}

/** list-facility-contacts: the approvers of the time sheet's facility, to choose whom to e-mail. */
export async function facilityContactsOf(ctx: Ctx, timesheetId: string): Promise<TimesheetFacilityContact[]> {
  const t = await getTimesheet(ctx, timesheetId);
  const rows = await lookups.approversOf(ctx.db, t.facility._id);
  return rows.map((c) => ({
    _id: c.id,
    type: c.type as TimesheetFacilityContact['type'],
    name: c.name,
    email: c.email,
    phone: c.phone,
  }));
}

/** pay-period-options: the periods the add form may offer for an assignment, each with its existing sheet. */
export async function payPeriodOptions(
  ctx: Ctx,
  q: { assignmentId: string; limit: number; open: boolean },
): Promise<PayPeriodOption[]> {
  const found = await findAssignment(ctx.db, q.assignmentId, ownerOf(ctx));
  if (!found) throw notFound('Assignment not found');
  const today = await facilityToday(ctx.db, found.a.facilityId);
  const rows = await lookups.payPeriodsForAssignment(ctx.db, found.a, q.limit, q.open, today);
  return rows.map((r) => ({
    _id: r.period.id,
    type: r.period.type,
    startDate: r.period.startDate,
    endDate: r.period.endDate,
    status: r.period.status,
    closedAt: r.period.closedAt?.toISOString() ?? null,
    timesheet: r.timesheetId && r.status ? { _id: r.timesheetId, status: r.status } : null,
  }));
}

/** The most files one bulk download holds. */
const BULK_DOWNLOAD_MAX = 500;

/** The ids a bulk-download body names: the selection, or everything matching the payload's filters (capped). */
export async function bulkDownloadIds(
  ctx: Ctx,
  body: { ids?: string[]; payload?: Pick<TimesheetListBody, 'filters' | 'search'> },
) {
  const ids = body.ids?.length
    ? [...new Set(body.ids)]
    : await repo.matchingIds(ctx.db, body.payload ?? {}, BULK_DOWNLOAD_MAX + 1);
  if (ids.length > BULK_DOWNLOAD_MAX) throw badRequest(TIMESHEET_MESSAGES.tooManyToDownload);
  if (ids.length === 0) throw fieldError('ids', 'No time sheets match this selection');
  return ids;
}

/** A PDF's name inside the ZIP: provider, period start and the id's tail, safe for every file system. */
export const pdfFileName = (t: {
  _id: string;
  provider: { firstName: string; lastName: string };
  payPeriod: { startDate: string };
}) =>
  `${t.provider.lastName}-${t.provider.firstName}-${t.payPeriod.startDate}-${t._id.slice(-6)}.pdf`.replace(
    /[^\w.-]/g,
    '_',
  );

/** bulk-download's JSON answer: what the ZIP would hold, in its order, before anything is rendered. */
export async function bulkDownloadPreview(ctx: Ctx, ids: string[]): Promise<BulkDownloadPreview> {
  const rows = await lookups.downloadRows(ctx.db, ids);
  if (rows.length < ids.length) throw notFound(TIMESHEET_MESSAGES.notFound);
  const files = rows.map((r) => ({
    name: pdfFileName({ _id: r.id, provider: r.provider, payPeriod: r.payPeriod }),
    timesheetId: r.id,
    provider: r.provider,
    facility: r.facility,
    payPeriod: r.payPeriod,
    status: r.status,
  }));
  return { count: files.length, files };
}

/** The ZIP is sent when the caller asks for it (Accept naming application/zip) or names no type at all. */
export const wantsZip = (accept: string | undefined) =>
  !accept || /application\/(zip|x-zip-compressed|octet-stream)/i.test(accept);

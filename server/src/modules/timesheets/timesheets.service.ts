import {
  displaySpan,
  EDITABLE_STATUSES,
  type ListPage,
  type ListQuery,
  submitActionFor,
  TIMESHEET_MESSAGES,
  type Timesheet,
  type TimesheetListBody,
  type TimesheetSummary,
  type timesheetInputSchema,
  webPaths,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import { type Ctx, ownerOf } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { composeMail } from '../../platform/mail.ts';
import { webLink } from '../../platform/web-links.ts';
import { applyTransition } from '../../platform/workflow.ts';
import { findAssignment } from '../assignments/index.ts';
import { facilityToday } from '../facilities/index.ts';
import { findPayPeriod } from '../pay-periods/index.ts';
import { findUserById } from '../users/index.ts';
import { bulkApprovalRunning } from './bulk-approval.service.ts';
import { issueApprovalLinks } from './facility-approval.service.ts';
import { sheetValues } from './timesheet-values.ts';
import { toStoredEntry, toSummary, toTimesheet } from './timesheets.mapper.ts';
import * as repo from './timesheets.repo.ts';
import { nextRevision, TIMESHEET_TARGET, transitionValues } from './timesheets.workflow.ts';

type Input = z.output<typeof timesheetInputSchema>;

/** A provider reaches only their own time sheets; anything else is simply not found. */

export async function listTimesheets(
  ctx: Ctx,
  query: ListQuery,
  body: TimesheetListBody,
): Promise<ListPage<TimesheetSummary>> {
  const { rows, totals } = await repo.listTimesheets(ctx.db, query, body, ownerOf(ctx));
  return listAnswer(query, totals, rows.map(toSummary));
}

async function load(ctx: Ctx, id: string) {
  const row = await repo.findTimesheet(ctx.db, id, ownerOf(ctx));
  if (!row) throw notFound(TIMESHEET_MESSAGES.notFound);
  return row;
}

export const getTimesheet = async (ctx: Ctx, id: string) => toTimesheet(await load(ctx, id));

/** While a bulk approval runs, providers cannot change time sheets (spec section 8's message). */
async function assertNoBulkRun(ctx: Ctx) {
  if (ctx.user?.role !== 'provider') return;
  if (await bulkApprovalRunning(ctx.db)) throw conflict(TIMESHEET_MESSAGES.bulkInProcess);
}

/** Checks the assignment (the provider's own), the period (type and dates) and each day; returns stored values. */
async function resolve(ctx: Ctx, input: Input) {
  const assignment = await findAssignment(ctx.db, input.assignmentId, ownerOf(ctx));
  if (!assignment) throw fieldError('assignmentId', 'Assignment not found');
  const period = await findPayPeriod(ctx.db, input.payPeriodId);
  if (!period) throw fieldError('payPeriodId', 'Pay period not found');
  const a = assignment.a;
  if (period.type !== a.payPeriodType) throw fieldError('payPeriodId', TIMESHEET_MESSAGES.periodType);
  if (period.endDate < a.startDate || period.startDate > a.endDate) {
    throw fieldError('payPeriodId', TIMESHEET_MESSAGES.periodOutside);
  }
  // "Future" is judged by the facility's calendar: hours may be entered for its today and earlier.
  const today = await facilityToday(ctx.db, a.facilityId);
  const entries = input.entries.map((e, i) => {
    const inside =
      e.date >= a.startDate && e.date <= a.endDate && e.date >= period.startDate && e.date <= period.endDate;
    if (!inside) throw fieldError(`entries.${i}.date`, TIMESHEET_MESSAGES.entryOutside);
    if (e.date > today) throw fieldError(`entries.${i}.date`, TIMESHEET_MESSAGES.futureDay);
    return toStoredEntry(e);
  });
  return sheetValues(a, period, entries);
}

export async function createTimesheet(ctx: Ctx, input: Input): Promise<Timesheet> {
  await assertNoBulkRun(ctx);
  const values = await resolve(ctx, input);
  const id = uuidv7();
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.insertTimesheet(tx, { id, ...values });
      await audit(tx, ctx, { action: 'create', entityType: 'timesheet', entityId: id, after: values });
    });
  } catch (err) {
    if (String((err as { cause?: { code?: string } }).cause?.code) === '23505')
      throw conflict(TIMESHEET_MESSAGES.duplicate);
    throw err;
  }
  return getTimesheet(ctx, id);
}

/**
 * Edits a draft, or corrects a rejected sheet (which keeps its rejection reason until it is resubmitted). Every edit
 * is a new revision: approval links sent for an older one stop working.
 */
export async function updateTimesheet(ctx: Ctx, id: string, input: Input): Promise<Timesheet> {
  await assertNoBulkRun(ctx);
  const before = await load(ctx, id);
  if (!EDITABLE_STATUSES.includes(before.t.status)) throw conflict(TIMESHEET_MESSAGES.locked);
  const values = await resolve(ctx, input);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.updateIfIn(tx, id, EDITABLE_STATUSES, { ...values, revision: nextRevision }))) {
      throw conflict(TIMESHEET_MESSAGES.locked);
    }
    await audit(tx, ctx, {
      action: 'update',
      entityType: 'timesheet',
      entityId: id,
      before: { entries: before.t.entries, totalMinutes: before.t.totalMinutes },
      after: { entries: values.entries, totalMinutes: values.totalMinutes },
    });
  });
  return getTimesheet(ctx, id);
}

/** The staff actions of the table: approve, reject (with a reason), reset. */
export type StaffAction = 'approve' | 'reject' | 'reset';

/**
 * Applies one row of the transition table through the workflow engine (409 with why not). Submitting a rejected
 * sheet is its resubmission; either one e-mails the facility's approvers a link bound to the new revision.
 */
export async function act(
  ctx: Ctx,
  id: string,
  requested: 'submit' | StaffAction,
  extra: { reason?: string } = {},
): Promise<Timesheet> {
  if (requested === 'submit') await assertNoBulkRun(ctx);
  const before = await load(ctx, id);
  const action = requested === 'submit' ? submitActionFor(before.t.status) : requested;
  const actorName = ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || 'Admin' : null;
  const submits = action === 'submit-for-approval' || action === 'resubmit';
  await applyTransition(ctx, TIMESHEET_TARGET, {
    id,
    action,
    set: transitionValues(action, actorName, extra.reason ?? null),
    // The provider's scope again, inside the transaction: an id never grants ownership.
    where: ownerOf(ctx) ? repo.ownedBy(ownerOf(ctx) as string) : undefined,
    auditAfter: extra.reason ? { rejectionReason: extra.reason } : undefined,
    effects: submits ? (tx) => issueApprovalLinks(tx, ctx, before) : undefined,
  });
  return getTimesheet(ctx, id);
}

/** send-reminder: e-mails the provider about a time sheet still to be completed or fixed. */
export async function sendReminder(ctx: Ctx, id: string) {
  const row = await load(ctx, id);
  const provider = await findUserById(ctx.db, row.provider._id);
  if (!provider) throw notFound('Provider not found');
  const what =
    row.t.status === 'rejected'
      ? `was rejected${row.t.rejectionReason ? ` (${row.t.rejectionReason})` : ''} and needs your attention`
      : row.t.status === 'not-submitted'
        ? 'has not been submitted yet'
        : `is ${row.t.status.replace('-', ' ')}`;
  await ctx.mail.notice(
    composeMail(ctx.config, provider.email, {
      subject: 'Time sheet reminder',
      greeting: `Hello ${row.provider.firstName},`,
      paragraphs: [
        `Your time sheet for ${row.facility.name}, ${displaySpan(row.period.startDate, row.period.endDate)}, ${what}.`,
      ],
      action: { label: 'Open time sheet', url: webLink(ctx.config, webPaths.providerViewTimesheet(row.t.id)) },
    }),
  );
  await ctx.db.transaction((tx) =>
    audit(tx, ctx, { action: 'send-reminder', entityType: 'timesheet', entityId: id, after: { reminder: 'sent' } }),
  );
}

/** Every time sheet the filters match, in batches, for the XLSX export stream. */
export const exportRows = (ctx: Ctx, body: TimesheetListBody) => repo.allTimesheets(ctx.db, body);

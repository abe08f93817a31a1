import {
  canTransition,
  entryMinutes,
  type ListPage,
  type ListQuery,
  TIMESHEET_MESSAGES,
  TIMESHEET_TRANSITIONS,
  type Timesheet,
  type TimesheetAction,
  type TimesheetListBody,
  type TimesheetSummary,
  type timesheetInputSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { bulkApprovalRuns, type StoredEntry, timesheets, users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { composeMail } from '../../platform/mail.ts';
import { findAssignment } from '../assignments/assignments.repo.ts';
import { findPayPeriod } from '../pay-periods/pay-periods.service.ts';
import { sendFacilityApprovalLink } from './facility-approval.service.ts';
import * as repo from './timesheets.repo.ts';

type Input = z.output<typeof timesheetInputSchema>;

const toSummary = (r: repo.TimesheetRow): TimesheetSummary => ({
  _id: r.t.id,
  status: r.t.status,
  provider: r.provider,
  facility: r.facility,
  assignmentId: r.t.assignmentId,
  payPeriod: r.period,
  totalMinutes: r.t.totalMinutes,
  onCallMinutes: r.t.onCallMinutes,
  rejectionReason: r.t.rejectionReason,
  approvedByName: r.t.approvedByName,
  approvedAt: r.t.approvedAt?.toISOString() ?? null,
  submittedAt: r.t.submittedAt?.toISOString() ?? null,
  createdAt: r.t.createdAt.toISOString(),
  updatedAt: r.t.updatedAt.toISOString(),
});
export const toTimesheet = (r: repo.TimesheetRow): Timesheet => ({ ...toSummary(r), entries: r.t.entries });

/** A provider reaches only their own time sheets; anything else is simply not found. */
const ownerOf = (ctx: Ctx) => (ctx.user?.role === 'provider' ? ctx.user.id : undefined);

export async function listTimesheets(
  ctx: Ctx,
  query: ListQuery,
  body: TimesheetListBody,
): Promise<ListPage<TimesheetSummary>> {
  const { rows, total } = await repo.listTimesheets(ctx.db, query, body, ownerOf(ctx));
  return { data: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
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
  const [running] = await ctx.db
    .select({ id: bulkApprovalRuns.id })
    .from(bulkApprovalRuns)
    .where(eq(bulkApprovalRuns.status, 'running'))
    .limit(1);
  if (running) throw conflict(TIMESHEET_MESSAGES.bulkInProcess);
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
  const entries: StoredEntry[] = input.entries
    .map((e, i) => {
      const inside =
        e.date >= a.startDate && e.date <= a.endDate && e.date >= period.startDate && e.date <= period.endDate;
      if (!inside) throw fieldError(`entries.${i}.date`, TIMESHEET_MESSAGES.entryOutside);
      return {
        date: e.date,
        startTime: e.startTime ?? null,
        endTime: e.endTime ?? null,
        breakMinutes: e.breakMinutes,
        minutes: entryMinutes(e),
        onCallType: e.onCallType ?? null,
        onCallMinutes: Math.round((e.onCallHours ?? 0) * 60),
        notes: e.notes ?? null,
      };
    })
    .sort((x, y) => x.date.localeCompare(y.date));
  return {
    assignmentId: a.id,
    providerId: a.providerId,
    facilityId: a.facilityId,
    payPeriodId: period.id,
    periodStart: period.startDate,
    entries,
    totalMinutes: entries.reduce((s, e) => s + e.minutes, 0),
    onCallMinutes: entries.reduce((s, e) => s + e.onCallMinutes, 0),
  };
}

export async function createTimesheet(ctx: Ctx, input: Input): Promise<Timesheet> {
  await assertNoBulkRun(ctx);
  const values = await resolve(ctx, input);
  const id = uuidv7();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(timesheets).values({ id, ...values });
      await audit(tx, ctx, { action: 'create', entityType: 'timesheet', entityId: id, after: values });
    });
  } catch (err) {
    if (String((err as { cause?: { code?: string } }).cause?.code) === '23505')
      throw conflict(TIMESHEET_MESSAGES.duplicate);
    throw err;
  }
  return getTimesheet(ctx, id);
}

export async function updateTimesheet(ctx: Ctx, id: string, input: Input): Promise<Timesheet> {
  await assertNoBulkRun(ctx);
  const before = await load(ctx, id);
  if (before.t.status !== 'not-submitted') throw conflict(TIMESHEET_MESSAGES.locked);
  const values = await resolve(ctx, input);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.transition(tx, id, ['not-submitted'], values))) throw conflict(TIMESHEET_MESSAGES.locked);
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

/** Applies one row of the transition table, or answers 409 with why not. */
export async function act(
  ctx: Ctx,
  id: string,
  action: TimesheetAction,
  extra: { reason?: string } = {},
): Promise<Timesheet> {
  if (action === 'submit-for-approval') await assertNoBulkRun(ctx);
  const before = await load(ctx, id);
  const from = before.t.status;
  if (!canTransition(action, from)) throw conflict(TIMESHEET_MESSAGES.transition(action, from));
  const rule = TIMESHEET_TRANSITIONS[action];
  const actorName = ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || 'Admin' : null;
  const values: Partial<typeof timesheets.$inferInsert> = { status: rule.to };
  if (action === 'submit-for-approval') Object.assign(values, { submittedAt: new Date(), rejectionReason: null });
  if (action === 'approve')
    Object.assign(values, { approvedAt: new Date(), approvedByName: actorName, rejectionReason: null });
  if (action === 'reject') Object.assign(values, { rejectionReason: extra.reason ?? null, approvedByName: actorName });
  if (action === 'reset')
    Object.assign(values, { approvedAt: null, approvedByName: null, rejectionReason: null, submittedAt: null });
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.transition(tx, id, rule.from, values)))
      throw conflict(TIMESHEET_MESSAGES.transition(action, from));
    await audit(tx, ctx, {
      action,
      entityType: 'timesheet',
      entityId: id,
      before: { status: from },
      after: { status: rule.to, ...(extra.reason ? { rejectionReason: extra.reason } : {}) },
    });
  });
  if (action === 'submit-for-approval') await sendFacilityApprovalLink(ctx, before);
  return getTimesheet(ctx, id);
}

/** send-reminder: e-mails the provider about a time sheet still to be completed or fixed. */
export async function sendReminder(ctx: Ctx, id: string) {
  const row = await load(ctx, id);
  const [provider] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, row.provider._id))
    .limit(1);
  const what =
    row.t.status === 'rejected'
      ? `was rejected${row.t.rejectionReason ? ` (${row.t.rejectionReason})` : ''} and needs your attention`
      : row.t.status === 'not-submitted'
        ? 'has not been submitted yet'
        : `is ${row.t.status.replace('-', ' ')}`;
  await ctx.mail.send(
    composeMail(ctx.config, provider.email, {
      subject: 'Time sheet reminder',
      greeting: `Hello ${row.provider.firstName},`,
      paragraphs: [
        `Your time sheet for ${row.facility.name}, ${row.period.startDate} to ${row.period.endDate}, ${what}.`,
      ],
      action: { label: 'Open time sheet', url: `${ctx.config.PUBLIC_URL}/provider-view-timesheet/${row.t.id}` },
    }),
  );
  await ctx.db.transaction((tx) =>
    audit(tx, ctx, { action: 'send-reminder', entityType: 'timesheet', entityId: id, after: { reminder: 'sent' } }),
  );
}

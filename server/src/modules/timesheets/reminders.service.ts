import type { ListQuery, reminderInputSchema, reminderListBodySchema } from '@portal/contracts';
import { and, asc, count, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { assignments, facilities, payPeriods, timesheetReminders, timesheets, users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { pageWindow } from '../../platform/list.ts';
import type { Mailer } from '../../platform/mail.ts';
import { composeMail } from '../../platform/mail.ts';

export const REMINDER_QUEUE = 'send-timesheet-reminders';

const columns = {
  r: timesheetReminders,
  provider: { _id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  facility: { _id: facilities.id, name: facilities.name },
  periodStart: payPeriods.startDate,
  periodEnd: payPeriods.endDate,
};
const base = (db: Db) =>
  db
    .select(columns)
    .from(timesheetReminders)
    .innerJoin(assignments, eq(assignments.id, timesheetReminders.assignmentId))
    .innerJoin(users, eq(users.id, assignments.providerId))
    .innerJoin(facilities, eq(facilities.id, assignments.facilityId))
    .innerJoin(payPeriods, eq(payPeriods.id, timesheetReminders.payPeriodId));
type Row = Awaited<ReturnType<ReturnType<typeof base>['limit']>>[number];

const toReminder = (r: Row) => ({
  _id: r.r.id,
  assignmentId: r.r.assignmentId,
  payPeriodId: r.r.payPeriodId,
  provider: { _id: r.provider._id, firstName: r.provider.firstName, lastName: r.provider.lastName },
  facility: r.facility,
  periodStart: r.periodStart,
  sendAt: r.r.sendAt.toISOString(),
  sentAt: r.r.sentAt?.toISOString() ?? null,
});

export async function listReminders(ctx: Ctx, query: ListQuery, body: z.output<typeof reminderListBodySchema>) {
  const c: SQL[] = [];
  if (body.filters?.pending) c.push(isNull(timesheetReminders.sentAt));
  if (body.filters?.assignmentId) c.push(eq(timesheetReminders.assignmentId, body.filters.assignmentId));
  const where = c.length ? and(...c) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    base(ctx.db)
      .where(where)
      .orderBy(
        body.sortDirection === 1 ? sql`${timesheetReminders.sendAt} desc` : asc(timesheetReminders.sendAt),
        timesheetReminders.id,
      )
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(timesheetReminders).where(where),
  ]);
  return { data: rows.map(toReminder), total, page: query.page, pageSize: query.pageSize };
}

export async function scheduleReminder(ctx: Ctx, input: z.output<typeof reminderInputSchema>) {
  const [a] = await ctx.db.select().from(assignments).where(eq(assignments.id, input.assignmentId)).limit(1);
  if (!a) throw fieldError('assignmentId', 'Assignment not found');
  const [p] = await ctx.db.select().from(payPeriods).where(eq(payPeriods.id, input.payPeriodId)).limit(1);
  if (!p || p.type !== a.payPeriodType || p.endDate < a.startDate || p.startDate > a.endDate) {
    throw fieldError('payPeriodId', 'Choose a pay period of this assignment');
  }
  const id = uuidv7();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(timesheetReminders)
      .values({ id, assignmentId: a.id, payPeriodId: p.id, sendAt: new Date(input.sendAt) });
    await audit(tx, ctx, { action: 'schedule-reminder', entityType: 'timesheet-reminder', entityId: id, after: input });
  });
  const [row] = await base(ctx.db).where(eq(timesheetReminders.id, id)).limit(1);
  if (!row) throw notFound('Reminder not found');
  return toReminder(row);
}

/**
 * Sends every due reminder once: each is claimed by setting sent_at in the same statement that selects it, so
 * two workers never send the same one. A time sheet already submitted needs no reminder.
 */
export async function sendDueReminders(db: Db, mail: Mailer, config: Config, now = new Date()) {
  const claimed = await db
    .update(timesheetReminders)
    .set({ sentAt: now })
    .where(and(isNull(timesheetReminders.sentAt), lte(timesheetReminders.sendAt, now)))
    .returning({ id: timesheetReminders.id });
  let sent = 0;
  for (const { id } of claimed) {
    const [row] = await base(db).where(eq(timesheetReminders.id, id)).limit(1);
    if (!row) continue;
    const [ts] = await db
      .select({ status: timesheets.status })
      .from(timesheets)
      .where(and(eq(timesheets.assignmentId, row.r.assignmentId), eq(timesheets.payPeriodId, row.r.payPeriodId)))
      .limit(1);
    if (ts && ts.status !== 'not-submitted') continue;
    await mail.send(
      composeMail(config, row.provider.email, {
        subject: 'Time sheet reminder',
        greeting: `Hello ${row.provider.firstName},`,
        paragraphs: [
          `Please enter and submit your time sheet for ${row.facility.name}, ${row.periodStart} to ${row.periodEnd}.`,
        ],
        action: { label: 'Open time sheets', url: `${config.PUBLIC_URL}/provider-timesheet-listing` },
      }),
    );
    sent += 1;
  }
  return sent;
}

export async function registerReminderJobs(app: FastifyInstance) {
  await app.jobs.work(REMINDER_QUEUE, async () => {
    const sent = await sendDueReminders(app.db, app.mail, app.config);
    if (sent) app.log.info({ sent }, 'time sheet reminders sent');
  });
  await app.jobs.schedule(REMINDER_QUEUE, '*/5 * * * *');
}

export const REMINDER_COLUMNS = ['provider_email', 'facility_name', 'period_start', 'send_at'] as const;
type ReminderRow = Record<(typeof REMINDER_COLUMNS)[number], string>;
export const REMINDER_EXAMPLE: ReminderRow[] = [
  {
    provider_email: 'provider@example.com',
    facility_name: 'Mercy General Hospital',
    period_start: '2026-11-02',
    send_at: '2026-11-14T09:00:00-06:00',
  },
];

/** Imports reminders: every row must name an assignment and one of its pay periods; one bad row imports nothing. */
export async function importReminders(ctx: Ctx, rows: ReminderRow[]) {
  if (rows.length === 0) throw badRequest('The file has no rows');
  if (rows.length > 5000) throw badRequest('Import at most 5,000 rows at once');
  const errors: { field: string; message: string }[] = [];
  const ready: (typeof timesheetReminders.$inferInsert)[] = [];
  for (const [i, raw] of rows.entries()) {
    const line = i + 2;
    const fail = (m: string) => errors.push({ field: `line ${line}`, message: `Line ${line}: ${m}` });
    const sendAt = new Date(raw.send_at ?? '');
    if (!raw.send_at || Number.isNaN(sendAt.getTime())) {
      fail('send_at must be a date and time such as 2026-11-14T09:00:00-06:00');
      continue;
    }
    const [match] = await ctx.db
      .select({ assignmentId: assignments.id, periodId: payPeriods.id })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.providerId))
      .innerJoin(facilities, eq(facilities.id, assignments.facilityId))
      .innerJoin(
        payPeriods,
        and(eq(payPeriods.type, assignments.payPeriodType), eq(payPeriods.startDate, (raw.period_start ?? '').trim())),
      )
      .where(
        and(
          eq(sql`lower(${users.email})`, (raw.provider_email ?? '').trim().toLowerCase()),
          eq(sql`lower(${facilities.name})`, (raw.facility_name ?? '').trim().toLowerCase()),
          lte(assignments.startDate, sql`${payPeriods.endDate}`),
          gte(assignments.endDate, sql`${payPeriods.startDate}`),
        ),
      )
      .limit(1);
    if (!match) {
      fail(
        `no assignment of ${raw.provider_email || '(no e-mail)'} at ${raw.facility_name || '(no facility)'} has a pay period starting ${raw.period_start || '(none)'}`,
      );
      continue;
    }
    ready.push({ id: uuidv7(), assignmentId: match.assignmentId, payPeriodId: match.periodId, sendAt });
  }
  if (errors.length) throw badRequest(`${errors.length} row(s) could not be imported; nothing was imported`, errors);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(timesheetReminders).values(ready);
    for (const r of ready) {
      await audit(tx, ctx, {
        action: 'schedule-reminder',
        entityType: 'timesheet-reminder',
        entityId: String(r.id),
        after: { sendAt: r.sendAt },
      });
    }
  });
  return { imported: ready.length, rows: rows.length };
}

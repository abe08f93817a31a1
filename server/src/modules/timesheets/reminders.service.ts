import type { ListQuery, reminderInputSchema, reminderListBodySchema } from '@portal/contracts';
import { displaySpan, webPaths } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { lineError, refuseIfAny, validateRows } from '../../platform/imports.ts';
import { listAnswer } from '../../platform/list.ts';
import type { Mailer } from '../../platform/mail.ts';
import { composeMail } from '../../platform/mail.ts';
import { webLink } from '../../platform/web-links.ts';
import { findPayPeriod } from '../pay-periods/index.ts';
import * as reminders from './reminders.repo.ts';

export const REMINDER_QUEUE = 'send-timesheet-reminders';

const toReminder = (r: reminders.ReminderRow) => ({
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
  const { rows, totals } = await reminders.listReminders(ctx.db, query, body.filters, body.sortDirection);
  return listAnswer(query, totals, rows.map(toReminder));
}

export async function scheduleReminder(ctx: Ctx, input: z.output<typeof reminderInputSchema>) {
  const a = await reminders.assignmentById(ctx.db, input.assignmentId);
  if (!a) throw fieldError('assignmentId', 'Assignment not found');
  const p = await findPayPeriod(ctx.db, input.payPeriodId);
  if (!p || p.type !== a.payPeriodType || p.endDate < a.startDate || p.startDate > a.endDate) {
    throw fieldError('payPeriodId', 'Choose a pay period of this assignment');
  }
  const id = uuidv7();
  await ctx.db.transaction(async (tx) => {
    await reminders.insertReminders(tx, [
      { id, assignmentId: a.id, payPeriodId: p.id, sendAt: new Date(input.sendAt) },
    ]);
    await audit(tx, ctx, { action: 'schedule-reminder', entityType: 'timesheet-reminder', entityId: id, after: input });
  });
  const row = await reminders.findReminder(ctx.db, id);
  if (!row) throw notFound('Reminder not found');
  return toReminder(row);
}

/**
 * Sends every due reminder once: each is claimed by setting sent_at in the same statement that selects it, so
 * two workers never send the same one. A time sheet already submitted needs no reminder.
 */
export async function sendDueReminders(db: Db, mail: Mailer, config: Config, now = new Date()) {
  let sent = 0;
  for (const id of await reminders.claimDue(db, now)) {
    const row = await reminders.findReminder(db, id);
    if (!row) continue;
    const status = await reminders.timesheetStatus(db, row.r.assignmentId, row.r.payPeriodId);
    if (status && status !== 'not-submitted') continue;
    await mail.notice(
      composeMail(config, row.provider.email, {
        subject: 'Time sheet reminder',
        greeting: `Hello ${row.provider.firstName},`,
        paragraphs: [
          `Please enter and submit your time sheet for ${row.facility.name}, ${displaySpan(row.periodStart, row.periodEnd)}.`,
        ],
        action: { label: 'Open time sheets', url: webLink(config, webPaths.providerTimesheetListing) },
      }),
    );
    sent += 1;
  }
  return sent;
}

export const REMINDER_COLUMNS = ['provider_email', 'facility_name', 'period_start', 'send_at'] as const;
export const REMINDER_EXAMPLE: Record<(typeof REMINDER_COLUMNS)[number], string>[] = [
  {
    provider_email: 'provider@example.com',
    facility_name: 'Mercy General Hospital',
    period_start: '2026-11-02',
    send_at: '2026-11-14T09:00:00-06:00',
  },
];

const text = z.string().trim().default('');
const reminderRowSchema = z.object({
  provider_email: text.transform((v) => v.toLowerCase()),
  facility_name: text,
  period_start: text,
  send_at: text
    .transform((v) => (v ? new Date(v) : null))
    .refine((d): d is Date => d !== null && !Number.isNaN(d.getTime()), {
      message: 'must be a date and time such as 2026-11-14T09:00:00-06:00',
    }),
});

/** Imports reminders: every row must name an assignment and one of its pay periods; one bad row imports nothing. */
export async function importReminders(ctx: Ctx, rows: Record<string, string>[]) {
  const { lines, errors } = validateRows(rows, reminderRowSchema);
  const ready: Parameters<typeof reminders.insertReminders>[1] = [];
  for (const { line, value: raw } of lines) {
    const fail = (m: string) => errors.push(lineError(line, m));
    const match = await reminders.matchAssignmentPeriod(
      ctx.db,
      raw.provider_email,
      raw.facility_name,
      raw.period_start,
    );
    if (!match) {
      fail(
        `no assignment of ${raw.provider_email || '(no e-mail)'} at ${raw.facility_name || '(no facility)'} has a pay period starting ${raw.period_start || '(none)'}`,
      );
      continue;
    }
    ready.push({ id: uuidv7(), assignmentId: match.assignmentId, payPeriodId: match.periodId, sendAt: raw.send_at });
  }
  refuseIfAny(errors);
  await ctx.db.transaction(async (tx) => {
    await reminders.insertReminders(tx, ready);
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

import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assignments } from './assignments.ts';
import { createdAt, ownedRef, requiredRef } from './columns.ts';
import { facilities } from './facilities.ts';
import { users } from './identity.ts';
import { rowVersion } from './row-columns.ts';

export const payPeriods = pgTable(
  'pay_periods',
  {
    id: uuid('id').primaryKey(),
    type: text('type', { enum: ['daily', 'bi_weekly'] }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Closed: its time sheets, expenses, bonuses and payments refuse every change (database triggers, 0062). */
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_periods_type_start_key').on(t.type, t.startDate),
    index('pay_periods_start_idx').on(t.startDate, t.id),
    // The triggers' first probe (is any period closed?) and the expenses' day lookup read only closed periods.
    index('pay_periods_closed_idx').on(t.startDate, t.endDate).where(sql`${t.status} = 'closed'`),
  ],
);

export interface StoredEntry {
  date: string;
  startTime: string | null;
  endTime: string | null;
  breakMinutes: number;
  minutes: number;
  onCallType: string | null;
  onCallMinutes: number;
  notes: string | null;
}

/** One assignment's hours in one pay period. Provider and facility are copied from the assignment for indexed lists. */
export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey(),
    assignmentId: requiredRef('assignment_id', () => assignments.id),
    providerId: requiredRef('provider_id', () => users.id),
    facilityId: requiredRef('facility_id', () => facilities.id),
    payPeriodId: requiredRef('pay_period_id', () => payPeriods.id),
    periodStart: date('period_start').notNull(),
    status: text('status', { enum: ['not-submitted', 'approval-pending', 'approved', 'rejected'] })
      .notNull()
      .default('not-submitted'),
    entries: jsonb('entries').$type<StoredEntry[]>().notNull().default(sql`'[]'::jsonb`),
    totalMinutes: integer('total_minutes').notNull().default(0),
    onCallMinutes: integer('on_call_minutes').notNull().default(0),
    rejectionReason: text('rejection_reason'),
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Bumped by every change of content or of its way through approval (edit, reset, submit); links bind to it. */
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('timesheets_assignment_period_key').on(t.assignmentId, t.payPeriodId),
    index('timesheets_status_period_idx').on(t.status, t.periodStart, t.id),
    index('timesheets_period_idx').on(t.periodStart, t.id),
    // The columns after `id` only ride along: the payments' input fingerprint reads a provider's approved sheets of
    // a period from this index alone (an index-only scan), never from the wide rows with their entries.
    index('timesheets_provider_period_idx').on(
      t.providerId,
      t.periodStart,
      t.id,
      t.payPeriodId,
      t.status,
      t.rowVersion,
      t.assignmentId,
      t.facilityId,
    ),
    index('timesheets_facility_period_idx').on(t.facilityId, t.periodStart, t.id),
    index('timesheets_pay_period_idx').on(t.payPeriodId, t.id),
  ],
);

/**
 * Single-use links e-mailed to a facility approver, bound to one time sheet, one approver and the revision they
 * were sent for: any later change of the sheet voids them.
 */
export const facilityApprovalTokens = pgTable(
  'facility_approval_tokens',
  {
    id: uuid('id').primaryKey(),
    timesheetId: ownedRef('timesheet_id', () => timesheets.id),
    approverEmail: text('approver_email').notNull(),
    approverName: text('approver_name').notNull(),
    revision: integer('revision').notNull().default(1),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('facility_approval_tokens_hash_key').on(t.tokenHash),
    index('facility_approval_tokens_ts_idx').on(t.timesheetId),
  ],
);

/** Reminder e-mails scheduled per assignment and pay period; the reminders job sends the due ones. */
export const timesheetReminders = pgTable(
  'timesheet_reminders',
  {
    id: uuid('id').primaryKey(),
    assignmentId: ownedRef('assignment_id', () => assignments.id),
    payPeriodId: ownedRef('pay_period_id', () => payPeriods.id),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('timesheet_reminders_due_idx').on(t.sendAt).where(sql`${t.sentAt} is null`),
    index('timesheet_reminders_send_idx').on(t.sendAt, t.id),
  ],
);

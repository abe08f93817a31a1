import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assignments } from './assignments.ts';
import { createdAt, requiredRef } from './columns.ts';
import { users } from './identity.ts';
import { rowVersion } from './row-columns.ts';
import { payPeriods } from './timesheets.ts';

/**
 * A bonus or deduction granted to a provider for one pay period. `amount_cents` is always a positive magnitude:
 * the type carries the sign (a `deduction` reduces pay, every other type adds to it). The period's start is copied
 * for indexed sorting. An approved bonus is locked (edits and deletes answer 409).
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: uuid('id').primaryKey(),
    providerId: requiredRef('provider_id', () => users.id),
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'restrict' }),
    type: text('type', {
      enum: ['hoursCompletionBonus', 'performanceBonus', 'referralBonus', 'incentive', 'deduction', 'others'],
    }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    payPeriodId: requiredRef('pay_period_id', () => payPeriods.id),
    periodStart: date('period_start').notNull(),
    thresholdMinutes: integer('threshold_minutes'),
    notes: text('notes'),
    status: text('status', { enum: ['pending', 'approved'] })
      .notNull()
      .default('pending'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    rowVersion: rowVersion(),
  },
  (t) => [
    index('bonuses_provider_period_idx').on(t.providerId, t.periodStart, t.id),
    index('bonuses_period_idx').on(t.payPeriodId, t.id),
    index('bonuses_status_created_idx').on(t.status, t.createdAt, t.id),
    index('bonuses_created_idx').on(t.createdAt, t.id),
    check('bonuses_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'bonuses_threshold_check',
      sql`${t.thresholdMinutes} IS NULL OR (${t.thresholdMinutes} > 0 AND ${t.type} = 'hoursCompletionBonus')`,
    ),
  ],
);

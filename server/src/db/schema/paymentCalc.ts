import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedRef } from './columns.ts';
import { users } from './identity.ts';
import { payments } from './payments.ts';
import { payPeriods } from './timesheets.ts';

/**
 * The bookkeeping of the payments calculation (migration 0068, docs/decisions/0037-payments-speed.md), kept apart
 * from the payment tables so their shape stays as it is.
 *
 * `payment_inputs`: the md5 of everything a payment's lines are derived from, taken BEFORE its last calculation
 * read them; a later calculation whose inputs hash the same skips the payment (nothing to write).
 */
export const paymentInputs = pgTable('payment_inputs', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  fingerprint: text('fingerprint').notNull(),
});

/**
 * A (provider, pay period) whose payment is stale, as the previous release marks it; the recalculation job still
 * takes these rows, and bulk approvals now mark `payment_period_marks`.
 */
export const paymentRecalcMarks = pgTable(
  'payment_recalc_marks',
  {
    providerId: ownedRef('provider_id', () => users.id),
    payPeriodId: ownedRef('pay_period_id', () => payPeriods.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.payPeriodId] })],
);

/**
 * The providers of a pay period whose payments are stale: marked set-based by bulk approvals, ONE row per period
 * (its providers merged, however many sheets and runs touch them: a handful of rows for 10,000 sheets, where a row
 * per pair paid a heap and key insert and two foreign-key checks each, decision 0055), and taken by the
 * recalculation job, which recomputes the marked pairs. The providers have no foreign key: a provider deleted
 * meanwhile has nothing left to recalculate.
 */
export const paymentPeriodMarks = pgTable('payment_period_marks', {
  payPeriodId: uuid('pay_period_id')
    .primaryKey()
    .references(() => payPeriods.id, { onDelete: 'cascade' }),
  providerIds: uuid('provider_ids').array().notNull(),
  createdAt: createdAt(),
});

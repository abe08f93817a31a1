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
 * A (provider, pay period) whose payment is stale: marked set-based by approvals and resets (one row however many
 * sheets of a bulk run touch it) and taken by the recalculation job, which recomputes the marked pairs.
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

import type { PaymentLineKey } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedRef, requiredRef } from './columns.ts';
import { users } from './identity.ts';
import { approvalStamp, rowVersion, updatedAt, uuidKey } from './row-columns.ts';
import { payPeriods } from './timesheets.ts';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * One provider's pay for one pay period (migration 0026), derived by the payments calculation (set-based SQL in
 * modules/payments/payments-calc.repo.ts) from approved time sheets, pay rates, expenses and bonuses; never typed.
 * Totals are integer cents, the exact sums of the lines. `facility_ids` (the facilities of its lines) serves the
 * facility filter through a GIN index. Status: calculated -> approved -> paid, or held (PAYMENT_WORKFLOW).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuidKey(),
    providerId: requiredRef('provider_id', () => users.id),
    payPeriodId: requiredRef('pay_period_id', () => payPeriods.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    status: text('status', { enum: ['calculated', 'held', 'approved', 'paid'] })
      .notNull()
      .default('calculated'),
    facilityIds: uuid('facility_ids').array().notNull().default(sql`'{}'::uuid[]`),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    onCallMinutes: integer('on_call_minutes').notNull().default(0),
    grossPayCents: cents('gross_pay_cents'),
    expensesCents: cents('expenses_cents'),
    bonusesCents: cents('bonuses_cents'),
    deductionsCents: cents('deductions_cents'),
    netPayCents: cents('net_pay_cents'),
    billedCents: cents('billed_cents'),
    malpracticeCents: cents('malpractice_cents'),
    marginCents: cents('margin_cents'),
    holdReason: text('hold_reason'),
    /** The reason a hold was released for: the same reason does not hold the payment again. */
    releasedHoldReason: text('released_hold_reason'),
    holdReleaseNote: text('hold_release_note'),
    ...approvalStamp(),
    paidOn: date('paid_on'),
    paidReference: text('paid_reference'),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_period_key').on(t.providerId, t.payPeriodId),
    index('payments_period_id_idx').on(t.payPeriodId, t.id),
    index('payments_start_idx').on(t.periodStart, t.id),
    index('payments_provider_start_idx').on(t.providerId, t.periodStart, t.id),
    index('payments_status_start_idx').on(t.status, t.periodStart, t.id),
    index('payments_net_idx').on(t.netPayCents, t.id),
    index('payments_gross_idx').on(t.grossPayCents, t.id),
    index('payments_calculated_idx').on(t.calculatedAt, t.id),
    index('payments_facilities_idx').using('gin', t.facilityIds),
  ],
);

/** The amounts of a day line's key: decimal strings in the API, integer cents in the database. */
type KeyAmount = 'payRate' | 'billRate' | 'pay' | 'bill';
/** One key of a day line (JSONB): the API's PaymentLineKey with its hourly rates and rounded amounts in cents. */
export type StoredLineKey = Omit<PaymentLineKey, KeyAmount> & Record<KeyAmount, number>;

/**
 * A line of a payment: a day of an approved time sheet, an approved expense, bonus or deduction. `line_key`
 * (kind:source:day) is stable across recalculations and `fingerprint` (md5 of its content) tells whether a
 * recalculation changed it, so unchanged lines keep their row.
 */
export const paymentLines = pgTable(
  'payment_lines',
  {
    id: uuidKey(),
    paymentId: ownedRef('payment_id', () => payments.id),
    lineKey: text('line_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    kind: text('kind', { enum: ['day', 'expense', 'bonus', 'deduction', 'adjustment'] }).notNull(),
    sourceId: uuid('source_id').notNull(),
    day: date('day'),
    facilityId: uuid('facility_id'),
    assignmentId: uuid('assignment_id'),
    payRateId: uuid('pay_rate_id'),
    rateSet: text('rate_set'),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    onCallType: text('on_call_type'),
    onCallMinutes: integer('on_call_minutes').notNull().default(0),
    keys: jsonb('keys').$type<StoredLineKey[]>().notNull().default(sql`'[]'::jsonb`),
    description: text('description'),
    payCents: cents('pay_cents'),
    billCents: cents('bill_cents'),
    malpracticeCents: cents('malpractice_cents'),
    createdAt: createdAt(),
  },
  // No index on source_id: nothing finds lines by their source, and each calculation wrote one entry per line.
  (t) => [uniqueIndex('payment_lines_payment_key').on(t.paymentId, t.lineKey)],
);

/**
 * A correction of a closed pay period (retro pay): a signed amount in cents for one provider, carried as its own
 * line into the payment of `applies_pay_period_id`, the next open period of the same type chosen when it was made.
 */
export const payAdjustments = pgTable(
  'pay_adjustments',
  {
    id: uuidKey(),
    providerId: requiredRef('provider_id', () => users.id),
    correctsPayPeriodId: requiredRef('corrects_pay_period_id', () => payPeriods.id),
    appliesPayPeriodId: requiredRef('applies_pay_period_id', () => payPeriods.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    index('pay_adjustments_applies_idx').on(t.appliesPayPeriodId, t.providerId),
    index('pay_adjustments_provider_idx').on(t.providerId, t.createdAt, t.id),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedRef, requiredRef } from './columns.ts';
import { facilities } from './facilities.ts';
import { users } from './identity.ts';
import { updatedAt, uuidKey } from './row-columns.ts';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * An invoice to a facility for a period (decision 0034). `number` is null while a draft and given at sending from
 * `invoice_counters` (locked FOR UPDATE in the sending transaction: no gaps, never a sequence); a voided invoice keeps
 * its number. Totals are the exact sums of its lines; `paid_cents` the sum of its receipts.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuidKey(),
    number: integer('number'),
    facilityId: requiredRef('facility_id', () => facilities.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    status: text('status', { enum: ['draft', 'sent', 'partially_paid', 'paid', 'void'] })
      .notNull()
      .default('draft'),
    hoursCents: cents('hours_cents'),
    expensesCents: cents('expenses_cents'),
    totalCents: cents('total_cents'),
    paidCents: cents('paid_cents'),
    issuedOn: date('issued_on'),
    dueOn: date('due_on'),
    sentTo: text('sent_to'),
    pdfKey: text('pdf_key'),
    voidReason: text('void_reason'),
    voidedOn: date('voided_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_facility_period_idx').on(t.facilityId, t.periodStart, t.id),
    index('invoices_status_created_idx').on(t.status, t.createdAt, t.id),
    index('invoices_created_idx').on(t.createdAt, t.id),
    index('invoices_number_idx').on(t.number, t.id),
    check('invoices_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('invoices_paid_check', sql`${t.paidCents} >= 0 and ${t.paidCents} <= ${t.totalCents}`),
  ],
);

/** One provider's day (approved hours at the day's bill rates) or one billable expense. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuidKey(),
    invoiceId: ownedRef('invoice_id', () => invoices.id),
    kind: text('kind', { enum: ['day', 'expense'] }).notNull(),
    sourceId: uuid('source_id').notNull(),
    providerId: requiredRef('provider_id', () => users.id),
    day: date('day').notNull(),
    rateSet: text('rate_set', { enum: ['regularRates', 'weekendRates', 'holidayRates'] }),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    onCallMinutes: integer('on_call_minutes').notNull().default(0),
    description: text('description'),
    amountCents: cents('amount_cents'),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.day, t.providerId)],
);

export const invoiceReceipts = pgTable(
  'invoice_receipts',
  {
    id: uuidKey(),
    invoiceId: ownedRef('invoice_id', () => invoices.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    receivedOn: date('received_on').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_receipts_invoice_idx').on(t.invoiceId, t.receivedOn),
    index('invoice_receipts_received_idx').on(t.receivedOn, t.id),
    check('invoice_receipts_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** The one row whose `next_number` gives invoice numbers, locked FOR UPDATE while a number is taken. */
export const invoiceCounters = pgTable('invoice_counters', {
  name: text('name').primaryKey(),
  nextNumber: integer('next_number').notNull(),
});

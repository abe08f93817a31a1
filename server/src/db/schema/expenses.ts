import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedRef, requiredRef } from './columns.ts';
import { facilities } from './facilities.ts';
import { users } from './identity.ts';
import { rowVersion } from './row-columns.ts';

/**
 * What a provider claims for one of their assigned facilities (migration 0020). Amounts are integer cents; a mileage
 * expense also keeps its miles (hundredths) and the rate per mile it was computed with, so a later rate change never
 * alters it. Status pending -> approved | not-approved through the workflow engine (EXPENSE_WORKFLOW).
 */
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey(),
    providerId: requiredRef('provider_id', () => users.id),
    facilityId: requiredRef('facility_id', () => facilities.id),
    date: date('date').notNull(),
    type: text('type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    milesHundredths: integer('miles_hundredths'),
    mileageRateCents: integer('mileage_rate_cents'),
    description: text('description'),
    status: text('status', { enum: ['pending', 'approved', 'not-approved'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    /** Staff mark an expense billable: invoices to its facility then carry it. */
    billable: boolean('billable').notNull().default(false),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    rowVersion: rowVersion(),
  },
  (t) => [
    index('expenses_provider_date_idx').on(t.providerId, t.date, t.id),
    index('expenses_facility_date_idx').on(t.facilityId, t.date, t.id),
    index('expenses_status_date_idx').on(t.status, t.date, t.id),
    index('expenses_date_id_idx').on(t.date, t.id),
    check('expenses_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * A receipt file (in the storage platform under `receipts/`). Uploaded first (no expense yet, owned by its uploader),
 * then attached when the expense is saved.
 */
export const expenseReceipts = pgTable(
  'expense_receipts',
  {
    id: uuid('id').primaryKey(),
    expenseId: uuid('expense_id').references(() => expenses.id, { onDelete: 'cascade' }),
    uploadedBy: ownedRef('uploaded_by', () => users.id),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('expense_receipts_expense_idx').on(t.expenseId),
    index('expense_receipts_uploader_idx').on(t.uploadedBy),
  ],
);

import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { facilities } from './facilities.ts';
import { users } from './identity.ts';

/**
 * What a provider claims for one of their assigned facilities (migration 0020). Amounts are integer cents; a mileage
 * expense also keeps its miles (hundredths) and the rate per mile it was computed with, so a later rate change never
 * alters it. Status pending -> approved | not-approved through the workflow engine (EXPENSE_WORKFLOW).
 */
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'restrict' }),
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
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expense_receipts_expense_idx').on(t.expenseId),
    index('expense_receipts_uploader_idx').on(t.uploadedBy),
  ],
);

/** approve/all: the selection snapshotted into a run, each item's outcome recorded with its approval (exactly once). */
export const expenseApprovalRuns = pgTable('expense_approval_runs', {
  id: uuid('id').primaryKey(),
  createdBy: uuid('created_by'),
  createdByName: text('created_by_name'),
  status: text('status', { enum: ['running', 'completed'] })
    .notNull()
    .default('running'),
  totalCount: integer('total_count').notNull().default(0),
  approvedCount: integer('approved_count').notNull().default(0),
  notApprovedCount: integer('not_approved_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const expenseApprovalItems = pgTable(
  'expense_approval_items',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => expenseApprovalRuns.id, { onDelete: 'cascade' }),
    expenseId: uuid('expense_id').notNull(),
    outcome: text('outcome', { enum: ['approved', 'not-approved'] }),
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.expenseId] })],
);

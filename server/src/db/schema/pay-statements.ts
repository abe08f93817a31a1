import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedRef, requiredRef } from './columns.ts';
import { users } from './identity.ts';
import { payments } from './payments.ts';
import { uuidKey } from './row-columns.ts';
import { payPeriods } from './timesheets.ts';

/**
 * A run generating the pay statements of every approved payment of a pay period (migration 0060): a pg-boss job
 * writes one PDF per payment to storage and counts `done` as it goes, so the screen shows progress and the ZIP of
 * the run's files is served once `status` is 'done'.
 */
export const payStatementRuns = pgTable(
  'pay_statement_runs',
  {
    id: uuidKey(),
    payPeriodId: requiredRef('pay_period_id', () => payPeriods.id),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why a failed run stopped (shown to staff, who may run it again). */
    error: text('error'),
  },
  (t) => [index('pay_statement_runs_period_idx').on(t.payPeriodId, t.createdAt)],
);

/** One generated statement of a run: the stored PDF of one payment (a re-run job skips those already written). */
export const payStatementFiles = pgTable(
  'pay_statement_files',
  {
    id: uuidKey(),
    runId: ownedRef('run_id', () => payStatementRuns.id),
    paymentId: requiredRef('payment_id', () => payments.id),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [uniqueIndex('pay_statement_files_run_payment_key').on(t.runId, t.paymentId)],
);

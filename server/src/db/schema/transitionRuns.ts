import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedRef } from './columns.ts';

/**
 * A bulk transition run (platform/transition-runs.ts): one workflow action applied to a snapshotted selection as a
 * job, a batch at a time, so a restarted job resumes without moving anything twice. `kind` says whose run it is
 * (`timesheet-approval`, the time sheets' bulk approval; `expense-approval`, the expenses' approve/all).
 */
export const transitionRuns = pgTable(
  'transition_runs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    status: text('status', { enum: ['running', 'completed'] })
      .notNull()
      .default('running'),
    totalCount: integer('total_count').notNull().default(0),
    movedCount: integer('moved_count').notNull().default(0),
    refusedCount: integer('refused_count').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('transition_runs_running_idx').on(t.kind).where(sql`${t.status} = 'running'`)],
);

/** One snapshotted record of a run and its outcome (null until its batch ran): moved, or refused and why. */
export const transitionRunItems = pgTable(
  'transition_run_items',
  {
    runId: ownedRef('run_id', () => transitionRuns.id),
    entityId: uuid('entity_id').notNull(),
    outcome: text('outcome', { enum: ['moved', 'refused'] }),
    reason: text('reason'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.entityId] }),
    index('transition_run_items_pending_idx').on(t.runId).where(sql`${t.outcome} is null`),
  ],
);

import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidKey } from './row-columns.ts';

export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** Append-only: a trigger in the migration refuses UPDATE, DELETE and TRUNCATE. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuidKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
  },
  // Every reader finds events by their entity (histories); none by actor alone, so no index on it (decision 0049).
  (t) => [index('audit_events_entity_idx').on(t.entityType, t.entityId, t.at.desc())],
);

import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const REFERENCE_KINDS = ['client', 'vms', 'job-type', 'school', 'insurance-provider'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** The seeded, editable pick-lists: one table, one kind per list. */
export const referenceItems = pgTable(
  'reference_items',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: REFERENCE_KINDS }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reference_items_kind_name_key').on(t.kind, sql`lower(${t.name})`),
    index('reference_items_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Super-admin reference data (spec section 6): the organisation's divisions, a field of facilities. */
export const divisions = pgTable(
  'divisions',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('divisions_name_key').on(sql`lower(${t.name})`)],
);

/** Super-admin reference data (spec section 6): procedure types, a field of assignments. */
export const procedureTypes = pgTable(
  'procedure_types',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('procedure_types_name_key').on(sql`lower(${t.name})`)],
);

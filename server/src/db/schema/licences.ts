import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('licences_name_key').on(sql`lower(${t.name})`),
    index('licences_status_name_idx').on(t.status, sql`lower(${t.name})`, t.id),
    index('licences_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

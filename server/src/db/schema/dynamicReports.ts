import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { roles } from './roles.ts';

/**
 * A dynamic report's saved filter set (spec section 7 'dynamic-report filters'): subject, columns, filters and sort
 * as checked by the contracts' schema, owned by one user and optionally shared with one role.
 */
export const dynamicReportFilters = pgTable(
  'dynamic_report_filters',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    sharedRoleId: uuid('shared_role_id').references(() => roles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dynamic_report_filters_owner_name_key').on(t.ownerId, t.name),
    index('dynamic_report_filters_role_idx').on(t.sharedRoleId),
  ],
);

import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The facility record; the facilities issue widens it (address, client, VMS, contacts). */
export const facilities = pgTable('facilities', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  timezone: text('timezone'),
  status: text('status', { enum: ['active', 'archived'] })
    .notNull()
    .default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

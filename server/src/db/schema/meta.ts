import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-off facts about this database, such as "demo data was seeded", so a restart never repeats them. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

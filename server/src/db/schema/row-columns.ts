import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The row's id: a UUID primary key the writer gives (no database default). */
export const uuidKey = () => uuid('id').primaryKey();

/** When the row last changed (timestamptz; the database sets it on insert, each update sets it again). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Who approved the row (their name as it was then) and when; both null until it is approved. */
export const approvalStamp = () => ({
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approvedBy: text('approved_by'),
});

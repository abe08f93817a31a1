import { sql } from 'drizzle-orm';
import { bigint, pgSequence, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The sequence every `rowVersion()` column draws from. */
export const rowVersions = pgSequence('row_versions');

/** The row's id: a UUID primary key the writer gives (no database default). */
export const uuidKey = () => uuid('id').primaryKey();

/** When the row last changed (timestamptz; the database sets it on insert, each update sets it again). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Who approved the row (their name as it was then) and when; both null until it is approved. */
export const approvalStamp = () => ({
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approvedBy: text('approved_by'),
});

/**
 * The row's version for the payments calculation's input fingerprint (docs/decisions/0041): a value of the one
 * `row_versions` sequence, given on insert by this default and on every update by the `bump_row_version` trigger
 * (migration 0076), so no write path can change a row without changing it, and a dump and restore keep it.
 */
export const rowVersion = () =>
  bigint('row_version', { mode: 'number' }).notNull().default(sql`nextval('row_versions')`);

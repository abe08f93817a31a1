import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Generic uploads (`upload`, `upload-multiple`, `stream-upload`, `stream-multiple-upload`, `presigned-url`; migration
 * 0038): each stored file until a record takes it (`attached_at`). A daily job removes the ones never attached after
 * a day, from storage and from here. `stored_at`: when its bytes arrived; a presigned upload's single PUT claims
 * it (null until then), so the link cannot be used twice.
 */
export const genericUploads = pgTable(
  'generic_uploads',
  {
    storageKey: text('storage_key').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    storedAt: timestamp('stored_at', { withTimezone: true }),
  },
  (t) => [index('generic_uploads_loose_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`)],
);

import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Notification mail waiting to be gathered into one digest per recipient (platform/mail.ts): a row per message,
 * its content as composed (subject, greeting, paragraphs, action), deleted in the transaction that queues the digest.
 */
export const mailDigestItems = pgTable(
  'mail_digest_items',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased address. */
    recipient: text('recipient').notNull(),
    content: jsonb('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_digest_items_recipient_idx').on(t.recipient, t.createdAt)],
);

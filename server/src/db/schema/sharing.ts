import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { documentFolders, documents } from './documents.ts';
import { users } from './identity.ts';

/**
 * Sharing (migration 0032). A share gives one e-mail address read access to part of a provider's
 * documents: one document, one folder (with its sub-folders) or the whole library (optionally only some types),
 * until it expires or is revoked. The link carries a random token stored only as its hash.
 */
export const documentShares = pgTable(
  'document_shares',
  {
    id: uuid('id').primaryKey(),
    ownerKind: text('owner_kind', { enum: ['provider', 'facility'] }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    scope: text('scope', { enum: ['document', 'folder', 'all'] }).notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => documentFolders.id, { onDelete: 'cascade' }),
    /** share-all limited to these document types; empty = the whole library. */
    typeIds: uuid('type_ids').array().notNull().default(sql`'{}'::uuid[]`),
    email: text('email').notNull(),
    message: text('message'),
    linkHash: text('link_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    lastAccessAt: timestamp('last_access_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_shares_link_key').on(t.linkHash),
    index('document_shares_owner_idx').on(t.ownerKind, t.ownerId, t.createdAt),
    index('document_shares_document_idx').on(t.documentId),
    index('document_shares_folder_idx').on(t.folderId),
  ],
);

/** The e-mailed one-time code a guest types to prove the address (6 digits, 10 minutes, 5 tries). */
export const shareChallenges = pgTable(
  'share_challenges',
  {
    id: uuid('id').primaryKey(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => documentShares.id, { onDelete: 'cascade' }),
    challengeHash: text('challenge_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_challenges_challenge_key').on(t.challengeHash),
    index('share_challenges_share_idx').on(t.shareId),
  ],
);

/** A guest's token, bound to one share and its expiry; stored as its hash, like sessions. */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: uuid('id').primaryKey(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => documentShares.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guest_sessions_token_key').on(t.tokenHash), index('guest_sessions_share_idx').on(t.shareId)],
);

import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns.ts';
import { users } from './identity.ts';
import { updatedAt, uuidKey } from './row-columns.ts';

/**
 * Keys a system calls the staff API with (decision 0044). Only the SHA-256 of the key is kept (`key_hash`, looked
 * up on every call); `permissions` never exceed what `created_by` held, and a call holds at most what its creator
 * holds then. `last_used_at` is written at most once a minute.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    permissions: text('permissions').array().notNull(),
    expiresOn: date('expires_on'),
    allowedAddresses: text('allowed_addresses').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['active', 'revoked'] })
      .notNull()
      .default('active'),
    createdBy: requiredRef('created_by', () => users.id),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
    index('api_keys_status_name_idx').on(t.status, sql`lower(${t.name})`, t.id),
    index('api_keys_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /** Signs the role's users out after this many idle minutes instead of IDLE_TIMEOUT_MINUTES (null: the setting). */
    idleTimeoutMinutes: integer('idle_timeout_minutes'),
    /** The role's users must sign in with a second factor (TOTP); they enrol at their next sign-in. */
    mfaRequired: boolean('mfa_required').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roles_name_key').on(sql`lower(${t.name})`),
    index('roles_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('roles_created_at_idx').on(t.createdAt, t.id),
    index('roles_updated_at_idx').on(t.updatedAt, t.id),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedRef } from './columns.ts';
import { roles } from './roles.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['superAdmin', 'iconUser', 'provider'] }).notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    status: text('status', { enum: ['pending', 'confirmed', 'deactivated'] })
      .notNull()
      .default('pending'),
    agreementStatus: text('agreement_status', { enum: ['signed', 'not-signed'] })
      .notNull()
      .default('not-signed'),
    emailStatus: text('email_status', { enum: ['verified', 'not-verified'] })
      .notNull()
      .default('not-verified'),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    /** The typed name with which a provider signed the agreement, and when. */
    signature: text('signature'),
    agreementSignedAt: timestamp('agreement_signed_at', { withTimezone: true }),
    invitedBy: uuid('invited_by'),
    /** Archived users keep their records but can no longer sign in; lists show them apart. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Staff multi-factor sign-in: the TOTP secret (encrypted), set once enrolment is confirmed. */
    mfaSecret: text('mfa_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** A secret being enrolled (encrypted), until the first code confirms it. */
    mfaPendingSecret: text('mfa_pending_secret'),
    /** The last 30-second time step whose code was accepted: a code is never accepted twice. */
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_id_idx').on(t.roleId),
    index('users_role_status_idx').on(t.role, t.status),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    // The default lists (not archived) by each sortable column; partial, so archived rows cost nothing.
    index('users_live_role_created_idx').on(t.role, t.createdAt, t.id).where(sql`${t.archivedAt} is null`),
    index('users_live_role_name_idx')
      .on(t.role, sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('users_live_role_email_idx').on(t.role, t.email, t.id).where(sql`${t.archivedAt} is null`),
    index('users_live_role_status_created_idx')
      .on(t.role, t.status, t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    // A status filter in id order: the providers list filtered on status and on a profile column (specialty,
    // organisation) counts by merging this with the profile's index, with no hash to build and no sort.
    index('users_live_role_status_id_idx').on(t.role, t.status, t.id).where(sql`${t.archivedAt} is null`),
    index('users_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);

/** Single-use links e-mailed to a user; only the SHA-256 of the token is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: ownedRef('user_id', () => users.id),
    purpose: text('purpose', { enum: ['verify-email', 'change-email', 'reset-password', 'invite'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

/** Opaque bearer sessions: only the SHA-256 of the token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: ownedRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last authenticated request, written at most once a minute (idle sign-out). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** One-time recovery codes of a user with multi-factor sign-in, stored as SHA-256; each works once. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey(),
    userId: ownedRef('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The second step of a sign-in: the password was right, a code is still due. Short-lived, hashed, used once,
 * and a few wrong codes use it up.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey(),
    userId: ownedRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mfa_challenges_token_hash_key').on(t.tokenHash)],
);

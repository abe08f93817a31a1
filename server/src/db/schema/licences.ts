import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedRef } from './columns.ts';
import { documents } from './documents.ts';
import { users } from './identity.ts';

/**
 * A provider's licence as structured data: state (two-letter code), type, number, issued and expiry days, status
 * (moved by the workflow engine), who verified it, when and from what source, and the licence document it was
 * filled from, if any.
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey(),
    providerId: ownedRef('provider_id', () => users.id),
    state: text('state').notNull(),
    type: text('type', { enum: ['state-licence', 'dea-registration', 'controlled-substance'] }).notNull(),
    number: text('number').notNull(),
    issuedOn: date('issued_on'),
    expiresOn: date('expires_on').notNull(),
    status: text('status', { enum: ['pending', 'active', 'expired', 'revoked'] })
      .notNull()
      .default('pending'),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verificationSource: text('verification_source', {
      enum: ['state-board-website', 'primary-source-letter', 'nppes', 'dea-lookup'],
    }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('licences_provider_state_type_number_key').on(t.providerId, t.state, t.type, t.number),
    index('licences_expires_idx').on(t.expiresOn, t.id),
    index('licences_provider_expires_idx').on(t.providerId, t.expiresOn, t.id),
    index('licences_status_expires_idx').on(t.status, t.expiresOn, t.id),
    index('licences_document_idx').on(t.documentId).where(sql`${t.documentId} IS NOT NULL`),
    index('licences_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
  ],
);

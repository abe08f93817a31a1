import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedRef } from './columns.ts';
import { users } from './identity.ts';

const STATUSES = ['pending', 'verified', 'differences', 'not-found', 'accepted', 'dismissed'] as const;

/** A difference the comparison found: which field, what the portal holds, what the registry says. */
export interface StoredNpiDifference {
  field: 'name' | 'taxonomy' | 'licenceStates';
  portal: string;
  registry: string;
}

/**
 * One lookup of a provider's NPI in the NPPES registry (compliance module): made pending when the NPI is saved or
 * staff ask again, moved by the registry's answer (its JSON kept as it came) and then by a reviewer.
 */
export const npiChecks = pgTable(
  'npi_checks',
  {
    id: uuid('id').primaryKey(),
    providerId: ownedRef('provider_id', () => users.id),
    npi: text('npi').notNull(),
    status: text('status', { enum: STATUSES }).notNull().default('pending'),
    differences: jsonb('differences').$type<StoredNpiDifference[]>().notNull().default(sql`'[]'::jsonb`),
    response: jsonb('response'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    note: text('note'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A provider's latest check, and their checks newest first.
    index('npi_checks_provider_idx').on(t.providerId, t.createdAt, t.id),
    // The review list: checks of a status, newest first.
    index('npi_checks_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

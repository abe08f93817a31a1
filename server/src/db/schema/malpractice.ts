import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedRef, requiredRef } from './columns.ts';
import { users } from './identity.ts';
import { referenceItems } from './reference.ts';
import { rowVersion } from './row-columns.ts';

/** A provider's malpractice cover: insurer (the insurance-provider pick-list), policy, limits and dates. */
export const malpracticeInfo = pgTable(
  'malpractice_info',
  {
    id: uuid('id').primaryKey(),
    providerId: requiredRef('provider_id', () => users.id),
    insuranceProviderId: requiredRef('insurance_provider_id', () => referenceItems.id),
    policyNumber: text('policy_number').notNull(),
    /** Coverage limits in integer cents. */
    perClaimCents: bigint('per_claim_cents', { mode: 'number' }),
    aggregateCents: bigint('aggregate_cents', { mode: 'number' }),
    effectiveDate: date('effective_date').notNull(),
    expiryDate: date('expiry_date').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    rowVersion: rowVersion(),
  },
  (t) => [
    index('malpractice_info_provider_idx').on(t.providerId, t.expiryDate),
    index('malpractice_info_expiry_idx').on(t.expiryDate, t.id),
    check('malpractice_info_dates_check', sql`${t.expiryDate} >= ${t.effectiveDate}`),
  ],
);

/** What cover costs per hour for an insurer, a state and a specialty, from a date (integer cents). */
export const malpracticeStateRates = pgTable(
  'malpractice_state_rates',
  {
    id: uuid('id').primaryKey(),
    insuranceProviderId: requiredRef('insurance_provider_id', () => referenceItems.id),
    state: text('state').notNull(),
    specialty: text('specialty').notNull(),
    hourlyCents: integer('hourly_cents').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('malpractice_state_rates_lookup_idx').on(t.state, t.specialty, t.effectiveFrom),
    check('malpractice_state_rates_cost_check', sql`${t.hourlyCents} >= 0`),
    check(
      'malpractice_state_rates_dates_check',
      sql`${t.effectiveTo} IS NULL OR ${t.effectiveTo} >= ${t.effectiveFrom}`,
    ),
  ],
);

/** Staff notes on an expired or expiring cover (audited). */
export const malpracticeNotes = pgTable(
  'malpractice_notes',
  {
    id: uuid('id').primaryKey(),
    malpracticeInfoId: ownedRef('malpractice_info_id', () => malpracticeInfo.id),
    note: text('note').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    createdAt: createdAt(),
  },
  (t) => [index('malpractice_notes_info_idx').on(t.malpracticeInfoId, t.createdAt)],
);

import type { RatesCents } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { assignments } from './assignments.ts';
import { createdAt, requiredRef } from './columns.ts';
import { facilities } from './facilities.ts';
import { users } from './identity.ts';
import { approvalStamp, rowVersion, updatedAt, uuidKey } from './row-columns.ts';

/**
 * What one assignment pays and bills from a date: three rate sets of integer cents (JSONB). Provider and facility
 * are copied from the assignment for indexed lists. Effective periods of one assignment never overlap (exclusion
 * constraint `pay_rates_no_overlap`, migration 0015). An approved rate is locked: a change is a new row (version + 1,
 * `previous_id`), and the previous version's period ends the day before the new one starts.
 */
export const payRates = pgTable(
  'pay_rates',
  {
    id: uuidKey(),
    assignmentId: requiredRef('assignment_id', () => assignments.id),
    providerId: requiredRef('provider_id', () => users.id),
    facilityId: requiredRef('facility_id', () => facilities.id),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    status: text('status', { enum: ['pending', 'approved'] })
      .notNull()
      .default('pending'),
    version: integer('version').notNull().default(1),
    previousId: uuid('previous_id').references((): AnyPgColumn => payRates.id, { onDelete: 'set null' }),
    rates: jsonb('rates').$type<RatesCents>().notNull(),
    notes: text('notes'),
    ...approvalStamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    // `id` and `row_version` ride along for the payments' input fingerprint, read from this index alone.
    index('pay_rates_assignment_from_idx').on(t.assignmentId, t.effectiveFrom, t.id, t.rowVersion),
    index('pay_rates_provider_from_idx').on(t.providerId, t.effectiveFrom, t.id),
    index('pay_rates_facility_from_idx').on(t.facilityId, t.effectiveFrom, t.id),
    index('pay_rates_from_id_to_idx').on(t.effectiveFrom, t.id, t.effectiveTo),
    index('pay_rates_status_from_idx').on(t.status, t.effectiveFrom, t.id),
    check('pay_rates_dates_check', sql`${t.effectiveTo} IS NULL OR ${t.effectiveTo} >= ${t.effectiveFrom}`),
  ],
);

/** The holiday calendar: a day listed here takes the holiday rates. US federal holidays are seeded (0015). */
export const holidays = pgTable('holidays', {
  day: date('day').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

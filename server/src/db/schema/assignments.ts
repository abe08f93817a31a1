import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns.ts';
import { procedureTypes } from './divisions.ts';
import { facilities } from './facilities.ts';
import { users } from './identity.ts';
import { referenceItems } from './reference.ts';
import { rowVersion } from './row-columns.ts';

/** A provider placed at a facility between two dates. Overlaps are refused by an exclusion constraint. */
export const assignments = pgTable(
  'provider_facility_assignments',
  {
    id: uuid('id').primaryKey(),
    providerId: requiredRef('provider_id', () => users.id),
    facilityId: requiredRef('facility_id', () => facilities.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    jobTypeId: uuid('job_type_id').references(() => referenceItems.id, { onDelete: 'set null' }),
    onCallType: text('on_call_type'),
    procedureTypeId: uuid('procedure_type_id').references(() => procedureTypes.id, { onDelete: 'restrict' }),
    payPeriodType: text('pay_period_type', { enum: ['daily', 'bi_weekly'] }).notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    rowVersion: rowVersion(),
  },
  (t) => [
    // `row_version` rides along for the payments' input fingerprint, read from this index alone.
    index('assignments_provider_start_idx').on(t.providerId, t.startDate, t.id, t.rowVersion),
    index('assignments_facility_start_idx').on(t.facilityId, t.startDate, t.id),
    index('assignments_dates_idx').on(t.startDate, t.endDate),
    index('assignments_start_id_idx').on(t.startDate, t.id),
    // The expiring-assignment report and reminders.
    index('assignments_end_id_idx').on(t.endDate, t.id),
  ],
);

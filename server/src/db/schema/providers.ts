import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { addressColumns } from './columns.ts';
import { users } from './identity.ts';
import { referenceItems } from './reference.ts';

/** One row per provider user: the profile parts of spec section 3 that the users table does not hold. */
export const providerProfiles = pgTable(
  'provider_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    middleName: text('middle_name'),
    dateOfBirth: date('date_of_birth'),
    npi: text('npi'),
    specialty: text('specialty'),
    ...addressColumns(),
    county: text('county'),
    timezone: text('timezone'),
    phone: text('phone'),
    alternatePhone: text('alternate_phone'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    expertise: text('expertise').array().notNull().default(sql`'{}'::text[]`),
    yearsOfExperience: integer('years_of_experience'),
    schoolId: uuid('school_id').references(() => referenceItems.id, { onDelete: 'set null' }),
    graduationDate: date('graduation_date'),
    incorporated: boolean('incorporated').notNull().default(false),
    companyName: text('company_name'),
    ein: text('ein'),
    incorporationState: text('incorporation_state'),
    organisation: text('organisation', { enum: ['icon-exchange', 'icon-anesthesia', 'none'] })
      .notNull()
      .default('none'),
    recruiterId: uuid('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    startDate: date('start_date'),
    endDate: date('end_date'),
    notes: text('notes'),
    avatarKey: text('avatar_key'),
    /** The day staff confirmed the provider on an exclusion list (compliance): no new assignments, payments held. */
    excludedOn: date('excluded_on'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_profiles_npi_idx').on(t.npi),
    index('provider_profiles_specialty_user_idx').on(t.specialty, t.userId),
    // Filter then user id, as the specialty's: a list filtered on a user column and on this one counts its rows by
    // a merge join of two index-only scans in user id order.
    index('provider_profiles_organisation_user_idx').on(t.organisation, t.userId),
  ],
);

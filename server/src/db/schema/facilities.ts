import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addressColumns, archivableStatus, createdAt, ownedRef } from './columns.ts';
import { divisions } from './divisions.ts';
import { users } from './identity.ts';
import { referenceItems } from './reference.ts';

export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    ...addressColumns(),
    timezone: text('timezone'),
    clientId: uuid('client_id').references(() => referenceItems.id, { onDelete: 'restrict' }),
    vmsId: uuid('vms_id').references(() => referenceItems.id, { onDelete: 'restrict' }),
    divisionId: uuid('division_id').references(() => divisions.id, { onDelete: 'restrict' }),
    status: archivableStatus(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('facilities_name_key').on(sql`lower(${t.name})`),
    index('facilities_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('facilities_status_name_idx').on(t.status, sql`lower(${t.name})`, t.id),
    index('facilities_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** The contact kinds of spec section 3 and the billing contact invoices go to, at most one of each per facility. */
export const facilityContacts = pgTable(
  'facility_contacts',
  {
    id: uuid('id').primaryKey(),
    facilityId: ownedRef('facility_id', () => facilities.id),
    type: text('type', {
      enum: [
        'primary_timesheet_approver',
        'backup_timesheet_approver',
        'primary_credentialing_contact',
        'primary_pe_contact',
        'billing',
      ],
    }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
  },
  (t) => [uniqueIndex('facility_contacts_facility_type_key').on(t.facilityId, t.type)],
);

/** ICON staff who look after a facility. */
export const facilityIconContacts = pgTable(
  'facility_icon_contacts',
  {
    facilityId: ownedRef('facility_id', () => facilities.id),
    userId: ownedRef('user_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.userId] }), index('facility_icon_contacts_user_idx').on(t.userId)],
);

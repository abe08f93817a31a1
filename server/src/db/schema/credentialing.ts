import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns.ts';
import { facilities } from './facilities.ts';
import { users } from './identity.ts';
import { referenceItems } from './reference.ts';

/**
 * Credentialing and payor enrollment records: one provider at one facility (credentialing) or with one
 * payor (an insurance provider of the reference lists). `due_on` is the expiry or reappointment due date the
 * reports and reminders read. Status moves through the workflow engine; `archived_at` hides a record from the
 * default listing (archive-listing shows them, reinstate clears it).
 */
export const credentialingRecords = pgTable(
  'credentialing_records',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['credentialing', 'payor-enrollment'] }).notNull(),
    providerId: requiredRef('provider_id', () => users.id),
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'restrict' }),
    payorId: uuid('payor_id').references(() => referenceItems.id, { onDelete: 'restrict' }),
    applicationType: text('application_type', { enum: ['initial', 'reappointment'] }).notNull(),
    requestedOn: date('requested_on'),
    submittedOn: date('submitted_on'),
    approvedOn: date('approved_on'),
    effectiveOn: date('effective_on'),
    dueOn: date('due_on'),
    privileges: text('privileges'),
    assignedStaffId: uuid('assigned_staff_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    documentIds: uuid('document_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status', { enum: ['not-submitted', 'submitted', 'approved', 'rejected'] })
      .notNull()
      .default('not-submitted'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credentialing_live_created_idx').on(sql`(${t.archivedAt} is null)`, t.createdAt, t.id),
    index('credentialing_provider_idx').on(t.providerId, t.createdAt, t.id),
    index('credentialing_facility_idx').on(t.facilityId),
    // The reappointment report and the reminder job: live records by due date.
    index('credentialing_live_due_idx')
      .on(t.dueOn, t.id)
      .where(sql`${t.archivedAt} is null and ${t.dueOn} is not null`),
  ],
);

/**
 * The report status of one item of one report (absent: the report's first status). `subject_id` is the record the
 * item is about (credentialing record, assignment or document).
 */
export const reportItemStates = pgTable(
  'report_item_states',
  {
    reportType: text('report_type', {
      enum: ['reappointment', 'expiring-assignment', 'expired-document'],
    }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reportType, t.subjectId] }),
    index('report_item_states_status_idx').on(t.reportType, t.status, t.subjectId),
  ],
);

/** Notes on report items; `kind: 'credentialing'` notes belong to the credentialing record and show on it too. */
export const reportNotes = pgTable(
  'report_notes',
  {
    id: uuid('id').primaryKey(),
    reportType: text('report_type', {
      enum: ['reappointment', 'expiring-assignment', 'expired-document'],
    }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    kind: text('kind', { enum: ['report', 'credentialing'] }).notNull(),
    body: text('body').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_notes_subject_idx').on(t.subjectId, t.createdAt)],
);

/**
 * Reminders already sent: one row per item, due date and threshold (90, 60, 30, 7 days), so the daily job sends
 * each threshold once, and a moved due date starts its own reminders.
 */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    reportType: text('report_type', {
      enum: ['reappointment', 'expiring-assignment', 'expired-document', 'licence'],
    }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    dueOn: date('due_on').notNull(),
    threshold: integer('threshold').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportType, t.subjectId, t.dueOn, t.threshold] })],
);

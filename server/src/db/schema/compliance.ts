import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

const SOURCES = ['leie', 'sam'] as const;
const MATCH_STATUSES = ['pending', 'confirmed', 'dismissed', 'lifted'] as const;
const SCREENING_STATUSES = ['queued', 'screening', 'screened', 'failed'] as const;

/**
 * One imported exclusion list file: its source, when, how many rows, and where its screening (a job) stands:
 * queued -> screening -> screened, or failed with `error`. The newest of a source is screened against.
 */
export const exclusionListVersions = pgTable(
  'exclusion_list_versions',
  {
    id: uuid('id').primaryKey(),
    source: text('source', { enum: SOURCES }).notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedByName: text('imported_by_name'),
    status: text('status', { enum: SCREENING_STATUSES }).notNull().default('screened'),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exclusion_list_versions_source_idx').on(t.source, t.importedAt, t.id)],
);

/**
 * The rows of a list version, reduced to what screening compares. `full_name` is lower-case "first last" (compared by
 * trigram similarity for near spellings, 0053); `entry_key` identifies the excluded person across monthly versions, so a reviewed
 * match is not asked again next month.
 */
export const exclusionEntries = pgTable(
  'exclusion_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    versionId: uuid('version_id')
      .notNull()
      .references(() => exclusionListVersions.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    businessName: text('business_name'),
    fullName: text('full_name'),
    npi: text('npi'),
    dateOfBirth: date('date_of_birth'),
    state: text('state'),
    exclusionType: text('exclusion_type'),
    exclusionDate: date('exclusion_date'),
    /** LEIE's REINDATE, SAM's Termination Date: when the list says the exclusion ended. */
    reinstatementDate: date('reinstatement_date'),
    entryKey: text('entry_key').notNull(),
  },
  (t) => [
    index('exclusion_entries_npi_idx').on(t.versionId, t.npi),
    index('exclusion_entries_dob_idx').on(t.versionId, t.dateOfBirth),
  ],
);

/** One screening of providers against one list version: after an import (all) or a provider's change (one). */
export const screeningRuns = pgTable(
  'screening_runs',
  {
    id: uuid('id').primaryKey(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => exclusionListVersions.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: ['import', 'provider-change'] }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
    screened: integer('screened').notNull(),
    hits: integer('hits').notNull(),
    possible: integer('possible').notNull(),
  },
  (t) => [index('screening_runs_ran_idx').on(t.ranAt, t.id), index('screening_runs_version_idx').on(t.versionId)],
);

/** Each provider's result in a run: what the monthly record lists for an auditor. */
export const screeningChecks = pgTable(
  'screening_checks',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => screeningRuns.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    result: text('result', { enum: ['clear', 'hit', 'possible'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.providerId] })],
);

/**
 * A provider meeting a list entry, reviewed by staff (pending -> confirmed or dismissed, with a note; confirmed ->
 * lifted on reinstatement, with its own note and day). Moves through contracts' SCREENING_MATCH_WORKFLOW.
 */
export const screeningMatches = pgTable(
  'screening_matches',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => exclusionEntries.id, { onDelete: 'restrict' }),
    source: text('source', { enum: SOURCES }).notNull(),
    entryKey: text('entry_key').notNull(),
    kind: text('kind', { enum: ['npi', 'name-dob', 'name-state'] }).notNull(),
    similarity: real('similarity').notNull(),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('pending'),
    note: text('note'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    liftNote: text('lift_note'),
    liftedBy: text('lifted_by'),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    reinstatedOn: date('reinstated_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('screening_matches_entry_uq').on(t.providerId, t.source, t.entryKey),
    index('screening_matches_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

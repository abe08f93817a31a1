import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { credentialingRecords } from './credentialing.ts';
import { documentTypes } from './documents.ts';
import { updatedAt, uuidKey } from './row-columns.ts';

/**
 * The file review of a credentialing record (one row per record, made when the review is first opened): its own
 * status beside the record's application status, moved by the workflow engine, and the committee's decision.
 */
export const credentialingReviews = pgTable('credentialing_reviews', {
  recordId: uuid('record_id')
    .primaryKey()
    .references(() => credentialingRecords.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['in-review', 'ready-for-committee', 'approved', 'denied'] })
    .notNull()
    .default('in-review'),
  decidedOn: date('decided_on'),
  decisionNote: text('decision_note'),
  /** Who recorded the decision, by name as it was then. */
  decidedBy: text('decided_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/**
 * One checklist item of a review: a document type the facility requires (`document:<type id>`), or `exclusion`,
 * `npi`, `licences`. Signed off with who (name as it was then), when and the source of the verification.
 */
export const credentialingReviewItems = pgTable(
  'credentialing_review_items',
  {
    id: uuidKey(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => credentialingRecords.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    kind: text('kind', { enum: ['document', 'exclusion', 'npi', 'licences'] }).notNull(),
    documentTypeId: uuid('document_type_id').references(() => documentTypes.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    status: text('status', { enum: ['open', 'signed-off', 'not-applicable'] })
      .notNull()
      .default('open'),
    signedOffBy: text('signed_off_by'),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    source: text('source'),
    note: text('note'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('credentialing_review_items_record_key').on(t.recordId, t.itemKey),
    index('credentialing_review_items_type_idx').on(t.documentTypeId),
  ],
);

import { type AnyPgColumn, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A required link to another table's row; the row cannot be deleted while linked (ON DELETE RESTRICT). */
export const requiredRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'restrict' });

/** A required link to the row that owns this one; deleting the owner deletes it (ON DELETE CASCADE). */
export const ownedRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** When the row was written (timestamptz, set by the database). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A set-based approval run (time sheets' bulk approval, expenses' approve-all): who started it, its state and
 * counts, so a restarted job resumes without approving twice.
 */
export const approvalRunColumns = () => ({
  id: uuid('id').primaryKey(),
  createdBy: uuid('created_by'),
  createdByName: text('created_by_name'),
  status: text('status', { enum: ['running', 'completed'] })
    .notNull()
    .default('running'),
  totalCount: integer('total_count').notNull().default(0),
  approvedCount: integer('approved_count').notNull().default(0),
  notApprovedCount: integer('not_approved_count').notNull().default(0),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** One snapshotted item's outcome in an approval run (null while not yet reached). */
export const approvalOutcomeColumns = () => ({
  outcome: text('outcome', { enum: ['approved', 'not-approved'] }),
  reason: text('reason'),
});

/** The postal address columns of a facility or a provider profile (all optional). */
export const addressColumns = () => ({
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  country: text('country'),
});

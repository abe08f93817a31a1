import { type AnyPgColumn, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A required link to another table's row; the row cannot be deleted while linked (ON DELETE RESTRICT). */
export const requiredRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'restrict' });

/** A required link to the row that owns this one; deleting the owner deletes it (ON DELETE CASCADE). */
export const ownedRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** When the row was written (timestamptz, set by the database). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A record that is archived rather than deleted: 'active' until archived, then 'archived' until reinstated. */
export const archivableStatus = () =>
  text('status', { enum: ['active', 'archived'] })
    .notNull()
    .default('active');

/** The postal address columns of a facility or a provider profile (all optional). */
export const addressColumns = () => ({
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  country: text('country'),
});

import { type AnyPgColumn, text, uuid } from 'drizzle-orm/pg-core';

/** A required link to another table's row; the row cannot be deleted while linked (ON DELETE RESTRICT). */
export const requiredRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'restrict' });

/** The postal address columns of a facility or a provider profile (all optional). */
export const addressColumns = () => ({
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  country: text('country'),
});

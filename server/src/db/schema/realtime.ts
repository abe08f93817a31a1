import { bigserial, customType, pgTable, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Realtime messages too large for a NOTIFY, kept briefly for the other instances to read
 * (`@socket.io/postgres-adapter`'s table, under its default name; the adapter deletes old rows itself).
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

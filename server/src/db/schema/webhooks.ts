import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedRef, requiredRef } from './columns.ts';
import { users } from './identity.ts';
import { updatedAt, uuidKey } from './row-columns.ts';

/**
 * An address subscribed to domain events (decision 0044). `secret` is the Standard Webhooks signing secret
 * (`whsec_` + base64), kept encrypted with the portal's key since every delivery needs it in clear.
 * `consecutive_failures` counts failed attempts since the last answered one; at the limit the row pauses itself.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_subscriptions_name_idx').on(sql`lower(${t.name})`, t.id),
    index('webhook_subscriptions_events_idx').using('gin', t.events),
  ],
);

/**
 * One event for one subscription: its body as sent (so every attempt signs the same bytes), where it stands and
 * each attempt's answer. The id is the `webhook-id` header, the receiver's key for idempotency.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuidKey(),
    subscriptionId: ownedRef('subscription_id', () => webhookSubscriptions.id),
    event: text('event').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'retrying', 'succeeded', 'failed', 'held'] })
      .notNull()
      .default('pending'),
    /** Attempts of the current round ("Send again" starts a new one); they decide the next delay. */
    round: integer('round').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_deliveries_subscription_created_idx').on(t.subscriptionId, t.createdAt, t.id),
    index('webhook_deliveries_status_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey(),
    deliveryId: ownedRef('delivery_id', () => webhookDeliveries.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    response: text('response').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);

import type { ListQuery } from '@portal/contracts';
import { and, arrayContains, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.ts';
import { filterTable, pagedList, rowsByIds } from '../../platform/list.ts';

type ListBody = {
  sortBy?: string;
  sortDirection?: 1 | -1;
  search?: string | null;
  filters?: { status?: string };
};

const SUBSCRIPTION_FILTERS = filterTable({
  status: (status) => eq(webhookSubscriptions.status, status),
  search: (pattern) => ilike(webhookSubscriptions.name, pattern),
});

const subscriptionsByIds = rowsByIds(
  'webhook_subscriptions_by_ids',
  (db: Db) => db.select().from(webhookSubscriptions),
  webhookSubscriptions.id,
);

export function listSubscriptions(db: Db, query: ListQuery, body: ListBody) {
  const where = and(...SUBSCRIPTION_FILTERS({ ...body.filters, search: body.search }));
  return pagedList(db, query, body, {
    ids: () => db.select({ id: webhookSubscriptions.id }).from(webhookSubscriptions).where(where).$dynamic(),
    id: webhookSubscriptions.id,
    sort: {
      name: sql`lower(${webhookSubscriptions.name})`,
      createdAt: webhookSubscriptions.createdAt,
      status: webhookSubscriptions.status,
    },
    defaultSort: ['name', -1],
    rows: (ids) => subscriptionsByIds(db, ids),
    idOf: (r) => r.id,
  });
}
export type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;

export async function findSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id)).limit(1);
  return row;
}

export const insertSubscription = (db: Db, values: typeof webhookSubscriptions.$inferInsert) =>
  db.insert(webhookSubscriptions).values(values);

export const updateSubscription = (db: Db, id: string, values: Partial<typeof webhookSubscriptions.$inferInsert>) =>
  db
    .update(webhookSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookSubscriptions.id, id));

/** The active subscriptions to an event (the GIN index on `events` answers it). */
export const activeSubscribers = (db: Db, event: string) =>
  db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.status, 'active'), arrayContains(webhookSubscriptions.events, [event])));

export const insertDeliveries = (db: Db, rows: (typeof webhookDeliveries.$inferInsert)[]) =>
  rows.length ? db.insert(webhookDeliveries).values(rows) : Promise.resolve();

const DELIVERY_FILTERS = filterTable({
  status: (status) => eq(webhookDeliveries.status, status),
  search: (pattern) => ilike(webhookDeliveries.event, pattern),
});

const deliveriesByIds = rowsByIds(
  'webhook_deliveries_by_ids',
  (db: Db) => db.select().from(webhookDeliveries),
  webhookDeliveries.id,
);

export function listDeliveries(db: Db, subscriptionId: string, query: ListQuery, body: ListBody) {
  const where = and(
    eq(webhookDeliveries.subscriptionId, subscriptionId),
    ...DELIVERY_FILTERS({ ...body.filters, search: body.search }),
  );
  return pagedList(db, query, body, {
    ids: () => db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(where).$dynamic(),
    id: webhookDeliveries.id,
    sort: { createdAt: webhookDeliveries.createdAt, event: webhookDeliveries.event, status: webhookDeliveries.status },
    defaultSort: ['createdAt', 1],
    rows: (ids) => deliveriesByIds(db, ids),
    idOf: (r) => r.id,
  });
}
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function findDelivery(db: Db, subscriptionId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.subscriptionId, subscriptionId)))
    .limit(1);
  return row;
}

export const attemptsOf = (db: Db, deliveryIds: string[]) =>
  deliveryIds.length
    ? db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, deliveryIds))
        .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id))
    : Promise.resolve([]);

/** A claim stuck in 'sending' this long (its instance stopped mid-call) may be taken again. */
const STALE_SEND = sql`interval '2 minutes'`;

/**
 * Takes a delivery for one attempt, when it is due: one conditional UPDATE, so of two workers (or a retry job and
 * "Send again") only one sends. Answers the delivery with its subscription, or nothing.
 */
export async function claimDelivery(db: Db, id: string) {
  const d = webhookDeliveries;
  const claimed = await db
    .update(d)
    .set({ status: 'sending', updatedAt: new Date() })
    .where(
      and(
        eq(d.id, id),
        sql`(${d.status} = 'pending'
          OR (${d.status} = 'retrying' AND ${d.nextAttemptAt} <= now())
          OR (${d.status} = 'sending' AND ${d.updatedAt} < now() - ${STALE_SEND}))`,
      ),
    )
    .returning();
  const delivery = claimed[0];
  if (!delivery) return undefined;
  const subscription = await findSubscription(db, delivery.subscriptionId);
  return subscription ? { delivery, subscription } : undefined;
}

export const insertAttempt = (db: Db, values: typeof webhookAttempts.$inferInsert) =>
  db.insert(webhookAttempts).values(values);

export const setDelivery = (db: Db, id: string, values: Partial<typeof webhookDeliveries.$inferInsert>) =>
  db
    .update(webhookDeliveries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookDeliveries.id, id));

/** Counts a failed attempt against the subscription; answers the new count. */
export async function countFailure(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ consecutiveFailures: sql`${webhookSubscriptions.consecutiveFailures} + 1` })
    .where(eq(webhookSubscriptions.id, id))
    .returning({ failures: webhookSubscriptions.consecutiveFailures });
  return row?.failures ?? 0;
}

export const clearFailures = (db: Db, id: string) =>
  db.update(webhookSubscriptions).set({ consecutiveFailures: 0 }).where(eq(webhookSubscriptions.id, id));

/** Puts a paused subscription's held deliveries back in line; answers their ids. */
export async function releaseHeld(db: Db, subscriptionId: string): Promise<string[]> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', round: 0, nextAttemptAt: null, updatedAt: new Date() })
    .where(and(eq(webhookDeliveries.subscriptionId, subscriptionId), eq(webhookDeliveries.status, 'held')))
    .returning({ id: webhookDeliveries.id });
  return rows.map((r) => r.id);
}

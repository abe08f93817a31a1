import { first } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { APPLICATION_NAME_PREFIX, type Database, type Db } from '../db/client.ts';
import { rowsOf } from './raw-rows.ts';

/**
 * Messages between the instances that share one database, over PostgreSQL NOTIFY (PGlite too, for its one
 * process). A message published inside a transaction is delivered when it commits and never if it rolls back, so
 * no instance acts on a change that did not happen.
 */
const CHANNEL = 'portal_bus';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

export const BUS_TOPICS = {
  /** `{ sessionIds }`: those sign-ins are revoked. */
  sessionsRevoked: 'sessions-revoked',
  /** `{ roleId }` or `{ userIds }`: the permissions these users hold may have changed. */
  permissionsChanged: 'permissions-changed',
  /** Sent locally after this instance's listener reconnected: messages may have been missed. */
  gap: 'bus-gap',
} as const;

export interface BusPayloads {
  [BUS_TOPICS.sessionsRevoked]: { sessionIds: string[] };
  [BUS_TOPICS.permissionsChanged]: { roleId: string } | { userIds: string[] };
  [BUS_TOPICS.gap]: Record<string, never>;
}
export type BusTopic = keyof BusPayloads;

/** Sends `payload` to every instance (this one included) when `db`'s transaction commits, or now outside one. */
export async function publish<T extends BusTopic>(db: Db, topic: T, payload: BusPayloads[T]): Promise<void> {
  const message = JSON.stringify({ topic, payload });
  if (Buffer.byteLength(message) > MAX_PAYLOAD_BYTES) throw new Error(`bus message on ${topic} is too large`);
  await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${message})`);
}

export interface Bus {
  subscribe<T extends BusTopic>(topic: T, handler: (payload: BusPayloads[T]) => void): () => void;
  /** How many other portal instances are connected to this database now. */
  otherInstances(): Promise<number>;
  close(): Promise<void>;
}

export async function startBus(database: Database, log: FastifyBaseLogger): Promise<Bus> {
  const handlers = new Map<string, Set<(payload: never) => void>>();
  const deliver = (topic: string, payload: unknown) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(payload as never);
      } catch (err) {
        log.error({ err, topic }, 'bus subscriber failed');
      }
    }
  };
  const unlisten = await database.listen(
    CHANNEL,
    (raw) => {
      try {
        const { topic, payload } = JSON.parse(raw) as { topic: string; payload: unknown };
        deliver(topic, payload);
      } catch (err) {
        log.error({ err }, 'unreadable bus message');
      }
    },
    () => {
      log.warn('bus listener reconnected; caches are cleared');
      deliver(BUS_TOPICS.gap, {});
    },
  );
  return {
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(topic, set);
      return () => set.delete(handler as (payload: never) => void);
    },
    async otherInstances() {
      // Each instance's connections are named after it (see openDatabase); a crashed instance's vanish at once.
      const result = await database.db.execute(sql`
        SELECT count(DISTINCT application_name)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name LIKE ${`${APPLICATION_NAME_PREFIX}%`}
          AND application_name <> ${APPLICATION_NAME_PREFIX + database.instanceId}`);
      return first(rowsOf<{ n: number }>(result), 'the instance count').n;
    },
    close: unlisten,
  };
}

import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface Jobs {
  send<T extends object>(queue: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Runs the queue's job on a cron schedule (UTC). */
  schedule(queue: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss speaks to PGlite through this adapter; statements without parameters may hold several commands. */
const pgliteAdapter = (client: PGlite): PgBoss.Db => ({
  async executeSql(text, values) {
    if (!values || values.length === 0) {
      const results = await client.exec(text);
      return { rows: results[results.length - 1]?.rows ?? [] };
    }
    return client.query(text, values);
  },
});

/** Durable background work on the same database (ARCHITECTURE.md: long work is a job). */
export async function startJobs(
  database: Database,
  log: FastifyBaseLogger,
  opts: { pollingIntervalSeconds?: number } = {},
): Promise<Jobs> {
  const conn = database.jobsConnection;
  const boss = new PgBoss(
    'pglite' in conn ? { db: pgliteAdapter(conn.pglite) } : { connectionString: conn.connectionString, max: 4 },
  );
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (queue: string) => {
    if (created.has(queue)) return;
    await boss.createQueue(queue);
    created.add(queue);
  };
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 1;
  return {
    async send(queue, data, options) {
      await ensureQueue(queue);
      // Failed jobs are retried with backoff; nothing is dropped on the first error.
      return boss.send(queue, data, { retryLimit: 8, retryDelay: 2, retryBackoff: true, ...options });
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      await boss.work(queue, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async schedule(queue, cron) {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

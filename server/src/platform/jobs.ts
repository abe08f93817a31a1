import type { PGlite } from '@electric-sql/pglite';
import { Param, type SQLChunk, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import { rowsOf } from './raw-rows.ts';

type JobHandler<T> = (data: T) => Promise<void>;

type SendOptions = Omit<PgBoss.SendOptions, 'db'> & {
  /** Queue the job inside this transaction: it exists if and only if the transaction commits. */
  tx?: Db;
};

export interface Jobs {
  /** Queues a job. The queue must have a worker registered at start (`work`) when `tx` is given. */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Runs the queue's job on a cron schedule (UTC), once per tick across every instance. */
  schedule(queue: string, cron: string): Promise<void>;
  /** True once shutdown began: long handlers finish the step they are in and stop. */
  readonly stopping: boolean;
  /** The queue answers on its own connection. */
  isUp(): Promise<boolean>;
  /**
   * Starts the workers' fetching when the queue was started with `deferWorkers`: the portal calls it once it
   * listens, so the first polls of every queue do not hold up the start. Safe to call twice.
   */
  begin(): Promise<void>;
  /** Stops fetching and waits for running handlers (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
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

/** Runs pg-boss's `$n` statements through a Drizzle transaction (either driver). */
const transactionAdapter = (tx: Db): PgBoss.Db => ({
  async executeSql(text, values = []) {
    const chunks: SQLChunk[] = text
      .split(/\$(\d+)/)
      .map((part, i) => (i % 2 === 1 ? new Param(values[Number(part) - 1]) : sql.raw(part)));
    const result = await tx.execute(sql.join(chunks));
    return { rows: rowsOf<unknown>(result) };
  },
});

export interface JobTimings {
  /** How often workers poll for jobs. */
  pollingIntervalSeconds?: number;
  /** How often schedules are checked (pg-boss's default is 30 s). */
  cronMonitorIntervalSeconds?: number;
  /** Workers registered with `work` start fetching only at `begin()`. */
  deferWorkers?: boolean;
}

/** Durable background work on the same database (ARCHITECTURE.md: long work is a job). */
export async function startJobs(database: Database, log: FastifyBaseLogger, timings: JobTimings = {}): Promise<Jobs> {
  const conn = database.jobsConnection;
  const cron = timings.cronMonitorIntervalSeconds
    ? { cronMonitorIntervalSeconds: timings.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: 1 }
    : {};
  const boss = new PgBoss(
    'pglite' in conn
      ? { db: pgliteAdapter(conn.pglite), ...cron }
      : { connectionString: conn.connectionString, max: 4, application_name: 'portal-jobs', ...cron },
  );
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  // pg-boss makes each queue a partition of its job table; instances starting together and creating the same
  // queues at once deadlock on that, so queue creation takes turns across instances.
  const QUEUES_LOCK = 'pg-boss:queues';
  await database.exclusive(QUEUES_LOCK, () => boss.start());
  // The queues that exist already, in one statement rather than one per queue as each is first used.
  const created = new Set((await boss.getQueues()).map((q) => q.name));
  const ensureQueue = async (queue: string) => {
    if (created.has(queue)) return;
    await database.exclusive(QUEUES_LOCK, async () => {
      if (!(await boss.getQueue(queue))) await boss.createQueue(queue);
    });
    created.add(queue);
  };
  const pollingIntervalSeconds = timings.pollingIntervalSeconds ?? 1;
  let stopping = false;
  let deferred: (() => Promise<unknown>)[] | null = timings.deferWorkers ? [] : null;
  return {
    async send(queue, data, { tx, ...options } = {}) {
      // Creating a queue inside a caller's PGlite transaction would wait on that transaction forever.
      if (tx && !created.has(queue)) throw new Error(`queue ${queue} has no worker registered at start`);
      await ensureQueue(queue);
      // Failed jobs are retried with backoff; nothing is dropped on the first error.
      return boss.send(queue, data, {
        retryLimit: 8,
        retryDelay: 2,
        retryBackoff: true,
        ...options,
        ...(tx ? { db: transactionAdapter(tx) } : {}),
      });
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      const start = () =>
        boss.work(queue, { pollingIntervalSeconds }, async (jobs) => {
          for (const job of jobs) await handler(job.data as never);
        });
      if (deferred) deferred.push(start);
      else await start();
    },
    async begin() {
      const starts = deferred ?? [];
      deferred = null;
      for (const start of starts) await start();
    },
    async schedule(queue, cronExpression) {
      await ensureQueue(queue);
      await boss.schedule(queue, cronExpression, {}, { tz: 'UTC' });
    },
    get stopping() {
      return stopping;
    },
    async isUp() {
      if (stopping) return false;
      try {
        await boss.getDb().executeSql('SELECT 1', []);
        return true;
      } catch {
        return false;
      }
    },
    async stop(timeoutMs = 5000) {
      stopping = true;
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}

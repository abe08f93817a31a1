import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { Param, type SQLChunk, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import { rowsOf } from './raw-rows.ts';

type JobHandler<T> = (data: T) => Promise<void>;

/**
 * How a queue keeps its jobs (pg-boss queue options, set when the queue is created and kept in step after):
 * `policy: 'short'` keeps at most one waiting job per `singletonKey`; `expireInSeconds` is how long a job may stay
 * active before it counts as cut off (its worker died) and runs again.
 */
export type QueueOptions = Pick<PgBoss.Queue, 'policy' | 'expireInSeconds'>;

type SendOptions = Omit<PgBoss.SendOptions, 'db'> & {
  /** Queue the job inside this transaction: it exists if and only if the transaction commits. */
  tx?: Db;
};

export interface Jobs {
  /** Queues a job. The queue must have a worker registered at start (`work`) when `tx` is given. */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: QueueOptions): Promise<void>;
  /** Runs the queue's job on a cron schedule (UTC), once per tick across every instance. */
  schedule(queue: string, cron: string): Promise<void>;
  /** True once shutdown began: long handlers finish the step they are in and stop. */
  readonly stopping: boolean;
  /** The queue answers on its own connection. */
  isUp(): Promise<boolean>;
  /**
   * With `deferStart`: starts pg-boss, then the workers and schedules registered so far. The portal calls it once
   * it listens, so none of that holds up the start; on the embedded database it waits a polling interval first, so
   * none of it holds up the first requests either. Safe to call twice.
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
  /**
   * Workers and schedules begin only at `begin()`. On the embedded database whose queues exist already, pg-boss
   * itself starts there too; jobs sent before go into their queues at once and wait there for the workers.
   */
  deferStart?: boolean;
  /** How often pg-boss expires cut-off jobs, among other upkeep (MAINTENANCE_SECONDS by default). */
  maintenanceIntervalSeconds?: number;
}

/**
 * pg-boss's upkeep (expiring jobs whose worker died, archiving) runs this often, once across instances. A cut-off
 * job runs again at most its queue's `expireInSeconds` plus this after it started; pg-boss's default, 120 s, would
 * leave a crashed mail job waiting minutes.
 */
const MAINTENANCE_SECONDS = 15;

/** Durable background work on the same database (ARCHITECTURE.md: long work is a job). */
export async function startJobs(database: Database, log: FastifyBaseLogger, timings: JobTimings = {}): Promise<Jobs> {
  const conn = database.jobsConnection;
  const cron = timings.cronMonitorIntervalSeconds
    ? { cronMonitorIntervalSeconds: timings.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: 1 }
    : {};
  const upkeep = { ...cron, maintenanceIntervalSeconds: timings.maintenanceIntervalSeconds ?? MAINTENANCE_SECONDS };
  const boss = new PgBoss(
    'pglite' in conn
      ? { db: pgliteAdapter(conn.pglite), ...upkeep }
      : { connectionString: conn.connectionString, max: 4, application_name: 'portal-jobs', ...upkeep },
  );
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  // pg-boss makes each queue a partition of its job table; instances starting together and creating the same
  // queues at once deadlock on that, so queue creation takes turns across instances.
  const QUEUES_LOCK = 'pg-boss:queues';
  const readQueues = async () => new Map((await boss.getQueues()).map((q) => [q.name, q]));
  /** The queues that exist already, read in one statement rather than one per queue as each is first used. */
  let known: Map<string, PgBoss.QueueResult> | undefined;
  let started: Promise<void> | undefined;
  const start = () =>
    (started ??= (async () => {
      await database.exclusive(QUEUES_LOCK, () => boss.start());
      known ??= await readQueues();
    })());
  // Deferred only where the queues can be read before pg-boss starts (the embedded client answers at once; a
  // server's pool opens at start) and they exist already: a job is inserted into its queue whether pg-boss has
  // started or not, and one sent inside a caller's transaction could not wait for a start on PGlite's one connection.
  if (timings.deferStart && 'pglite' in conn) known = await readQueues().catch(() => undefined);
  if (!known) await start();
  const inStep = (q: QueueOptions, options?: QueueOptions) =>
    !options || Object.entries(options).every(([k, v]) => q[k as keyof QueueOptions] === v);
  const created = new Set<string>();
  const ensureQueue = async (queue: string, options?: QueueOptions) => {
    if (created.has(queue)) return;
    const seen = known?.get(queue);
    if (seen && inStep(seen, options)) return void created.add(queue);
    await start();
    await database.exclusive(QUEUES_LOCK, async () => {
      const existing = await boss.getQueue(queue);
      if (!existing) await boss.createQueue(queue, { name: queue, ...options });
      // A queue made by an older version keeps its first options unless they are brought in step here.
      else if (options && Object.entries(options).some(([k, v]) => existing[k as keyof QueueOptions] !== v)) {
        await boss.updateQueue(queue, { name: queue, policy: existing.policy, ...options });
      }
    });
    created.add(queue);
  };
  const pollingIntervalSeconds = timings.pollingIntervalSeconds ?? 1;
  let stopping = false;
  /** Workers and schedules waiting for `begin()`; null once begun (or when not deferred). */
  let deferred: (() => Promise<unknown>)[] | null = timings.deferStart ? [] : null;
  const whenBegun = async (step: () => Promise<unknown>) => {
    if (deferred) deferred.push(step);
    else await step();
  };
  return {
    async send(queue, data, { tx, ...options } = {}) {
      // Creating a queue inside a caller's PGlite transaction would wait on that transaction forever.
      if (tx && !created.has(queue) && !known?.has(queue))
        throw new Error(`queue ${queue} has no worker registered at start`);
      // A job needs its queue only, not pg-boss started: into a queue that exists it goes at once, even before
      // `begin()` (the embedded client answers directly); a missing queue starts pg-boss and is created first.
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
    async work(queue, handler, options) {
      await ensureQueue(queue, options);
      await whenBegun(() =>
        boss.work(queue, { pollingIntervalSeconds }, async (jobs) => {
          for (const job of jobs) await handler(job.data as never);
        }),
      );
    },
    async begin() {
      // Not started yet only on the embedded database, where requests and the job queue share one connection:
      // pg-boss's start and every worker's first fetch (tens of statements) would queue ahead of the first
      // requests. They wait one polling interval, the longest a job sent meanwhile waited for a worker anyway.
      if (!started) await sleep(pollingIntervalSeconds * 1000);
      if (stopping) return;
      await start();
      const steps = deferred ?? [];
      deferred = null;
      for (const step of steps) if (!stopping) await step();
    },
    async schedule(queue, cronExpression) {
      await ensureQueue(queue);
      await whenBegun(() => boss.schedule(queue, cronExpression, {}, { tz: 'UTC' }));
    },
    get stopping() {
      return stopping;
    },
    async isUp() {
      // Not up before `begin()`: its workers do not fetch yet.
      if (stopping || !started) return false;
      try {
        await started;
        await boss.getDb().executeSql('SELECT 1', []);
        return true;
      } catch {
        return false;
      }
    },
    async stop(timeoutMs = 5000) {
      stopping = true;
      if (!started) return;
      // A stop during the start lets it finish first, or pg-boss would start after it stopped.
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}

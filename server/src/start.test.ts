import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { itemAt } from '@portal/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { auditEvents, timesheets, transitionRuns } from './db/schema/index.ts';
import { BULK_APPROVAL_RUN } from './modules/timesheets/index.ts';
import { startChildInstance } from './test/child-instance.ts';
import {
  dataOf,
  migratedScratchDatabase,
  postgresReachable,
  scratchDatabase,
  seedPendingTimesheets,
} from './test/postgres.ts';

const ADMIN = { email: 'admin@example.com', password: 'Test-Admin-Pass-1' };
const baseEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
});

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const onPostgres = (await postgresReachable()) || process.env.CI;
if (!onPostgres) console.warn('No PostgreSQL server: the process lifecycle tests are left out of this run');

describe.runIf(onPostgres)('SIGTERM', () => {
  it('answers not ready at once, lets a request in flight finish through the drain, then exits cleanly', async () => {
    const { url, drop } = await scratchDatabase();
    const instance = await startChildInstance({
      ...baseEnv(await tempDir()),
      DATABASE_URL: url,
      SLOW_MS: '1500',
      SHUTDOWN_DRAIN_SECONDS: '2',
    });
    const slow = fetch(`${instance.url}/api/test/slow`);
    await instance.waitForLine(/^slow-started$/);
    instance.process.kill('SIGTERM');

    // The load balancer is told at once, while the listener is still open: readiness 503, not a refused connection.
    const ready = () =>
      fetch(`${instance.url}/api/health/ready`).then(
        (res) => res.status,
        () => 'refused' as const,
      );
    let answer = await ready();
    for (let i = 0; answer === 200 && i < 50; i++) answer = await sleep(20).then(ready);
    expect(answer).toBe(503);
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { finished: true } });
    expect(await instance.exited, instance.lines.join('\n')).toBe(0);
    await drop();
  }, 120_000);
});

/**
 * Keeps `n` processes spinning on the CPU, as a machine loaded by other work is; the function answered ends them.
 * Each also stops by itself after two minutes, so a test cut off by its timeout leaves no spinner behind.
 */
function loadMachine(n: number) {
  const spin = 'const end = Date.now() + 120000; while (Date.now() < end) {}';
  const spinners = Array.from({ length: n }, () => spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }));
  return () => {
    for (const p of spinners) p.kill('SIGKILL');
  };
}

describe.runIf(onPostgres)('a bulk approval whose worker is killed', () => {
  let scratch: Awaited<ReturnType<typeof migratedScratchDatabase>>;
  beforeAll(async () => {
    scratch = await migratedScratchDatabase();
  }, 180_000);

  it('resumes on the other instance, on a loaded machine, approving each time sheet once', async () => {
    const { url, drop } = scratch;
    const env = { ...baseEnv(await tempDir()), DATABASE_URL: url };
    const first = await startChildInstance(env);
    const database = openDatabase({ url });
    const blocker = new pg.Client({ connectionString: url });
    let second: Awaited<ReturnType<typeof startChildInstance>> | undefined;
    let unload = () => {};
    try {
      // A batch and a half: the worker stops in the second batch, after the first committed.
      const batch = BULK_APPROVAL_RUN.batchSize;
      const ids = await seedPendingTimesheets(database.db, batch + batch / 2);
      const login = await fetch(`${first.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const token = (await dataOf<{ token: string }>(login)).token;

      // Hold one time sheet of the last batch so the worker stops mid-run, after the first batch committed.
      await blocker.connect();
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM timesheets WHERE id = $1 FOR UPDATE', [ids[batch + batch / 4]]);
      const started = await fetch(`${first.url}/api/super-admin/time-sheet/bulk-approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ids }),
      });
      expect(started.status).toBe(202);
      const { runId } = await dataOf<{ runId: string }>(started);
      const approvedCount = async () =>
        itemAt(
          await database.db
            .select({ n: count() })
            .from(timesheets)
            .where(and(inArray(timesheets.id, ids), eq(timesheets.status, 'approved'))),
          0,
        ).n;
      const workerWaits = async () =>
        (
          (await database.db.execute(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows.some((r) => r.n > 0); // one row: the count
      while (!(await workerWaits())) await sleep(100);
      const before = await approvedCount();
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThan(ids.length);

      // The other instance comes up while the first holds the run: it must not take it over while its worker lives.
      second = await startChildInstance(env);
      const status = async () =>
        itemAt(await database.db.select().from(transitionRuns).where(eq(transitionRuns.id, runId)), 0).status;
      expect(await status()).toBe('running');

      unload = loadMachine(3);
      first.process.kill('SIGKILL');
      await first.exited;
      const killedAt = Date.now();
      await blocker.query('ROLLBACK');
      // Generous on a loaded machine: what is asserted is that the other instance finished the run, each sheet once.
      while ((await status()) !== 'completed' && Date.now() - killedAt < 90_000) await sleep(100);
      unload();
      console.log(
        `bulk approval finished on the other instance ${Date.now() - killedAt} ms after its worker was killed`,
      );
      expect(await status()).toBe('completed');

      expect(await approvedCount()).toBe(ids.length);
      const audits = await database.db
        .select({ id: auditEvents.entityId, n: count() })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'bulk-approve'), inArray(auditEvents.entityId, ids)))
        .groupBy(auditEvents.entityId);
      expect(audits).toHaveLength(ids.length);
      expect(audits.every((a) => a.n === 1)).toBe(true);
    } finally {
      unload();
      await blocker.end().catch(() => {});
      first.process.kill('SIGKILL');
      // The other instance's graceful stop is not what this test is about (the SIGTERM test is): it is ended at once.
      if (second) {
        second.process.kill('SIGKILL');
        await second.exited;
      }
      await database.close();
      await drop();
    }
    // A batch and a half of time sheets seeded, approved and taken over by a second instance, beside the browser
    // tests on two cores: each of those steps took 20 to 40 s there.
  }, 300_000);
});

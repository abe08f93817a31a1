import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BULK_APPROVAL_CODES, BULK_APPROVAL_EVENTS } from '@portal/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, startInstance } from '../start.ts';
import { callInstance as call, dataOf, postgresReachable, scratchDatabase } from '../test/postgres.ts';
import { TEST_ADMIN, testConfig } from '../test/testConfig.ts';

/**
 * Two instances on one fresh PostgreSQL database, started at the same moment, as a load balancer would see them.
 * With TEST_REDIS_URL (CI) a second pair shares a Redis as well.
 */
const ADMIN = TEST_ADMIN;
const LOGIN_LIMIT = 4;

async function startPair(env: Record<string, string> = {}) {
  const { url, drop } = await scratchDatabase();
  const dirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'portal-scale-'))));
  const configOf = (dataDir: string) =>
    testConfig(dataDir, {
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      ...env,
    });
  const options = { jobPollingSeconds: 0.5, cronMonitorSeconds: 1 };
  // At the same moment on an empty database: one migrates and seeds under the lock, the other waits.
  const [a, b] = await Promise.all(dirs.map((dir) => startInstance(configOf(dir), options)));
  if (!a || !b) throw new Error('startPair: expected two instances');
  return {
    a,
    b,
    async close() {
      await Promise.all([a.stop(), b.stop()]);
      await drop();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    },
  };
}

const login = async (instance: Instance, email = ADMIN.email, password = ADMIN.password) =>
  call(instance, 'POST', '/api/login', { email, password });

/** Resolves with the first `event` the socket receives. */
const nextEvent = (socket: Socket, event: string) =>
  new Promise<unknown>((resolve) => socket.once(event, (payload: unknown) => resolve(payload)));

const onPostgres = (await postgresReachable()) || process.env.CI;
if (!onPostgres) console.warn('No PostgreSQL server: the two-instance tests are left out of this run');

describe.runIf(onPostgres)('two instances on one PostgreSQL database', () => {
  let pair: Awaited<ReturnType<typeof startPair>>;
  beforeAll(async () => {
    pair = await startPair();
  });
  afterAll(() => pair?.close());

  it('both become ready', async () => {
    for (const instance of [pair.a, pair.b]) {
      const res = await call(instance, 'GET', '/api/health/ready');
      expect(res.status).toBe(200);
      expect(await dataOf(res)).toEqual({ status: 'ready', database: 'up', jobs: 'up' });
    }
  });

  it("delivers a bulk approval started through A to a socket on B, and A's logout ends the session on B", async () => {
    const token = (await dataOf<{ token: string }>(await login(pair.a))).token;
    const socket = connect(pair.b.url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
    try {
      await nextEvent(socket, 'connect');
      const started = nextEvent(socket, BULK_APPROVAL_EVENTS.started);
      const finished = nextEvent(socket, BULK_APPROVAL_EVENTS.finished);
      const res = await call(pair.a, 'POST', '/api/super-admin/time-sheet/bulk-approve', { ids: [uuidv7()] }, token);
      expect(res.status).toBe(202);
      expect(await started).toEqual({
        message: 'Timesheet approval is under process for 1 timesheet(s)',
        code: BULK_APPROVAL_CODES.started,
      });
      expect(await finished).toEqual({
        message: 'Timesheet approval completed',
        code: BULK_APPROVAL_CODES.completed,
        totalCount: 1,
        successfulApproved: 0,
        notApproved: 1,
      });

      expect((await call(pair.b, 'GET', '/api/me', undefined, token)).status).toBe(200);
      const disconnected = nextEvent(socket, 'disconnect');
      expect((await call(pair.a, 'POST', '/api/logout', undefined, token)).status).toBe(200);
      expect((await call(pair.b, 'GET', '/api/me', undefined, token)).status).toBe(401);
      // B's socket of that session is closed by the server, not by the client.
      expect(await disconnected).toBe('io server disconnect');
    } finally {
      socket.close();
    }
  });

  it('runs a scheduled job once per tick, whichever instances schedule it', async () => {
    const runs: string[] = [];
    const queue = `scale-out-${uuidv7()}`;
    // pg-boss fires a '* * * * *' schedule for the current minute at once; start early enough in the minute that
    // the checks below end before the next tick.
    while (new Date().getSeconds() > 40) await sleep(500);
    const minute = new Date().getMinutes();
    for (const [name, instance] of [
      ['A', pair.a],
      ['B', pair.b],
    ] as const) {
      await instance.app.jobs.work(queue, async () => void runs.push(name));
      await instance.app.jobs.schedule(queue, '* * * * *');
    }
    while (runs.length === 0) await sleep(200);
    // Both instances check their schedules every second: give them several more chances to run it twice.
    await sleep(6000);
    expect(new Date().getMinutes()).toBe(minute);
    expect(runs).toHaveLength(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(onPostgres && redisUrl)('two instances sharing a Redis', () => {
  let pair: Awaited<ReturnType<typeof startPair>>;
  beforeAll(async () => {
    pair = await startPair({ REDIS_URL: redisUrl ?? '' });
  });
  afterAll(() => pair?.close());

  it('counts sign-in attempts made through both against one limit', async () => {
    const email = `limit-${uuidv7()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      statuses.push((await login(i % 2 ? pair.b : pair.a, email, 'Wrong-Password-123')).status);
    }
    expect(statuses).toEqual(Array(LOGIN_LIMIT).fill(401));
    expect((await login(pair.a, email, 'Wrong-Password-123')).status).toBe(429);
    expect((await login(pair.b, email, 'Wrong-Password-123')).status).toBe(429);
  });

  it('delivers realtime events across instances through Redis', async () => {
    const token = (await dataOf<{ token: string }>(await login(pair.a))).token;
    const socket = connect(pair.b.url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
    try {
      await nextEvent(socket, 'connect');
      const finished = nextEvent(socket, BULK_APPROVAL_EVENTS.finished);
      const res = await call(pair.a, 'POST', '/api/super-admin/time-sheet/bulk-approve', { ids: [uuidv7()] }, token);
      expect(res.status).toBe(202);
      expect(await finished).toMatchObject({ totalCount: 1, notApproved: 1 });
    } finally {
      socket.close();
    }
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildInstance, startChildInstance } from './test/child-instance.ts';
import { postgresReachable, scratchDatabase } from './test/postgres.ts';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/**
 * The plainest load balancer: round robin over the instances whose readiness answered 200 at the last check (every
 * 250 ms, 1 s to answer), kept-alive connections to them, and no retry: an upstream error is a 502 and counted.
 */
async function roundRobinProxy(backends: string[]) {
  const agent = new http.Agent({ keepAlive: true });
  const ready = new Set<string>();
  const served = new Map(backends.map((b) => [b, 0]));
  let failures = 0;
  let turn = 0;
  const check = (backend: string) =>
    new Promise<void>((resolve) => {
      const req = http.get(`${backend}/api/health/ready`, { agent: false, timeout: 1000 }, (res) => {
        res.resume();
        if (res.statusCode === 200) ready.add(backend);
        else ready.delete(backend);
        resolve();
      });
      const down = () => {
        ready.delete(backend);
        req.destroy();
        resolve();
      };
      req.on('timeout', down);
      req.on('error', down);
    });
  let checking = true;
  const checks = (async () => {
    while (checking) await Promise.all([...backends.map(check), sleep(250)]);
  })();
  await Promise.all(backends.map(check));
  const server = http.createServer((req, res) => {
    const live = backends.filter((b) => ready.has(b));
    const target = live[turn++ % Math.max(live.length, 1)];
    const fail = () => {
      failures += 1;
      if (!res.headersSent) res.writeHead(502);
      res.end();
    };
    if (!target) return fail();
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host }, agent },
      (answer) => {
        served.set(target, (served.get(target) ?? 0) + 1);
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
        );
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        answer.on('error', fail);
      },
    );
    upstream.on('error', fail);
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    get failures() {
      return failures;
    },
    async close() {
      checking = false;
      await checks;
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** One answer by plain http, so the `Connection` header is seen as sent. */
const headersOf = (url: string) =>
  new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve({ status: res.statusCode, connection: res.headers.connection });
      })
      .on('error', reject);
  });

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const onPostgres = (await postgresReachable()) || process.env.CI;
if (!onPostgres) console.warn('No PostgreSQL server: the stop-under-load test is left out of this run');

describe.runIf(onPostgres)('an instance stopped under load behind a round-robin proxy without retries', () => {
  it('drops no request', async () => {
    const { url, drop } = await scratchDatabase();
    const instances: ChildInstance[] = [];
    let proxy: Awaited<ReturnType<typeof roundRobinProxy>> | undefined;
    try {
      for (let i = 0; i < 2; i++) {
        const dir = await mkdtemp(path.join(tmpdir(), 'portal-drain-'));
        dirs.push(dir);
        instances.push(
          await startChildInstance({
            DATA_DIR: dir,
            DATABASE_URL: url,
            PORT: '0',
            HOST: '127.0.0.1',
            SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
            SLOW_MS: '50',
            SHUTDOWN_DRAIN_SECONDS: '3',
          }),
        );
      }
      const [stopped, staying] = instances as [ChildInstance, ChildInstance];
      proxy = await roundRobinProxy(instances.map((i) => i.url));
      // Requests that take a while, so some are in flight on the stopped instance when its stop begins.
      const load = autocannon({ url: `${proxy.url}/api/test/slow`, connections: 12, duration: 10 });
      await sleep(3000);
      const servedBefore = proxy.served.get(stopped.url) ?? 0;
      expect(servedBefore).toBeGreaterThan(0);

      stopped.process.kill('SIGTERM');
      let ready = await headersOf(`${stopped.url}/api/health/ready`);
      for (let i = 0; ready.status === 200 && i < 50; i++)
        ready = await sleep(20).then(() => headersOf(`${stopped.url}/api/health/ready`));
      expect(ready.status).toBe(503);
      // Still listening through the drain, and each answer tells a kept-alive client to reconnect elsewhere.
      const live = await headersOf(`${stopped.url}/api/health`);
      expect(live.status).toBe(200);
      expect(live.connection).toBe('close');

      expect(await stopped.exited, stopped.lines.slice(-20).join('\n')).toBe(0);
      const result = await load;
      expect({
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        proxyFailures: proxy.failures,
      }).toEqual({ errors: 0, timeouts: 0, non2xx: 0, proxyFailures: 0 });
      expect(result['2xx']).toBeGreaterThan(0);
      // The load went on through the other instance after the stop.
      expect(proxy.served.get(staying.url) ?? 0).toBeGreaterThan(0);
    } finally {
      await proxy?.close();
      for (const instance of instances) instance.process.kill('SIGTERM');
      await Promise.all(instances.map((i) => i.exited));
      await drop();
    }
  }, 120_000);
});

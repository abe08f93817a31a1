import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { ensureSuperAdmin } from '../db/seed/bootstrap.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../test/buildTestApp.ts';
import { testConfig } from '../test/testConfig.ts';
import { PUBLIC } from './access.ts';
import { ctxOf } from './context.ts';

const TOKEN = 'metrics-token-metrics-token-0123456789';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The value of one series (`name{labels}`) in a Prometheus text answer; undefined when absent. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics behind METRICS_TOKEN on the public port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  }, 120_000);
  afterAll(() => t.close());

  const scrape = () => t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });

  it('refuses a scraper without the token, or with another, in the one error shape', async () => {
    for (const headers of [{}, bearer(`${TOKEN}x`), { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('counts and times requests by route pattern and status', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/super-admin/facilities/0190f5a2-0000-7000-8000-000000000000' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(seriesValue(text, 'portal_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(3);
    expect(
      seriesValue(text, 'portal_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBe(3);
    // The pattern, not the id: one series however many records are asked for.
    expect(text).toContain('route="/api/super-admin/facilities/:id",status="401"');
    expect(text).not.toContain('0190f5a2');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts refused sign-ins by status', async () => {
    const before = seriesValue((await scrape()).body, 'portal_sign_in_failures_total{status="401"}') ?? 0;
    for (const password of ['wrong-password-1', 'wrong-password-2']) {
      const res = await t.post('/api/login', {}, { email: ADMIN.email, password });
      expect(res.statusCode).toBe(401);
    }
    await t.login(ADMIN.email, ADMIN.password);
    expect(seriesValue((await scrape()).body, 'portal_sign_in_failures_total{status="401"}')).toBe(before + 2);
  });

  it('shows each job queue with its waiting jobs and the age of the oldest, and the other gauges', async () => {
    // A queue no worker takes: its job waits.
    await t.app.jobs.send('metrics-probe', { n: 1 });
    await t.app.jobs.send('metrics-probe', { n: 2 });
    const text = (await scrape()).body;
    expect(seriesValue(text, 'portal_job_queue_waiting{queue="metrics-probe"}')).toBe(2);
    expect(seriesValue(text, 'portal_job_queue_oldest_waiting_seconds{queue="metrics-probe"}')).toBeGreaterThanOrEqual(
      0,
    );
    expect(seriesValue(text, 'portal_job_queue_active{queue="metrics-probe"}')).toBe(0);
    // Every queue the portal works is listed, drained or not.
    expect(seriesValue(text, 'portal_job_queue_waiting{queue="mail"}')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'portal_office_conversions_waiting')).toBe(0);
    expect(seriesValue(text, 'portal_realtime_connections')).toBe(0);
    if (onPostgres) {
      expect(seriesValue(text, 'portal_db_pool_connections{state="max"}')).toBe(10);
      expect(seriesValue(text, 'portal_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    }
  });

  it('is not in the OpenAPI document', () => {
    expect(Object.keys((t.app.swagger() as { paths: object }).paths)).not.toContain('/metrics');
  });
});

describe('/metrics on METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_PORT: '0', HOST: '127.0.0.1' });
  }, 120_000);
  afterAll(() => t.close());

  it('answers on its own listener and not on the public port', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const url = t.app.metricsListener?.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const res = await fetch(url ?? '');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('portal_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    const publicAnswer = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicAnswer.body).not.toContain('portal_http_requests_total');
  });
});

describe('without METRICS_PORT or METRICS_TOKEN', () => {
  it('serves no metrics', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.body).not.toContain('portal_http_requests_total');
      expect(t.app.metricsListener).toBeUndefined();
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('request ids in the log', () => {
  it('puts the request id on every line a request logs, through req.log and the service context', async () => {
    const lines: Record<string, unknown>[] = [];
    const config = testConfig(':memory:', { LOG_LEVEL: 'info' });
    const database = openDatabase({ dataDir: ':memory:' });
    await database.migrate();
    await ensureSuperAdmin(database.db, config);
    const app = await buildApp({
      config,
      database,
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
      extraRoutes: (a) => {
        a.get('/api/log-probe', { config: PUBLIC }, async (req) => {
          req.log.info('probe via req.log');
          ctxOf(req).log.info('probe via ctx.log');
          throw new Error('probe failure');
        });
      },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/log-probe' });
      expect(res.statusCode).toBe(500);
      const messages = [
        'incoming request',
        'probe via req.log',
        'probe via ctx.log',
        'unhandled error',
        'request completed',
      ];
      const ofRequest = lines.filter(
        (l) => l.req !== undefined || l.res !== undefined || messages.includes(String(l.msg)),
      );
      expect(ofRequest.map((l) => l.msg)).toEqual(messages);
      const ids = new Set(ofRequest.map((l) => l.reqId));
      expect(ids.size).toBe(1);
      expect([...ids][0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});

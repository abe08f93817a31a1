import { timingSafeEqual } from 'node:crypto';
import { AUTH_ROUTES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { PUBLIC } from './access.ts';
import { unauthorized } from './errors.ts';
import { conversionsWaiting } from './office.ts';
import { rowsOf } from './raw-rows.ts';

/** Where Prometheus scrapes: `METRICS_PORT`'s own listener, or the public port with `METRICS_TOKEN`. */
const METRICS_PATH = '/metrics';

/** The sign-in calls whose refusals (wrong password, refused account, rate limit) are counted. */
const SIGN_IN_URLS = new Set([`/api${AUTH_ROUTES.login.path}`, `/api${AUTH_ROUTES.loginMfa.path}`]);

interface QueueRow {
  queue: string;
  waiting: number | string;
  active: number | string;
  oldest_seconds: number | string | null;
}

/**
 * pg-boss keeps every queue's jobs in `pgboss.job` (its documented schema): waiting jobs are `created` or `retry`.
 * One statement per scrape, queues without jobs included, so a drained queue reads 0 rather than vanishing.
 */
const QUEUE_SQL = sql`
  select q.name as queue,
         count(j.id) filter (where j.state in ('created', 'retry')) as waiting,
         count(j.id) filter (where j.state = 'active') as active,
         extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry'))) as oldest_seconds
  from pgboss.queue q
  left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
  group by q.name`;

/** One registry per app (tests build several apps in one process), with the portal's own metrics. */
function portalMetrics(app: FastifyInstance, database: Database, realtimeConnections: () => number) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'portal_sign_in_failures_total',
    help: 'Refused sign-ins: 401 wrong credentials or ended MFA step, 403 refused account, 429 rate limited',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients, max)',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const queueWaiting = new Gauge({
    name: 'portal_job_queue_waiting',
    help: 'Jobs waiting in each pg-boss queue (created or retry)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const queueActive = new Gauge({
    name: 'portal_job_queue_active',
    help: 'Jobs being worked in each pg-boss queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const queueOldest = new Gauge({
    name: 'portal_job_queue_oldest_waiting_seconds',
    help: 'Age of the oldest waiting job in each pg-boss queue (0 when none waits)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const conversions = new Gauge({
    name: 'portal_office_conversions_waiting',
    help: 'Office-to-PDF conversions queued or running in this instance (one runs at a time)',
    registers: [registry],
  });
  const sockets = new Gauge({
    name: 'portal_realtime_connections',
    help: 'Realtime (socket.io) connections to this instance',
    registers: [registry],
  });

  // Each (method, route, status) series' children are looked up once (prom-client's `labels`), not hashed from a
  // label object on every answer; a callback hook, as it runs on every request.
  const series = new Map<string, { count: Counter.Internal; time: Histogram.Internal<(typeof labelNames)[number]> }>();
  app.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done) => {
    // The route's pattern, not the URL: ids and query strings would make a series per record.
    const route = req.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    const key = `${req.method} ${route} ${status}`;
    let children = series.get(key);
    if (!children) {
      children = {
        count: requests.labels(req.method, route, status),
        time: durations.labels(req.method, route, status),
      };
      series.set(key, children);
    }
    children.count.inc();
    // Fastify's own clock, from the moment the request arrived (a request its access guard refused is timed too).
    children.time.observe(reply.elapsedTime / 1000);
    if (req.method === 'POST' && SIGN_IN_URLS.has(route) && [401, 403, 429].includes(reply.statusCode)) {
      signInFailures.inc({ status });
    }
    done();
  });

  /** The gauges read at scrape time. */
  const refresh = async () => {
    if (database.kind === 'postgres') {
      // drizzle's node-postgres client is the pool it was given (client.ts).
      const client = (database.db as unknown as { $client: pg.Pool }).$client;
      pool.set({ state: 'total' }, client.totalCount);
      pool.set({ state: 'idle' }, client.idleCount);
      pool.set({ state: 'waiting' }, client.waitingCount);
      pool.set({ state: 'max' }, client.options.max ?? 10);
    }
    queueWaiting.reset();
    queueActive.reset();
    queueOldest.reset();
    // A database outage is when metrics matter most: the rest still answers, without the queue series.
    const queues = await app.db.execute(QUEUE_SQL).then(rowsOf<QueueRow>, (err: unknown) => {
      app.log.warn({ err }, 'metrics: job queues could not be read');
      return [];
    });
    for (const row of queues) {
      queueWaiting.set({ queue: row.queue }, Number(row.waiting));
      queueActive.set({ queue: row.queue }, Number(row.active));
      queueOldest.set({ queue: row.queue }, Number(row.oldest_seconds ?? 0));
    }
    conversions.set(conversionsWaiting());
    sockets.set(realtimeConnections());
  };
  return {
    contentType: registry.contentType,
    async text() {
      await refresh();
      return registry.metrics();
    },
  };
}

const tokenMatches = (header: string | undefined, token: string) => {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * `/metrics` in Prometheus's text format, when the operator asks for it: on `METRICS_PORT` (a listener of its own,
 * kept off the public port, closed with the app) and/or on the public port behind `METRICS_TOKEN` (a bearer
 * token). Neither set: no metrics are kept.
 */
export async function registerMetrics(
  app: FastifyInstance,
  config: Pick<Config, 'METRICS_PORT' | 'METRICS_TOKEN' | 'HOST'>,
  database: Database,
  realtimeConnections: () => number,
): Promise<void> {
  if (config.METRICS_PORT === undefined && !config.METRICS_TOKEN) return;
  const metrics = portalMetrics(app, database, realtimeConnections);
  const answer = async (reply: FastifyReply) => reply.type(metrics.contentType).send(await metrics.text());
  const token = config.METRICS_TOKEN;
  if (token) {
    app.get(METRICS_PATH, { config: PUBLIC, schema: { hide: true } }, async (req, reply) => {
      if (!tokenMatches(req.headers.authorization, token)) throw unauthorized('A valid metrics token is required');
      return answer(reply);
    });
  }
  if (config.METRICS_PORT === undefined) return;
  const port = config.METRICS_PORT;
  const server = Fastify({ logger: false });
  server.get(METRICS_PATH, async (_req, reply) => answer(reply));
  const listener: { url?: string } = {};
  app.decorate('metricsListener', listener);
  app.addHook('onReady', async () => {
    const address = await server.listen({ port, host: config.HOST });
    listener.url = `${address}${METRICS_PATH}`;
    app.log.info({ url: listener.url }, 'metrics listening');
  });
  app.addHook('onClose', () => server.close());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's URL once ready, when `METRICS_PORT` is set (port 0 picks a free one). */
    metricsListener?: { url?: string };
  }
}

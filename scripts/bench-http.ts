/**
 * Requests/s through HTTP (issue 10 item 5): the portal as it runs in production, the built server
 * (server/dist/main.js, started as `npm run serve` starts it) in a process of its own on the benchmark database,
 * beside a bare Fastify + pg endpoint running the same SQL (bench-bare-server.ts), also a process of its own. autocannon runs here, so neither server
 * shares its thread with the client (whose work, added to both sides, pulled the ratio towards 1) and the portal is
 * measured as the bundle that runs in production, not as TypeScript loaded through tsx (whose keepNames wraps
 * every closure the portal makes per request).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_ADMIN, BENCH_SECRET, percentile, target } from './bench-app.ts';
import type { Captured } from './bench-replay.ts';
import { serveArgs } from './serve-args.ts';

export interface HttpEndpoint {
  name: string;
  url: string;
  body: object;
  /** The SQL one request of it runs (captured from the portal), which the bare endpoint replays. */
  statements: Captured[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
/**
 * Portal and bare take turns, this many rounds each: this machine's speed drifts over seconds (a virtual machine
 * sharing its host), so one long run of each compares two different machines. Each round's ratio compares runs a
 * few seconds apart; the median of the rounds is the figure.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function requestsPerSecond(url: string, headers: Record<string, string>, body: object, seconds = SECONDS) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function stop(proc: ChildProcess) {
  if (proc.exitCode !== null) return;
  proc.kill('SIGTERM');
  await once(proc, 'exit');
}

/**
 * The built portal on `databaseUrl`, signed in as the bench's super admin: its origin and bearer headers. Its process
 * goes into `started` as soon as it is spawned, so the caller stops it whatever fails after.
 */
async function startPortal(databaseUrl: string, dataDir: string, started: ChildProcess[]) {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: root });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { REDIS_URL: _shared, ...env } = process.env;
  const proc = spawn(process.execPath, serveArgs(), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      MFA_REQUIRED_FOR_SUPER_ADMINS: 'false',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SESSION_SECRET: BENCH_SECRET,
      LOG_LEVEL: 'warn',
    },
  });
  started.push(proc);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the built portal exited (${proc.exitCode})`);
    if (Date.now() > deadline) throw new Error('the built portal did not become healthy in 120 s');
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok) throw new Error(`bench sign-in: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as { data: { token: string } };
  return { origin, headers: { authorization: `Bearer ${data.token}` } };
}

/** The bare server with one route per endpoint: its origin (its process goes into `started`, as the portal's). */
async function startBare(databaseUrl: string, dataDir: string, endpoints: HttpEndpoint[], started: ChildProcess[]) {
  const file = path.join(dataDir, 'bare-endpoints.json');
  writeFileSync(file, JSON.stringify({ url: databaseUrl, endpoints: endpoints.map((e) => e.statements) }));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-bare-server.ts', file], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(proc);
  const lines = createInterface({ input: proc.stdout as NodeJS.ReadableStream });
  const [origin] = (await once(lines, 'line')) as [string];
  return { origin };
}

export async function benchHttp(databaseUrl: string, endpoints: HttpEndpoint[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-http-'));
  const started: ChildProcess[] = [];
  try {
    const portal = await startPortal(databaseUrl, dataDir, started);
    const bare = await startBare(databaseUrl, dataDir, endpoints, started);
    console.log(
      `\nrequests/s through HTTP (autocannon, ${CONNECTIONS} connections; the built portal and a bare Fastify + pg endpoint running the same SQL, each in its own process, take turns, ${ROUNDS} rounds of ${SECONDS} s each; medians)`,
    );
    console.log(
      `${'endpoint'.padEnd(36)}${'portal'.padStart(10)}${'bare'.padStart(10)}${'ratio'.padStart(7)}  ${'round ratios'.padEnd(ROUNDS * 5 + 1)}target`,
    );
    for (const [i, e] of endpoints.entries()) {
      const ours: number[] = [];
      const theirs: number[] = [];
      const runPortal = (seconds = SECONDS) =>
        requestsPerSecond(`${portal.origin}${e.url}`, portal.headers, e.body, seconds);
      const runBare = (seconds = SECONDS) => requestsPerSecond(`${bare.origin}/bare/${i}`, {}, {}, seconds);
      // A second of each first (compiled code, warm pools), not counted.
      await runPortal(1);
      await runBare(1);
      for (let round = 0; round < ROUNDS; round += 1) {
        // Each goes first every other round, so neither gains from the other's warm-up.
        if (round % 2 === 0) {
          ours.push(await runPortal());
          theirs.push(await runBare());
        } else {
          theirs.push(await runBare());
          ours.push(await runPortal());
        }
      }
      const ratios = ours.map((x, r) => x / (theirs[r] ?? Number.NaN));
      const ratio = percentile(ratios, 50);
      console.log(
        `${e.name.padEnd(36)}${percentile(ours, 50).toFixed(0).padStart(10)}${percentile(theirs, 50).toFixed(0).padStart(10)}${ratio.toFixed(2).padStart(7)}  ${ratios
          .map((x) => x.toFixed(2))
          .join(' ')
          .padEnd(ROUNDS * 5 + 1)}${target(ratio >= 0.7, '>= 0.70x bare')}`,
      );
    }
  } finally {
    for (const proc of started) await stop(proc);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

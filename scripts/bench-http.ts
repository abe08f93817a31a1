/**
 * Requests/s through HTTP: the portal as it runs in production, the built server
 * (server/dist/main.js, started as `npm run serve` starts it) in a process of its own on the benchmark database,
 * beside a bare Fastify + pg endpoint running the same SQL (bench-bare-server.ts), also a process of its own. autocannon runs here, so neither server
 * shares its thread with the client (whose work, added to both sides, pulled the ratio towards 1) and the portal is
 * measured as the bundle that runs in production, not as TypeScript loaded through tsx (whose keepNames wraps
 * every closure the portal makes per request).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { alternating, BENCH_ADMIN, BENCH_SECRET, percentile, target } from './bench-app.ts';
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

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux, asked of the system once). */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * The CPU seconds a process has used so far, user and system, every thread of it (its event loop, GC, the pool):
 * utime and stime of /proc/<pid>/stat, read from outside so the process measured does no work for it.
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces; fields count from after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** The 1-minute load average, as printed beside each figure (a busy machine slows wall-clock figures, not CPU ones). */
export const load = () => loadavg()[0] ?? Number.NaN;

interface Run {
  /** Requests per second of wall-clock time. */
  rps: number;
  /** CPU milliseconds the server process spent per request answered. */
  cpuMs: number;
  load: number;
}

/**
 * CPU milliseconds per second a process spends with no request (the portal's job workers poll, its sweeps run):
 * taken off each run's CPU before dividing by its requests, or a slow run on a busy machine would charge its few
 * requests with the idle work of its seconds.
 */
async function idleCpuPerSecond(pid: number, seconds = 3) {
  const cpu0 = cpuSeconds(pid);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return ((cpuSeconds(pid) - cpu0) * 1000) / seconds;
}

/**
 * One autocannon run against the server in process `pid`: its requests/s and the CPU it took per request, net of
 * the process's idle CPU (`idleMsPerSecond`).
 */
async function measure(
  pid: number,
  idleMsPerSecond: number,
  url: string,
  headers: Record<string, string>,
  body: object,
  seconds = SECONDS,
): Promise<Run> {
  const cpu0 = cpuSeconds(pid);
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: seconds,
  });
  const cpuMs = Math.max(0, (cpuSeconds(pid) - cpu0) * 1000 - idleMsPerSecond * result.duration);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, cpuMs: cpuMs / Math.max(1, result.requests.total), load: load() };
}

/** Many clients at once on one endpoint: the latency a person waits at the 99th percentile, and any failure. */
async function underCrowd(url: string, headers: Record<string, string>, body: object, connections: number) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections,
    duration: Math.max(5, SECONDS * 3),
  });
  return { p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts, load: load() };
}

/** A port nothing listens on now, for a server to take. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export async function stop(proc: ChildProcess) {
  if (proc.exitCode !== null) return;
  proc.kill('SIGTERM');
  await once(proc, 'exit');
}

/**
 * The built portal on `databaseUrl` (`extraEnv` added to its environment), signed in as the bench's super admin: its
 * origin, process id and bearer headers. Its process goes into `started` as soon as it is spawned, so the caller
 * stops it whatever fails after.
 */
export async function startPortal(
  databaseUrl: string,
  dataDir: string,
  started: ChildProcess[],
  extraEnv: Record<string, string> = {},
) {
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
      ...extraEnv,
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
  return { origin, pid: proc.pid ?? 0, headers: { authorization: `Bearer ${data.token}` } };
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
  return { origin, pid: proc.pid ?? 0 };
}

const median = (xs: number[]) => percentile(xs, 50);
const fixed = (x: number, digits: number, width: number) => x.toFixed(digits).padStart(width);

/** Clients at once on the providers list in the crowd line, and the p99 they must keep. */
const CROWD = 50;
const CROWD_P99_MS = 250;

export async function benchHttp(databaseUrl: string, endpoints: HttpEndpoint[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-http-'));
  const started: ChildProcess[] = [];
  try {
    const portal = await startPortal(databaseUrl, dataDir, started);
    const bare = await startBare(databaseUrl, dataDir, endpoints, started);
    const idle = { portal: await idleCpuPerSecond(portal.pid), bare: await idleCpuPerSecond(bare.pid) };
    console.log(
      `\nthrough HTTP (autocannon, ${CONNECTIONS} connections; the built portal and a bare Fastify + pg endpoint running the same SQL, each in its own process, take turns, ${ROUNDS} rounds of ${SECONDS} s each; medians). CPU ms/req: the server process's utime+stime (/proc/<pid>/stat) over the requests it answered, net of its idle CPU (portal ${idle.portal.toFixed(1)} ms/s, bare ${idle.bare.toFixed(1)} ms/s); cpu ratio = bare CPU / portal CPU. load: 1-minute load average during the rounds (min-max)`,
    );
    console.log(
      `${'endpoint'.padEnd(28)}${'portal/s'.padStart(9)}${'bare/s'.padStart(8)}${'ratio'.padStart(6)}${'cpu ms'.padStart(8)}${'bare ms'.padStart(8)}${'ratio'.padStart(6)}  ${'load'.padEnd(10)}${'target (both ratios)'}`,
    );
    for (const [i, e] of endpoints.entries()) {
      const runPortal = (seconds = SECONDS) =>
        measure(portal.pid, idle.portal, `${portal.origin}${e.url}`, portal.headers, e.body, seconds);
      const runBare = (seconds = SECONDS) => measure(bare.pid, idle.bare, `${bare.origin}/bare/${i}`, {}, {}, seconds);
      // A second of each first (compiled code, warm pools), not counted.
      await runPortal(1);
      await runBare(1);
      const { ours, theirs } = await alternating(
        ROUNDS,
        () => runPortal(),
        () => runBare(),
      );
      const rpsRatio = median(ours.map((x, r) => x.rps / (theirs[r]?.rps ?? Number.NaN)));
      const cpuRatio = median(ours.map((x, r) => (theirs[r]?.cpuMs ?? Number.NaN) / x.cpuMs));
      const loads = [...ours, ...theirs].map((x) => x.load);
      const loadText = `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`;
      console.log(
        `${e.name.padEnd(28)}${fixed(median(ours.map((x) => x.rps)), 0, 9)}${fixed(median(theirs.map((x) => x.rps)), 0, 8)}${fixed(rpsRatio, 2, 6)}${fixed(median(ours.map((x) => x.cpuMs)), 2, 8)}${fixed(median(theirs.map((x) => x.cpuMs)), 2, 8)}${fixed(cpuRatio, 2, 6)}  ${loadText.padEnd(10)}${target(rpsRatio >= 0.7 && cpuRatio >= 0.7, '>= 0.70x bare')}`,
      );
    }
    const list = endpoints[0];
    if (list) {
      // The bare endpoint takes the same crowd right after: a p99 on this machine says as much about its load.
      const crowd = await underCrowd(`${portal.origin}${list.url}`, portal.headers, list.body, CROWD);
      const bareCrowd = await underCrowd(`${bare.origin}/bare/0`, {}, {}, CROWD);
      console.log(
        `${CROWD} clients at once on ${list.name}: p99 ${crowd.p99} ms, ${crowd.failures} errors (bare p99 ${bareCrowd.p99} ms, ${bareCrowd.failures} errors), load ${crowd.load.toFixed(1)}-${bareCrowd.load.toFixed(1)}  ${target(crowd.p99 < CROWD_P99_MS && crowd.failures === 0, `p99 < ${CROWD_P99_MS} ms, 0 errors`)}`,
      );
    }
  } finally {
    for (const proc of started) await stop(proc);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The start on the embedded database: the built portal (server/dist/main.js, started as `npm run serve` starts it)
 * on a DATA_DIR it has already started on once (migrated, demo data seeded, its code cache made), timed from spawn
 * until it answered an API request that reaches the database (`GET /api/health`, sent once it says it is running);
 * beside it PGlite alone, in a process of its own too, opening the same folder (with the extensions the portal loads)
 * and answering `select 1`. Both include starting Node, so the ratio compares what the portal adds to opening its
 * database. They take turns; medians.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { alternating, percentile, target } from './bench-app.ts';
import { freePort, load } from './bench-http.ts';
import { serveArgs } from './serve-args.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 5);

/**
 * Milliseconds from spawning `args` until a line of its stdout matches `ready` and then `answered()` resolved; the
 * process is stopped after.
 */
async function timeUntil(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  answered: () => Promise<void> = async () => {},
): Promise<number> {
  const t0 = performance.now();
  const proc: ChildProcess = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const lines = createInterface({ input: proc.stdout as NodeJS.ReadableStream });
    const exited = once(proc, 'exit').then(([code]) => {
      throw new Error(`${args.join(' ')} exited (${code}) before it was ready`);
    });
    exited.catch(() => {});
    const seen = new Promise<number>((resolve, reject) => {
      lines.on('line', (line) => {
        if (ready.test(line)) answered().then(() => resolve(performance.now() - t0), reject);
      });
    });
    return await Promise.race([seen, exited]);
  } finally {
    if (proc.exitCode === null) {
      proc.kill('SIGTERM');
      await once(proc, 'exit');
    }
  }
}

/** PGlite alone: open the folder as db/client.ts opens it, answer one query, say so. */
const PGLITE_ALONE = `
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite(process.env.PGLITE_DIR, { extensions: { pg_trgm, btree_gist } });
await db.query('select 1');
console.log('answered');
await db.close();
`;

export async function benchStart() {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: root });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-start-'));
  try {
    const { DATABASE_URL: _pg, REDIS_URL: _redis, ...inherited } = process.env;
    const env = { ...inherited, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };
    const portal = async () => {
      const port = await freePort();
      const live = async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.status !== 200) throw new Error(`GET /api/health answered ${res.status}`);
        await res.arrayBuffer();
      };
      return timeUntil(
        serveArgs(),
        { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
        /provider portal is running at/,
        live,
      );
    };
    const alone = () =>
      timeUntil(
        ['--input-type=module', '-e', PGLITE_ALONE],
        { ...env, PGLITE_DIR: path.join(dataDir, 'pglite') },
        /^answered$/,
      );
    const first = await portal();
    const loads: number[] = [];
    // The load after each run, on either side.
    const loaded = async (run: () => Promise<number>) => {
      const ms = await run();
      loads.push(load());
      return ms;
    };
    const { ours, theirs } = await alternating(
      ROUNDS,
      () => loaded(portal),
      () => loaded(alone),
    );
    const start = percentile(ours, 50);
    const pglite = percentile(theirs, 50);
    console.log(
      `\nstart on the embedded database (PGlite; spawn to answering GET /api/health, ${ROUNDS} rounds, medians): first start ${first.toFixed(0)} ms, second start ${start.toFixed(0)} ms, PGlite alone (open the folder, select 1) ${pglite.toFixed(0)} ms, ratio ${(start / pglite).toFixed(2)}, load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}  ${target(start <= 2 * pglite, '<= 2x PGlite alone')}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench`'s exports section: each XLSX export of the seeded data set streamed over HTTP from the built
 * portal (server/dist/main.js, started as `npm run serve` starts it, bench-http.ts), in a process of its own, so
 * the memory measured is the server's alone. Each export is downloaded three times and timed as the median, as COPY
 * is (the first, which also loads the ZIP writer's code, is printed apart). The first download's resident memory
 * (VmRSS of /proc/<pid>/status, read from outside) before it, at its peak (sampled every 50 ms while the file
 * streams) and 30 s after it, with the V8 heap and the memory outside it (the portal's own /metrics) before, as the
 * download ends and after. Beside each export's time, PostgreSQL's `COPY (the same rows and columns) TO STDOUT`
 * through psql: the least any export of those rows costs.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile, target } from './bench-app.ts';
import { load, startPortal, stop } from './bench-http.ts';

export interface BuiltExport {
  name: string;
  url: string;
  body: object;
  /** The export's rows and columns as one SELECT (for COPY). */
  copy: string;
}

const AFTER_SECONDS = Number(process.env.BENCH_EXPORT_AFTER_SECONDS ?? 30);
const COPY_RUNS = 3;
const DOWNLOADS = 3;
const METRICS_TOKEN = 'bench-metrics-token-bench-metrics-token-0001';
const MB = 2 ** 20;

/** The process's resident memory in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** The V8 heap (total and used) and the memory outside it, in MB, from the portal's Prometheus metrics. */
async function heapOf(origin: string) {
  const text = await (
    await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const metric = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)`, 'm').exec(text)?.[1]) / MB;
  return {
    heap: metric('nodejs_heap_size_total_bytes'),
    used: metric('nodejs_heap_size_used_bytes'),
    external: metric('nodejs_external_memory_bytes'),
  };
}

const heapText = (h: Awaited<ReturnType<typeof heapOf>>) =>
  `heap ${h.used.toFixed(0)}/${h.heap.toFixed(0)}, ext ${h.external.toFixed(0)}`;

/** Seconds and bytes of `COPY (select) TO STDOUT` read through psql. */
async function copyOut(databaseUrl: string, select: string) {
  const t0 = performance.now();
  const psql = spawn('psql', [databaseUrl, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', `COPY (${select}) TO STDOUT`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let bytes = 0;
  for await (const chunk of psql.stdout) bytes += (chunk as Buffer).length;
  const code = await new Promise<number | null>((resolve) => psql.once('close', resolve));
  if (code !== 0) throw new Error(`COPY of ${select.slice(0, 60)}...: psql exited ${code}`);
  return { seconds: (performance.now() - t0) / 1000, bytes };
}

/** Downloads one export (POST with JSON `body`) to nowhere; answers its bytes. */
async function download(origin: string, url: string, headers: Record<string, string>, body: object) {
  const res = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  return bytes;
}

export async function benchBuiltExports(databaseUrl: string, exports: BuiltExport[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-exports-'));
  const started: ChildProcess[] = [];
  try {
    const portal = await startPortal(databaseUrl, dataDir, started, { METRICS_TOKEN });
    // The start's own work (job workers' first polls, sweeps) settles before the first figure.
    await sleep(5000);
    console.log(
      `\nXLSX exports through HTTP from the built portal (its own process), each downloaded ${DOWNLOADS} times: time the median; RSS (/proc/<pid>/status) before the first download, peak while it streams, ${AFTER_SECONDS} s after it; heap used/total and external memory (MB, its /metrics) before, at the end and after; beside it COPY (the same rows and columns) TO STDOUT through psql, median of ${COPY_RUNS}`,
    );
    console.log(
      `${'export'.padEnd(24)}${'MB'.padStart(6)}${'time'.padStart(8)}${'COPY'.padStart(8)}${'ratio'.padStart(7)}  ${'RSS before > peak > after'.padEnd(27)}${'load'.padStart(5)}  target`,
    );
    for (const e of exports) {
      const before = rssMb(portal.pid);
      const heapBefore = await heapOf(portal.origin);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(portal.pid));
      }, 50);
      // The memory is the first download's: before it, its peak, and 30 s after it, the portal idle meanwhile.
      const times: number[] = [];
      const timed = async () => {
        const t0 = performance.now();
        const bytes = await download(portal.origin, e.url, portal.headers, e.body);
        times.push((performance.now() - t0) / 1000);
        return bytes;
      };
      let bytes: number;
      try {
        bytes = await timed();
      } finally {
        clearInterval(sampler);
      }
      peak = Math.max(peak, rssMb(portal.pid));
      const heapEnd = await heapOf(portal.origin);
      const waitUntil = performance.now() + AFTER_SECONDS * 1000;
      // COPY runs in PostgreSQL and psql, so it is timed while the portal sits idle.
      const copies: number[] = [];
      for (let i = 0; i < COPY_RUNS; i += 1) copies.push((await copyOut(databaseUrl, e.copy)).seconds);
      await sleep(Math.max(0, waitUntil - performance.now()));
      const after = rssMb(portal.pid);
      const heapAfter = await heapOf(portal.origin);
      // Timed as COPY is, the median of DOWNLOADS; the first, which also loads the ZIP writer's code, printed apart.
      while (times.length < DOWNLOADS) await timed();
      const seconds = percentile(times, 50);
      const copy = percentile(copies, 50);
      const growth = peak - before;
      const kept = after - before;
      const ok = growth <= 100 && kept <= 30 && seconds <= 3 * copy;
      console.log(
        `${e.name.padEnd(24)}${(bytes / 1e6).toFixed(1).padStart(6)}${`${seconds.toFixed(1)} s`.padStart(8)}${`${copy.toFixed(1)} s`.padStart(8)}${(seconds / copy).toFixed(2).padStart(7)}  ${`${before.toFixed(0)} > ${peak.toFixed(0)} > ${after.toFixed(0)} MB`.padEnd(27)}${load().toFixed(1).padStart(5)}  ${target(ok, `growth ${growth.toFixed(0)} <= 100 MB, kept ${kept.toFixed(0)} <= 30 MB, <= 3x COPY`)}`,
      );
      console.log(
        `${''.padEnd(24)}  first download ${times[0]?.toFixed(1)} s; ${heapText(heapBefore)} > ${heapText(heapEnd)} > ${heapText(heapAfter)}`,
      );
    }
  } finally {
    for (const proc of started) await stop(proc);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What scripts/lighthouse.ts reads out of a Lighthouse report beside the scores: /login's bytes, the timeline. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve('web/dist');

export interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The JS and CSS a page requested, each counted as the size of its build-time .gz (what a gzip-only client gets). */
export function scriptAndStyleWeight(requests: NetworkRequest[]) {
  const files = requests.filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet');
  let gzip = 0;
  let transferred = 0;
  const rows: string[] = [];
  for (const r of files) {
    const file = path.join(DIST, new URL(r.url).pathname);
    if (!file.startsWith(DIST) || !existsSync(`${file}.gz`)) throw new Error(`${r.url} has no .gz in the build`);
    const size = statSync(`${file}.gz`).size;
    gzip += size;
    transferred += r.transferSize ?? 0;
    rows.push(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${path.basename(file)}`);
  }
  return { gzip, transferred, rows: rows.sort().reverse() };
}

interface TimelineItem {
  url?: string;
  startTime?: number;
  /** network-requests' items: when the request went out (they have no startTime). */
  networkRequestTime?: number;
  endTime?: number;
  networkEndTime?: number;
  duration?: number;
}

/** LIGHTHOUSE_DEBUG=1: the long tasks and the request waterfall (milliseconds from navigation), for tuning. */
export function printTimeline(audits: Record<string, { details?: unknown }>) {
  const items = (id: string) => ((audits[id]?.details as { items?: TimelineItem[] })?.items ?? []) as TimelineItem[];
  const name = (url?: string) => (url?.includes('://') ? path.basename(new URL(url).pathname) : (url ?? '?'));
  for (const t of items('long-tasks'))
    console.log(
      `  long task  ${String(Math.round(t.startTime ?? 0)).padStart(6)} +${Math.round(t.duration ?? 0)} ms  ${name(t.url)}`,
    );
  for (const w of items('mainthread-work-breakdown') as Array<{ groupLabel?: string; duration?: number }>)
    console.log(`  main thread ${String(Math.round(w.duration ?? 0)).padStart(6)} ms  ${w.groupLabel}`);
  for (const b of items('bootup-time') as Array<{ url?: string; scripting?: number; scriptParseCompile?: number }>)
    console.log(
      `  bootup     ${name(b.url)} scripting ${Math.round(b.scripting ?? 0)} ms, parse+compile ${Math.round(b.scriptParseCompile ?? 0)} ms`,
    );
  for (const s of items('layout-shifts') as Array<{ node?: { snippet?: string }; score?: number }>)
    console.log(`  shift      ${(s.score ?? 0).toFixed(3)}  ${s.node?.snippet?.slice(0, 160) ?? '?'}`);
  for (const r of items('network-requests'))
    console.log(
      `  request    ${String(Math.round(r.networkRequestTime ?? r.startTime ?? 0)).padStart(6)} -> ${Math.round(r.networkEndTime ?? r.endTime ?? 0)}  ${name(r.url)}`,
    );
}

/** One line of metrics of a run, and the largest paint's element. */
export function metricsLine(audits: Record<string, { displayValue?: string; details?: unknown }>): string {
  const metric = (id: string) => audits[id]?.displayValue ?? '?';
  const lcpElement = JSON.stringify(audits['largest-contentful-paint-element']?.details ?? {}).match(
    /"snippet":"((?:[^"\\]|\\.)*)"/,
  )?.[1];
  return `LCP ${metric('largest-contentful-paint')} (FCP ${metric('first-contentful-paint')}, TBT ${metric('total-blocking-time')}, SI ${metric('speed-index')}, CLS ${metric('cumulative-layout-shift')}) ${lcpElement ?? ''}`;
}

/**
 * Memory and time of streamed work (bench.ts and its sections: exports, downloads, uploads).
 * - `rssMb`: peak resident memory growth. It also counts garbage V8 has not collected yet, so it grows with the
 *   rows even when nothing is kept.
 * - `liveMb`: peak growth of the heap still in use after a forced collection (sampled every second; needs
 *   `node --expose-gc`, else it equals the peak heap growth). This is what the work holds: flat when streamed.
 */
export async function measureMemory<T>(work: () => Promise<T>) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const rss0 = process.memoryUsage().rss;
  const heap0 = process.memoryUsage().heapUsed;
  let rss = rss0;
  let live = heap0;
  const fast = setInterval(() => {
    rss = Math.max(rss, process.memoryUsage().rss);
  }, 20);
  // A forced collection every second: every 250 ms made a 100,000-row export take 2.7x as long (the collections,
  // not the export).
  const slow = setInterval(() => {
    gc?.();
    live = Math.max(live, process.memoryUsage().heapUsed);
  }, 1000);
  const t0 = performance.now();
  try {
    const result = await work();
    rss = Math.max(rss, process.memoryUsage().rss);
    return {
      result,
      seconds: (performance.now() - t0) / 1000,
      rssMb: (rss - rss0) / 2 ** 20,
      liveMb: (live - heap0) / 2 ** 20,
    };
  } finally {
    clearInterval(fast);
    clearInterval(slow);
  }
}

/**
 * Streams an export (a POST of JSON `body`) through HTTP to nowhere, sampling memory while it runs: the time, the
 * time to the first byte, the bytes and the memory figures.
 */
export async function measureExport(origin: string, url: string, headers: Record<string, string>, body: object) {
  const t0 = performance.now();
  const { result, ...memory } = await measureMemory(async () => {
    const res = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok || !res.body) throw new Error(`${url}: ${res.status}`);
    let bytes = 0;
    let firstByteSeconds = 0;
    for await (const chunk of res.body) {
      if (!bytes) firstByteSeconds = (performance.now() - t0) / 1000;
      bytes += chunk.length;
    }
    return { bytes, firstByteSeconds };
  });
  return { ...memory, ...result };
}

/** The memory figures as one column: "live 12 MB (RSS +88 MB)". */
export const memoryText = (r: { rssMb: number; liveMb: number }) =>
  `live ${r.liveMb.toFixed(0)} MB (RSS +${r.rssMb.toFixed(0)} MB)`;

/**
 * Lighthouse on /login in Debian's Chromium, desktop and mobile (issue 10). Starts the built server on an
 * empty embedded database, audits, prints each score beside its target and exits 1 when one is missed:
 * performance >= 95 desktop and >= 90 mobile, accessibility 100. Run `npm run build` first.
 *   LIGHTHOUSE_PORT (default 3390) is where the server listens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3390);
const URL = `http://127.0.0.1:${PORT}/login`;
const TARGETS = { desktop: { performance: 95, accessibility: 100 }, mobile: { performance: 90, accessibility: 100 } };

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('the server did not become healthy');
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let failed = false;
  try {
    for (const form of ['desktop', 'mobile'] as const) {
      const result = await lighthouse(
        URL,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        form === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error('lighthouse returned nothing');
      const { categories, audits } = result.lhr;
      for (const [name, min] of Object.entries(TARGETS[form])) {
        const score = Math.round((categories[name]?.score ?? 0) * 100);
        const ok = score >= min;
        failed ||= !ok;
        console.log(
          `${form.padEnd(8)} ${name.padEnd(14)} ${String(score).padStart(4)}  ${ok ? 'ok  ' : 'MISS'} target >= ${min}`,
        );
      }
      const lcp = audits['largest-contentful-paint']?.displayValue;
      const bytes = audits['total-byte-weight']?.numericValue ?? 0;
      console.log(`${form.padEnd(8)} largest contentful paint ${lcp}, transferred ${(bytes / 1024).toFixed(0)} KB`);
      for (const a of Object.values(audits)) {
        if (a.score !== null && a.score < 1 && categories.accessibility?.auditRefs.some((r) => r.id === a.id)) {
          console.log(`${form.padEnd(8)} accessibility: ${a.title}`);
        }
      }
    }
  } finally {
    await chrome.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

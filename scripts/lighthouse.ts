/**
 * The web app's weight and Lighthouse scores in Debian's Chromium. Starts the built server on a fresh embedded
 * database with the demo data, audits /login signed out and three signed-in listings (the super admin's providers
 * and time sheets, the demo provider's time sheets), and exits 1 when a target is missed:
 *   - JS + CSS that /login downloads, counted as the build's .gz files: under 200 KB;
 *   - accessibility 100 on every page;
 *   - performance >= 95 desktop and >= 90 mobile, the median of 3 runs each (scores swing on a busy machine);
 *   - signing in (scripts/signin-weight.ts): what /login to the dashboard downloads, under its ceiling; the goal
 *     is printed beside it.
 * `npm test` runs it last, on /login only. `--budget` checks only the bytes and /login's accessibility (one run; a
 * quick check). `--signed-in` (`npm run bench:lighthouse`) audits the three signed-in listings as well and prints each
 * figure beside its target without failing: a benchmark, until those pages meet their targets on this machine.
 * Run `npm run build` first.
 *   LIGHTHOUSE_PORT (default 3390) is where the server listens; LIGHTHOUSE_RUNS (default 3) the runs per form;
 *   LIGHTHOUSE_PAGES=/login,/providers-listing audits only those; LIGHTHOUSE_FORMS=mobile only that form.
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { webRoutes } from '../contracts/src/routes.ts';
import { metricsLine, type NetworkRequest, printTimeline, scriptAndStyleWeight } from './lighthouse-details.ts';
import { type DemoAccount, signInThroughForm, startPortal } from './portal-under-test.ts';
import { measureSignIn } from './signin-weight.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3390);
const BUDGET_ONLY = process.argv.includes('--budget');
const SIGNED_IN = process.argv.includes('--signed-in');
const RUNS = BUDGET_ONLY ? 1 : Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const MAX_LOGIN_KB = 200;
const TARGETS = { desktop: { performance: 95, accessibility: 100 }, mobile: { performance: 90, accessibility: 100 } };

/** The pages audited, each as whom (null: signed out). */
const PAGES = (
  [
    { path: webRoutes.login, who: null },
    { path: webRoutes.providersListing, who: 'admin' },
    { path: webRoutes.adminTimesheetListing, who: 'admin' },
    { path: webRoutes.providerTimesheetListing, who: 'provider' },
  ] satisfies Array<{ path: string; who: DemoAccount | null }>
).filter((p) => (SIGNED_IN && !BUDGET_ONLY) || p.who === null);

/**
 * Leaves the audited browser signed in as `who` (or signed out): the session is the app's stored state, which
 * Lighthouse keeps between runs (it clears the HTTP cache, not local storage). Playwright drives the same browser
 * over its debugging port for the sign-in, then lets go of it.
 */
async function signInBrowser(port: number, origin: string, who: DemoAccount | null) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the audited browser has no context');
    const page = await context.newPage();
    // Cleared from a page of the origin that runs no app: /login would boot the app of a kept session, which could
    // write the session back after the clear (its profile arriving) and send the sign-in away from the form.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate('localStorage.clear()');
    if (who) await signInThroughForm(page, origin, who);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** The middle score; of two (the third run skipped), the lower. */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

async function main() {
  const started = performance.now();
  const portal = await startPortal(PORT, { demo: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let failed = false;
  const report = (label: string, value: string, ok: boolean, target: string) => {
    failed ||= !ok;
    console.log(`${label.padEnd(50)} ${value.padStart(9)}  ${ok ? 'ok  ' : 'MISS'} target ${target}`);
  };
  try {
    const pages = PAGES.filter((p) => (process.env.LIGHTHOUSE_PAGES ?? p.path).split(',').includes(p.path));
    const forms = (['desktop', 'mobile'] as const).filter((f) => (process.env.LIGHTHOUSE_FORMS ?? f).includes(f));
    for (const { path, who } of pages) {
      await signInBrowser(chrome.port, portal.origin, who);
      const url = `${portal.origin}${path}`;
      let weightShown = path !== webRoutes.login;
      for (const form of forms) {
        const scores: number[] = [];
        const accessibility: number[] = [];
        const lines: string[] = [];
        // A run Lighthouse could not finish (no paint seen on a busy machine: score null, runtimeError) is run
        // again rather than counted as 0; at most RUNS more attempts.
        // Once more than half the runs fall on one side of the target, the median's verdict is known: the rest are
        // skipped (two agreeing runs of three), which keeps the run short on a busy machine.
        const decided = () => {
          const passed = scores.filter((x) => x >= TARGETS[form].performance).length;
          return BUDGET_ONLY ? false : Math.max(passed, scores.length - passed) > RUNS / 2;
        };
        for (let run = 0, attempts = 0; run < RUNS && attempts < RUNS * 2 && !decided(); attempts++) {
          const result = await lighthouse(
            url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: BUDGET_ONLY ? ['accessibility'] : ['performance', 'accessibility'],
              // network-requests lists what the page loaded (the byte budget), also when performance is not audited.
              onlyAudits: BUDGET_ONLY ? ['network-requests'] : undefined,
            },
            form === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error('lighthouse returned nothing');
          const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
          // A session that did not hold would audit /login in the page's place.
          if (new URL(finalDisplayedUrl).pathname !== path) throw new Error(`${path} showed ${finalDisplayedUrl}`);
          const unfinished = BUDGET_ONLY ? categories.accessibility?.score : categories.performance?.score;
          if (unfinished === null || unfinished === undefined) {
            console.log(`${path} ${form} run not finished (${runtimeError?.code ?? 'no score'}), running again`);
            continue;
          }
          run++;
          scores.push(Math.round((categories.performance?.score ?? 0) * 100));
          accessibility.push(Math.round((categories.accessibility?.score ?? 0) * 100));
          lines.push(metricsLine(audits));
          if (process.env.LIGHTHOUSE_DEBUG) printTimeline(audits);
          for (const a of Object.values(audits)) {
            if (a.score !== null && a.score < 1 && categories.accessibility?.auditRefs.some((r) => r.id === a.id)) {
              type Item = { node?: { snippet?: string; explanation?: string } };
              const nodes = (a.details as { items?: Item[] } | undefined)?.items ?? [];
              console.log(`${path} ${form} accessibility failure: ${a.title}`);
              for (const { node } of nodes.slice(0, 5))
                console.log(
                  `    ${node?.snippet?.slice(0, 120) ?? '?'} ${node?.explanation?.replace(/\s+/g, ' ') ?? ''}`,
                );
            }
          }
          if (!weightShown) {
            weightShown = true;
            const details = audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
            const weight = scriptAndStyleWeight(details?.items ?? []);
            console.log(`${path} JS and CSS (gzip):`);
            for (const row of weight.rows) console.log(row);
            report(
              `${path} JS + CSS, gzip`,
              `${(weight.gzip / 1024).toFixed(1)} KB`,
              weight.gzip < MAX_LOGIN_KB * 1024,
              `< ${MAX_LOGIN_KB} KB`,
            );
            console.log(`${path} JS + CSS as transferred (brotli): ${(weight.transferred / 1024).toFixed(1)} KB`);
          }
        }
        // No finished run counts as a miss.
        const a11y = accessibility.length ? Math.min(...accessibility) : 0;
        report(`${path} ${form} accessibility`, String(a11y), a11y >= TARGETS[form].accessibility, '100');
        if (!BUDGET_ONLY) {
          const score = median(scores);
          report(
            `${path} ${form} performance, median of ${scores.length}`,
            String(score),
            score >= TARGETS[form].performance,
            `>= ${TARGETS[form].performance}`,
          );
          console.log(`${path} ${form} runs: performance ${scores.join(', ')}`);
          for (const line of lines) console.log(`  ${line}`);
        }
      }
    }
    if (!process.env.LIGHTHOUSE_PAGES) {
      const signIn = await measureSignIn(portal.origin, { verbose: Boolean(process.env.LIGHTHOUSE_DEBUG) });
      report('signing in, /login to the dashboard, gzip', signIn.value, signIn.ok, signIn.target);
    }
  } finally {
    await chrome.kill();
    await portal.stop();
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`${Math.round((performance.now() - started) / 1000)} s; load average ${load}`);
  process.exit(failed && !SIGNED_IN ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * The weight of signing in: what a first-time visitor downloads from opening /login to seeing the staff home page
 * (the risk calendar) drawn, in Debian's Chromium driven by Playwright. The demo super admin types the e-mail (the
 * first key loads the app), the password, presses Sign in; the dashboard counts as shown when its list has arrived
 * ("Includes what your permissions allow"). Every response of a request made before then counts (HTML, JS, CSS,
 * fonts, images, API JSON), as its transfer size (headers and encoded body) with the browser asking for gzip only,
 * the budget's measure; what the browser gets with brotli is printed beside it.
 */
import { type Browser, chromium, type Request } from '@playwright/test';
import { signInThroughForm } from './portal-under-test.ts';

const SIGN_IN_GOAL_KB = 150;
/** What the check fails above: today's weight and a margin, so the sign-in path grows only by a deliberate change. */
const SIGN_IN_CEILING_KB = 405;
const KINDS = ['html', 'js', 'css', 'font', 'image', 'api', 'other'] as const;
/** The dashboard's line that shows once its list has arrived. */
const SHOWN_TEXT = 'Includes what your permissions allow';
type Kind = (typeof KINDS)[number];

interface Counted {
  kind: Kind;
  url: string;
  bytes: number;
}

function kindOf(request: Request, origin: string): Kind {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  if (type === 'font') return 'font';
  if (type === 'image') return 'image';
  if (request.url().startsWith(`${origin}/api/`)) return 'api';
  return 'other';
}

/** One sign-in in a fresh context (empty cache and storage); the responses counted, in request order. */
async function signInOnce(browser: Browser, origin: string, encoding: string): Promise<Counted[]> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': encoding } });
  const page = await context.newPage();
  const requests: Request[] = [];
  let shown = false;
  page.on('request', (r) => {
    if (!shown) requests.push(r);
  });
  // The moment the page drew the line, on the page's clock: what the page asks for after it (work deferred until
  // the page has settled) is not counted, however late this script hears of it.
  // A script's text, since it runs in the page (the scripts compile without the DOM's types).
  await page.addInitScript({
    content: `{
      const observer = new MutationObserver((mutations) => {
        const added = mutations.some((m) => [...m.addedNodes].some((n) => n.textContent?.includes(${JSON.stringify(SHOWN_TEXT)})));
        if (!added) return;
        globalThis.shownAt = Date.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    }`,
  });
  try {
    await signInThroughForm(page, origin, 'admin');
    await page.getByText(SHOWN_TEXT).waitFor();
    shown = true;
    const shownAt = await page.evaluate(() => (globalThis as unknown as { shownAt?: number }).shownAt ?? Date.now());
    const counted: Counted[] = [];
    for (const r of requests) {
      // A request still under way when the dashboard showed is counted once it ends.
      const response = await r.response();
      if (!response) continue;
      await response.finished();
      // Its start is known once it has its response (before that its timing reads 0): one asked for after the line
      // was drawn, while this script was still waiting to hear of it, is not counted.
      if (r.timing().startTime > shownAt) continue;
      const sizes = await r.sizes();
      counted.push({
        kind: kindOf(r, origin),
        url: r.url(),
        bytes: sizes.responseHeadersSize + Math.max(0, sizes.responseBodySize),
      });
    }
    return counted;
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (rows: Counted[]) => rows.reduce((sum, r) => sum + r.bytes, 0);

/** Signs in with gzip and with brotli, prints KB per kind and in all; answers the gzip total against the ceiling. */
export async function measureSignIn(origin: string, { verbose = false } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const gzip = await signInOnce(browser, origin, 'gzip, deflate');
    const brotli = await signInOnce(browser, origin, 'gzip, deflate, br');
    console.log('Signing in, /login to the dashboard shown (transfer size, headers included):');
    console.log(`  ${'kind'.padEnd(6)} ${'requests'.padStart(8)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
    for (const kind of KINDS) {
      const g = gzip.filter((r) => r.kind === kind);
      const b = brotli.filter((r) => r.kind === kind);
      if (g.length + b.length === 0) continue;
      console.log(
        `  ${kind.padEnd(6)} ${String(g.length).padStart(8)} ${kb(total(g)).padStart(10)} ${kb(total(b)).padStart(10)}`,
      );
    }
    console.log(
      `  ${'all'.padEnd(6)} ${String(gzip.length).padStart(8)} ${kb(total(gzip)).padStart(10)} ${kb(total(brotli)).padStart(10)}`,
    );
    if (verbose) {
      for (const r of [...gzip].sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${kb(r.bytes).padStart(9)}  ${r.kind.padEnd(5)} ${new URL(r.url).pathname}`);
    }
    const kbs = total(gzip) / 1024;
    console.log(
      `  goal ${SIGN_IN_GOAL_KB} KB: ${kbs < SIGN_IN_GOAL_KB ? 'met' : `not met (${(kbs - SIGN_IN_GOAL_KB).toFixed(1)} KB over)`}`,
    );
    return { value: `${kbs.toFixed(1)} KB`, ok: kbs < SIGN_IN_CEILING_KB, target: `< ${SIGN_IN_CEILING_KB} KB` };
  } finally {
    await browser.close();
  }
}

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../test/buildTestApp.ts';
import { registerSecurityHeaders } from './security-headers.ts';

let t: TestApp;
let web: string;
beforeAll(async () => {
  // A stand-in build: the page, a hashed script and the source map a build could leave beside it.
  web = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  await writeFile(path.join(web, 'assets/app.js'), 'console.log(1)\n//# sourceMappingURL=app.js.map');
  await writeFile(path.join(web, 'assets/app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  t = await buildTestApp({ WEB_DIST: web });
}, 300_000);
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

/** What every answer carries, a page's or the API's. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(String(headers['permissions-policy'])).toContain('camera=()');
}

describe('security headers', () => {
  it('are sent on the web app, its assets and the API; plain http gets no HSTS', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    for (const url of ['/', '/login', '/assets/app.js', '/api/me', '/api/nowhere', '/api?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expectSecurityHeaders(res.headers);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("give pages a CSP that runs only the site's own scripts", async () => {
    // A signed file link (/api/files/...) may be opened in a tab: it is a page too.
    for (const url of ['/', '/login', '/apiary', '/api/files/x/y.pdf?exp=1&sig=x']) {
      const csp = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("script-src-attr 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it('give API answers a CSP that allows nothing and leave the page-only headers off', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    for (const [url, status] of [
      ['/api/me', 200],
      ['/api/nowhere', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-xss-protection']).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it('give the built scripts the short set, cached for good', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-xss-protection']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('add HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { PUBLIC_URL: 'https://portal.example.com' } as Config);
    app.get('/', async () => 'ok');
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await app.close();
  });
});

describe('personal data is not cached and source maps are not served', () => {
  it('marks API answers no-store, successes and failures alike', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const list = await t.app.inject({ method: 'POST', url: '/api/super-admin/providers/all', headers: bearer(token) });
    expect(list.headers['cache-control']).toBe('no-store');
    const denied = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for a source map even when the build left one, and still serves the script', async () => {
    const map = await t.app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    const script = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('console.log(1)');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/buildTestApp.ts';

/** A built web app as the build leaves it: hashed assets with their .br and .gz beside them. */
function fakeDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const html = '<!doctype html><title>Portal</title><script type="module" src="/assets/index-abc123.js"></script>';
  const login = '<!doctype html><title>Portal</title><div id="prerendered" inert><h2>Sign in</h2></div>';
  const js = `console.log(${JSON.stringify('portal '.repeat(200))});`;
  for (const [file, body] of [
    ['index.html', html],
    ['login.html', login],
    ['assets/index-abc123.js', js],
  ] as const) {
    writeFileSync(path.join(dist, file), body);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(body));
  }
  return { dist, js };
}

describe('web app delivery', () => {
  let t: TestApp;
  const { dist, js } = fakeDist();
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST: dist });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets immutable for a year, brotli-compressed when the browser accepts it', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html on every route of the app', async () => {
    const res = await t.app.inject({ url: '/providers', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Portal</title>');
  });

  it('sends /login with the sign-in page rendered in advance, and only /login', async () => {
    const res = await t.app.inject({ url: '/login?redirect=%2Fproviders', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<h2>Sign in</h2>');
    const other = await t.app.inject({ url: '/signup' });
    expect(other.body).not.toContain('prerendered');
    expect(other.body).toContain('/assets/index-abc123.js');
  });
});

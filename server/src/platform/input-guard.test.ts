import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAdminApp } from '../test/buildTestApp.ts';
import { UNSAFE_TEXT_MESSAGE } from './input-guard.ts';

const { t, admin } = await buildAdminApp();
afterAll(() => t.close());

const refusedField = (res: { statusCode: number; json(): { code: string; errors?: { field: string }[] } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('VALIDATION_FAILED');
  return res.json().errors?.[0]?.field;
};

describe('hostile text is a 400 naming the field, never a 500', () => {
  it('refuses a NUL byte in a JSON body field', async () => {
    const res = await t.post('/api/login', {}, { email: 'a\u0000@example.com', password: 'x' });
    expect(refusedField(res)).toBe('email');
    expect(res.json().message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('refuses a lone surrogate in a nested list filter and in an object key', async () => {
    const url = '/api/super-admin/providers/all';
    const nested = await t.app.inject({ method: 'POST', url, headers: admin, payload: { search: 'ok\ud800' } });
    expect(refusedField(nested)).toBe('search');
    const key = await t.app.inject({ method: 'POST', url, headers: admin, payload: { filters: { 'x\u0000': 1 } } });
    expect(refusedField(key)).toBe('filters.x\u0000');
  });

  it('refuses a NUL byte in the query string and in a path parameter', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/list-states?country=%00', headers: admin });
    expect(refusedField(query)).toBe('country');
    const param = await t.app.inject({ method: 'DELETE', url: '/api/super-admin/roles/a%00b', headers: admin });
    expect(refusedField(param)).toBe('id');
  });

  it('fails an export with a hostile search before any byte is streamed', async () => {
    for (const search of ['a\u0000', '\udfff']) {
      const res = await t.post('/api/super-admin/providers/export', admin, { search });
      expect(refusedField(res)).toBe('search');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('malformed uploads are a 400 about the file', () => {
  const url = '/api/super-admin/time-sheet/import';
  const filePart = (boundary: string, name: string, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n${content}`;
  const upload = (contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...admin, 'content-type': contentType }, payload });

  it('refuses multipart without a boundary and a truncated one', async () => {
    expect(refusedField(await upload('multipart/form-data', 'whatever'))).toBe('file');
    const truncated = await upload('multipart/form-data; boundary=XX', filePart('XX', 'a.csv', 'Provider,Da'));
    expect(refusedField(truncated)).toBe('file');
  });

  it('refuses a fake XLSX and a CSV cell holding a NUL byte, naming the line', async () => {
    const fake = await upload(
      'multipart/form-data; boundary=XX',
      `${filePart('XX', 'a.xlsx', 'not a zip')}\r\n--XX--\r\n`,
    );
    expect(refusedField(fake)).toBe('file');
    expect(fake.json().message).toBe('The file is not a valid XLSX workbook');
    const csv = 'Provider E-mail,Date\r\nok@example.com,2026-01-01\r\nbad\u0000@example.com,2026-01-02\r\n';
    const nul = await upload('multipart/form-data; boundary=XX', `${filePart('XX', 'a.csv', csv)}\r\n--XX--\r\n`);
    expect(refusedField(nul)).toBe('line 3');
  });
});

describe("Fastify's and Node's own errors answer the envelope", () => {
  it('answers a URL that does not decode with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/super-admin/roles/%E0%A4%A', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The address is not a valid URL',
      code: 'VALIDATION_FAILED',
    });
  });

  it('answers a path parameter past the router limit with 414', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/super-admin/roles/${'a'.repeat(300)}`, headers: admin });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ success: false, code: 'URI_TOO_LONG' });
  });

  it('answers an unknown route, bad JSON and a foreign content type in the envelope', async () => {
    const missing = await t.app.inject({ method: 'PATCH', url: '/api/login' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const json = { 'content-type': 'application/json' };
    const bad = await t.app.inject({ method: 'POST', url: '/api/login', headers: json, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const foreign = { 'content-type': 'text/foo' };
    const type = await t.app.inject({ method: 'POST', url: '/api/login', headers: foreign, payload: 'x' });
    expect(type.statusCode).toBe(415);
    expect(type.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers headers past the HTTP parser limit with 431 in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ port, path: '/api/me', headers: { 'x-big': 'a'.repeat(20_000) } }, (r) => {
        let body = '';
        r.on('data', (c) => {
          body += c;
        });
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      message: 'The request headers are too large',
      code: 'HEADERS_TOO_LARGE',
    });
  });
});

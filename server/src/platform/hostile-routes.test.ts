import { ERROR_CODES, isErrorCode, PERMISSION_VALUES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../test/buildTestApp.ts';

/**
 * Every operation of the OpenAPI document, called by every principal that may reach it, with a
 * body generated from its request schema and then with hostile values in every string and every field. No answer
 * may be a 5xx, and every JSON answer is the envelope. Routes that stream files on success only need no 5xx.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const HOSTILE = [
  'nul\u0000byte',
  'lone\ud800surrogate',
  '\udfff',
  "' OR 1=1; --",
  '%_\\',
  'a'.repeat(5000),
  '\u202eright-to-left 😀',
  '../../etc/passwd',
];
const UUID = '01900000-0000-7000-8000-000000000000';

/** One plausible value for a schema: what a well-behaved client would send. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant) return sample(variant.find((s) => s.type !== 'null') ?? variant[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s)]));
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema.format);
    default:
      return 'x';
  }
}

function sampleString(format: string | undefined): string {
  if (format === 'uuid') return UUID;
  if (format === 'email') return 'someone@example.com';
  if (format === 'date') return '2026-01-05';
  if (format === 'date-time') return '2026-01-05T10:00:00.000Z';
  return 'x';
}

/** The same value with every string (and every object key's value) replaced by `text`. */
function withText(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((v) => withText(v, text));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withText(v, text)]));
  }
  return value;
}

/** Every field of an object body given a value of the wrong kind. */
const wrongKinds = (value: unknown): unknown[] => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const keys = Object.keys(value);
  return [[], 12, null, { ...(value as object), unexpected: { deep: [1] } }].flatMap((odd) => [
    Object.fromEntries(keys.map((k) => [k, odd])),
  ]);
};

function bodies(op: Operation): { contentType?: string; payload?: unknown }[] {
  const content = op.requestBody?.content ?? {};
  if (content['multipart/form-data']) {
    const part = (name: string, text: string) =>
      `--XX\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${text}`;
    return [
      { contentType: 'multipart/form-data', payload: 'no boundary' },
      { contentType: 'multipart/form-data; boundary=XX', payload: part('a.xlsx', 'cut short') },
      { contentType: 'multipart/form-data; boundary=XX', payload: `${part('a.xlsx', 'not a zip')}\r\n--XX--\r\n` },
      {
        contentType: 'multipart/form-data; boundary=XX',
        payload: `${part('a\u0000.csv', 'A,B\r\n1,2')}\r\n--XX--\r\n`,
      },
      {
        contentType: 'multipart/form-data; boundary=XX',
        payload: `${part('a.csv', 'A,B\r\n\u0000,\ud800')}\r\n--XX--\r\n`,
      },
      { contentType: 'multipart/form-data; boundary=XX', payload: `${part('a.png', '\u0089PNG')}\r\n--XX--\r\n` },
    ];
  }
  const schema = content['application/json']?.schema;
  if (!schema) return [{}];
  const good = sample(schema);
  return [
    { payload: good },
    ...HOSTILE.map((text) => ({ payload: withText(good, text) })),
    ...wrongKinds(good).map((payload) => ({ payload })),
    { contentType: 'application/json', payload: '{"broken":' },
    { contentType: 'application/json', payload: JSON.stringify([good]) },
  ];
}

/** Percent-encodes text, writing a lone surrogate as the three bytes a careless client would send for it. */
const encodeText = (text: string) =>
  text
    .split(/(\p{Cs})/u)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part);
      const cp = part.charCodeAt(0);
      return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

/** Path and query variants: plausible values, then each hostile text in every slot. */
function urls(path: string, op: Operation): string[] {
  const params = op.parameters ?? [];
  const build = (text?: string) => {
    const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const p = params.find((q) => q.in === 'path' && q.name === name);
      return encodeText(text ?? String(sample(p?.schema)));
    });
    const qs = params
      .filter((q) => q.in === 'query')
      .map((p) => `${p.name}=${encodeText(text ?? String(sample(p.schema)))}`)
      .join('&');
    return qs ? `${filled}?${qs}` : filled;
  };
  const hasSlots = params.some((p) => p.in !== 'header');
  return [build(), ...(hasSlots ? [...HOSTILE.map(build), build('not-a-uuid')] : [])];
}

let t: TestApp;
const principals: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  principals.superAdmin = await t.login(ADMIN.email, ADMIN.password);
  principals.iconUser = await t.iconUserToken(PERMISSION_VALUES);
  principals.provider = await t.providerToken();
}, 300_000);
afterAll(() => t.close());

/** Who calls a path: its own family, or every principal for the shared calls. */
function callers(path: string): string[] {
  if (path.startsWith('/api/super-admin/')) return ['superAdmin', 'provider'];
  if (path.startsWith('/api/icon-users/')) return ['iconUser'];
  if (path.startsWith('/api/providers/')) return ['provider', 'iconUser'];
  return ['superAdmin', 'provider'];
}

describe('every operation survives generated and hostile input', () => {
  it('answers no 5xx and the envelope on every route', { timeout: 300_000 }, async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    // Signing out and changing the password end the caller's session: they run last.
    const last = (p: string) => /\/(logout|update-password)$/.test(p);
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
      .sort((a, b) => Number(last(a.path)) - Number(last(b.path)));
    expect(operations.length).toBeGreaterThan(100);

    const failures: string[] = [];
    let requests = 0;
    for (const { path, method, op } of operations) {
      for (const who of callers(path)) {
        // Hostile bodies at the plausible address, then hostile addresses with the plausible body.
        const [plainUrl, ...oddUrls] = urls(path, op);
        const [plainBody, ...oddBodies] = bodies(op);
        const principal = principals[who];
        if (plainUrl === undefined || principal === undefined) throw new Error(`no request for ${path} as ${who}`);
        const calls = [
          ...[plainBody, ...oddBodies].map((body) => ({ url: plainUrl, ...body })),
          ...oddUrls.map((url) => ({ url, ...plainBody })),
        ];
        for (const { url, contentType, payload } of calls) {
          requests += 1;
          const headers: Record<string, string> = { ...bearer(principal) };
          if (contentType) headers['content-type'] = contentType;
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers,
            ...(payload === undefined || method === 'get' ? {} : { payload: payload as string }),
          });
          const label = `${who} ${method.toUpperCase()} ${url.slice(0, 120)} ${JSON.stringify(payload)?.slice(0, 80)}`;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
          if (!String(res.headers['content-type']).startsWith('application/json')) {
            if (res.statusCode >= 400) failures.push(`${res.statusCode} not JSON: ${label}`);
            continue;
          }
          const body = res.json();
          const envelope =
            res.statusCode >= 400
              ? body.success === false &&
                typeof body.message === 'string' &&
                isErrorCode(body.code as unknown) &&
                ERROR_CODES[body.code as keyof typeof ERROR_CODES].status === res.statusCode
              : body.success === true && 'data' in body;
          if (!envelope) failures.push(`${res.statusCode} not the envelope: ${label}: ${res.body.slice(0, 200)}`);
        }
      }
    }
    console.log(`${requests} requests over ${operations.length} operations`);
    expect(requests).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  });
});

describe('a body nested 10,000 levels deep', () => {
  const DEEP = [`${'['.repeat(10_000)}${']'.repeat(10_000)}`, `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`];

  it('answers 400 NESTED_TOO_DEEP on every JSON route, anonymously and signed in', { timeout: 300_000 }, async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const jsonRoutes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody?.content['application/json'])
        .map(([method, op]) => ({ method: method.toUpperCase() as 'POST', url: urls(path, op)[0] as string, path })),
    );
    expect(jsonRoutes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let refusedDeep = 0;
    let anonymousDeep = 0;
    for (const { method, url, path } of jsonRoutes) {
      if (/\/(logout|update-password)$/.test(path)) continue;
      for (const who of [undefined, ...callers(path)]) {
        for (const payload of DEEP) {
          const headers = { 'content-type': 'application/json', ...(who ? bearer(principals[who] as string) : {}) };
          const res = await t.app.inject({ method, url, headers, payload });
          const code = res.json().code;
          // The access guard runs before the body is read: a caller it refuses never reaches the body.
          if (res.statusCode === 400 && code === 'NESTED_TOO_DEEP') {
            refusedDeep += 1;
            if (!who) anonymousDeep += 1;
          } else if (![401, 403].includes(res.statusCode)) {
            failures.push(`${res.statusCode} ${code} ${who ?? 'anonymous'} ${method} ${url}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refusedDeep).toBeGreaterThan(200);
    // Every public JSON route (sign-in, sign-up, recovery, guest codes) reads the body anonymously.
    expect(anonymousDeep).toBeGreaterThan(10);
  });
});

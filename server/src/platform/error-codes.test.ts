import {
  ERROR_CODE_LIST,
  ERROR_CODES,
  type ErrorCode,
  GENERIC_ERROR_CODES,
  isErrorCode,
  LOGIN_MESSAGES,
} from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../test/buildTestApp.ts';
import { PUBLIC } from './access.ts';
import { AppError, appError, badRequest, conflict, forbidden, notFound, unauthorized } from './errors.ts';
import { errorStatusesOf, operationIdOf } from './openapi.ts';

/** Routes that fail the ways a module's code or a driver can, to check the handler's codes. */
const failingRoutes = (app: FastifyInstance) => {
  const fail = (url: string, error: () => unknown) =>
    app.get(url, { config: PUBLIC }, async () => {
      throw error();
    });
  fail('/test-errors/unique', () => Object.assign(new Error('duplicate key'), { code: '23505' }));
  // As a driver wraps it (the SQLSTATE on the cause).
  fail(
    '/test-errors/foreign-key',
    () => new Error('Failed query', { cause: Object.assign(new Error('fk'), { code: '23503' }) }),
  );
  fail('/test-errors/exclusion', () => Object.assign(new Error('overlap'), { code: '23P01' }));
  fail('/test-errors/transition', () => conflict('Not now', 'TRANSITION_NOT_ALLOWED'));
  fail('/test-errors/named', () => appError('LINK_EXPIRED', 'This link has expired'));
  // A code of another status (past the type check, e.g. from plain JavaScript) falls back to the generic one.
  fail('/test-errors/mismatched', () => new AppError(404, 'Gone', undefined, 'CONFLICT' as never));
  fail('/test-errors/teapot', () => Object.assign(new Error('odd client error'), { statusCode: 418 }));
  fail('/test-errors/crash', () => new Error('boom'));
  fail('/test-errors/unavailable', () => new AppError(503, 'Not ready'));
  app.get(
    '/test-errors/limited',
    { config: { ...PUBLIC, rateLimit: { max: 1, timeWindow: '1 minute' } } },
    async () => ({ success: true, data: null }),
  );
};

let t: TestApp;
let admin: Record<string, string>;
let provider: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({}, failingRoutes);
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  provider = bearer(await t.providerToken());
});
afterAll(() => t.close());

/** The answer's code, after checking it is the envelope with a catalogue code of the answer's status. */
const codeOf = (res: LightMyRequestResponse): ErrorCode => {
  const body = res.json();
  expect(body).toMatchObject({ success: false, message: expect.any(String) });
  expect(isErrorCode(body.code), `${body.code} is in the catalogue`).toBe(true);
  expect(ERROR_CODES[body.code as ErrorCode].status).toBe(res.statusCode);
  return body.code;
};

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object });

describe('every error answer carries a catalogue code of its status', () => {
  it('validation, sign-in and access failures', async () => {
    expect(codeOf(await login({}))).toBe('VALIDATION_FAILED');
    expect(codeOf(await login({ email: ADMIN.email, password: 'wrong-password-1' }))).toBe('INVALID_CREDENTIALS');
    const unverified = await t.createUser({ role: 'provider', emailStatus: 'not-verified' });
    const refused = await login({ email: unverified.email, password: 'Correct-Horse-Battery-9' });
    expect(refused.json().message).toBe(LOGIN_MESSAGES.emailNotVerified);
    expect(codeOf(refused)).toBe('EMAIL_NOT_VERIFIED');
    const unsigned = await t.createUser({ role: 'provider', agreementStatus: 'not-signed' });
    expect(codeOf(await login({ email: unsigned.email, password: 'Correct-Horse-Battery-9' }))).toBe(
      'AGREEMENT_NOT_SIGNED',
    );
    const mfaGone = await t.post('/api/login/mfa', {}, { mfaToken: 'x'.repeat(43), code: '123456' });
    expect(codeOf(mfaGone)).toBe('MFA_CHALLENGE_INVALID');
    expect(codeOf(await t.app.inject({ method: 'GET', url: '/api/me' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer('not-a-token') }))).toBe(
      'UNAUTHENTICATED',
    );
    const staffOnly = await t.app.inject({ method: 'GET', url: '/api/super-admin/roles', headers: provider });
    expect(codeOf(staffOnly)).toBe('FORBIDDEN');
  });

  it('framework failures: unknown route, bad JSON, wrong content type, too large, bad URL, rate limit', async () => {
    expect(codeOf(await t.app.inject({ method: 'GET', url: '/api/no-such-route' }))).toBe('NOT_FOUND');
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/super-admin/facilities/${uuidv7()}`,
      headers: admin,
    });
    expect(codeOf(missing)).toBe('NOT_FOUND');
    const json = { 'content-type': 'application/json' };
    expect(codeOf(await t.app.inject({ method: 'POST', url: '/api/login', headers: json, payload: '{"email":' }))).toBe(
      'VALIDATION_FAILED',
    );
    const text = await t.post('/api/login', { 'content-type': 'application/xml' }, '<login/>');
    expect(codeOf(text)).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await t.post('/api/login', json, JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }));
    expect(codeOf(huge)).toBe('TOO_LARGE');
    expect(codeOf(await t.app.inject({ method: 'GET', url: '/api/health%' }))).toBe('VALIDATION_FAILED');
    expect(codeOf(await t.app.inject({ method: 'GET', url: '/api/me?q=%00', headers: admin }))).toBe(
      'VALIDATION_FAILED',
    );
    expect((await t.app.inject({ method: 'GET', url: '/test-errors/limited' })).statusCode).toBe(200);
    expect(codeOf(await t.app.inject({ method: 'GET', url: '/test-errors/limited' }))).toBe('TOO_MANY_REQUESTS');
  });

  it.each([
    ['unique', 'ALREADY_EXISTS'],
    ['foreign-key', 'IN_USE'],
    ['exclusion', 'OVERLAPS'],
    ['transition', 'TRANSITION_NOT_ALLOWED'],
    ['named', 'LINK_EXPIRED'],
    ['mismatched', 'NOT_FOUND'],
    ['teapot', 'VALIDATION_FAILED'],
    ['crash', 'INTERNAL'],
    ['unavailable', 'UNAVAILABLE'],
  ] as const)('thrown %s -> %s', async (path, code) => {
    expect(codeOf(await t.app.inject({ method: 'GET', url: `/test-errors/${path}` }))).toBe(code);
  });
});

describe('the catalogue and its throw helpers', () => {
  it('gives every status a generic code of that status', () => {
    for (const [status, code] of Object.entries(GENERIC_ERROR_CODES)) expect(ERROR_CODES[code].status).toBe(+status);
    expect(new Set(ERROR_CODE_LIST).size).toBe(ERROR_CODE_LIST.length);
  });

  it('lets a helper take only a code of its own status (type-checked)', () => {
    expect(conflict('x', 'ALREADY_EXISTS').code).toBe('ALREADY_EXISTS');
    expect(notFound().code).toBe('NOT_FOUND');
    expect(appError('EMAIL_NOT_VERIFIED', 'x').status).toBe(403);
    // Never called: `tsc -p server` checks that each line below is refused.
    const refusedByTypes = () => {
      // @ts-expect-error a 404 cannot carry a 409 code
      new AppError(404, 'x', undefined, 'CONFLICT');
      // @ts-expect-error conflict() takes 409 codes only
      conflict('x', 'NOT_FOUND');
      // @ts-expect-error unauthorized() takes 401 codes only
      unauthorized('x', 'FORBIDDEN');
      // @ts-expect-error forbidden() takes 403 codes only
      forbidden('x', 'SESSION_EXPIRED');
      // @ts-expect-error badRequest() takes 400 codes only
      badRequest('x', undefined, 'TOO_LARGE');
      // @ts-expect-error not a catalogue code
      appError('SOMETHING_ELSE', 'x');
    };
    expect(refusedByTypes).toBeTypeOf('function');
  });
});

describe('the OpenAPI document', () => {
  it('names each operation once and documents its error answers with the envelope', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties: { code: { enum: string[] } } }> };
      servers: unknown[];
    };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map((op) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      expect(Object.keys(op.responses).some((s) => s.startsWith('4'))).toBe(true);
      expect(op.responses.default).toEqual({ $ref: '#/components/responses/ErrorDefault' });
    }
    expect(doc.paths['/api/super-admin/facilities/{id}']?.get?.responses).toMatchObject({
      401: { $ref: '#/components/responses/Error401' },
      404: { $ref: '#/components/responses/Error404' },
    });
    expect(doc.components.schemas.ErrorEnvelope?.properties.code.enum).toEqual(ERROR_CODE_LIST);
    expect(doc.servers).toHaveLength(1);
  });

  it('derives ids and error statuses from the route', () => {
    expect(operationIdOf('post', '/api/super-admin/facilities/{id}/archive')).toBe(
      'postSuperAdminFacilitiesByIdArchive',
    );
    expect(operationIdOf('get', '/api/files/{prefix}/{name}')).toBe('getFilesByPrefixByName');
    const route = { method: 'PUT', url: '/api/x/:id', schema: { body: {} }, config: { access: { kind: 'provider' } } };
    expect(errorStatusesOf(route as never)).toEqual([400, 401, 403, 404, 409, 413, 415]);
    const list = { method: 'POST', url: '/api/x/all', schema: { body: {} }, config: { access: { kind: 'provider' } } };
    expect(errorStatusesOf(list as never)).toEqual([400, 401, 403, 413, 415]);
    const open = { method: 'GET', url: '/api/health', config: { access: { kind: 'public' } } };
    expect(errorStatusesOf(open as never)).toEqual([400]);
    // An API key may call staff routes, each limited per key.
    const staff = { method: 'GET', url: '/api/icon-users/x', config: { access: { kind: 'iconUser' } } };
    expect(errorStatusesOf(staff as never)).toEqual([400, 401, 403, 429]);
  });
});

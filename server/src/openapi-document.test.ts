import { todayIn } from '@portal/contracts';
import { Ajv } from 'ajv';
import { and, eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payPeriods } from './db/schema/index.ts';
import { generatePayPeriods } from './modules/pay-periods/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from './test/buildTestApp.ts';

/**
 * The OpenAPI document as a generated client reads it: every upload says what it takes, every download what it
 * answers, and real answers pass the schemas the document gives for them.
 */
type Json = Record<string, unknown>;
type Operation = {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: Json }> };
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, Json>;
};

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>>; components: Json };
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, method, path, op })),
  );

/**
 * Uploads and imports: by their path, or by their summary (a route reading a file says "multipart"). An invoice's
 * receipts are money received (JSON), not files.
 */
const isUpload = (method: string, path: string, op: Operation) =>
  (method === 'post' || method === 'put') &&
  !path.includes('/invoices/') &&
  (/multipart/i.test(op.summary ?? '') ||
    /\/(upload|import|receipts|avatar)$|upload-multiple$|multiple-upload$/.test(path) ||
    (method === 'put' && path.startsWith('/api/files/')));

describe('the OpenAPI document', () => {
  it('describes the request body of every upload and import: the file part or the raw bytes', () => {
    const uploads = operations().filter(({ method, path, op }) => isUpload(method, path, op));
    expect(uploads.length).toBeGreaterThanOrEqual(28);
    const missing = uploads.filter(({ op }) => {
      const content = op.requestBody?.content ?? {};
      const form = content['multipart/form-data']?.schema as { properties?: Record<string, Json> } | undefined;
      const file = form?.properties?.file;
      const binary = (s: Json | undefined) => s?.format === 'binary';
      const raw = content['application/octet-stream']?.schema;
      return !(binary(file) || binary((file?.items as Json | undefined) ?? undefined) || binary(raw));
    });
    expect(missing.map((o) => o.name)).toEqual([]);
  });

  it('gives every success answer a content type: JSON, or the file a download sends', () => {
    const silent = operations().filter(({ op }) =>
      Object.entries(op.responses).some(([status, r]) => /^2/.test(status) && !r.content),
    );
    expect(silent.map((o) => o.name)).toEqual([]);
    const files = operations().filter(({ op }) =>
      Object.entries(op.responses).some(
        ([status, r]) =>
          /^2/.test(status) && Object.keys((r.content as Json) ?? {}).some((c) => c !== 'application/json'),
      ),
    );
    expect(files.length).toBeGreaterThanOrEqual(25);
    const pdf = doc.paths['/api/super-admin/time-sheet/{id}/pdf']?.get?.responses['200']?.content as Json;
    expect(Object.keys(pdf)).toEqual(['application/pdf']);
  });

  it('says a staff caller must name the provider of assigned facilities, and a provider need not', async () => {
    const staff = doc.paths['/api/super-admin/expenses/assigned-facilities']?.get;
    expect(staff?.parameters?.find((p) => p.name === 'providerId')).toMatchObject({ in: 'query', required: true });
    const own = doc.paths['/api/providers/expenses/assigned-facilities']?.get;
    expect(own?.parameters ?? []).toEqual([]);
    const res = await t.app.inject({ url: '/api/super-admin/expenses/assigned-facilities', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'providerId', message: 'Choose a provider' }]);
  });
});

describe('real answers against the document', () => {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  /** The schema of an operation's 200 answer, with the document's components to resolve references. */
  const validatorOf = (path: string, method: string) => {
    const schema = doc.paths[path]?.[method]?.responses['200']?.content as Record<string, { schema: Json }>;
    return ajv.compile({ ...schema['application/json']?.schema, components: doc.components });
  };

  it("GET a payment: its bonus line's rateSet null is an answer the schema allows", async () => {
    await generatePayPeriods(t.db);
    const [period] = await t.db
      .select({ id: payPeriods.id })
      .from(payPeriods)
      .where(and(eq(payPeriods.type, 'bi_weekly'), lt(payPeriods.endDate, todayIn())))
      .orderBy(sql`${payPeriods.startDate} desc`)
      .limit(1);
    const { id: providerId } = await t.createUser({ role: 'provider' });
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/super-admin${url}`, headers: admin, payload });
    const bonus = await post('/bonuses', {
      providerId,
      type: 'performanceBonus',
      amount: '10.00',
      payPeriodId: period?.id,
    });
    expect(bonus.statusCode).toBe(201);
    expect((await post(`/bonuses/${bonus.json().data._id}/approve`)).statusCode).toBe(200);
    // The payment is derived by a queued job.
    let paymentId: string | undefined;
    while (!paymentId) {
      const list = await post('/payments/all?page=1&pageSize=10', { search: '', filters: { providerId } });
      paymentId = list.json().data?.data?.[0]?._id;
      if (!paymentId) await new Promise((r) => setTimeout(r, 200));
    }
    const res = await t.app.inject({ url: `/api/super-admin/payments/${paymentId}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const lines = res.json().data.lines as { kind: string; rateSet: unknown }[];
    expect(lines.find((l) => l.kind === 'bonus')?.rateSet).toBeNull();
    const validate = validatorOf('/api/super-admin/payments/{id}', 'get');
    expect(validate(res.json()), JSON.stringify(validate.errors)).toBe(true);
  });
});

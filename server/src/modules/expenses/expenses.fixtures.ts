import { afterAll, beforeAll, expect } from 'vitest';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';

/** The shared world of the expenses tests: two facilities, receipts of each kind, and helpers to claim. */

export let t: TestApp;
export let admin: Record<string, string>;
export let facilityId: string;
export let otherFacilityId: string;
export const S = '/api/super-admin/expenses';

export const PV = '/api/providers/expenses';

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A whole 8x8 PNG, so the report can draw its thumbnail. */
export const REAL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4IyeHFTEMLQkAid1GAXiz9RcAAAAASUVORK5CYII=',
  'base64',
);

export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)]);

export const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 0)]);

export const upload = (url: string, auth: Record<string, string>, bytes: Buffer, type: string, filename: string) => {
  const { payload, headers } = multipart({}, bytes, filename, type);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...auth, ...headers } });
};

async function facility(name: string) {
  return t.addFacility({ name, state: 'TX' });
}

/** A provider assigned to the facility, signed in. */
export async function provider(name = 'Dana') {
  const user = await t.createUser({ role: 'provider', firstName: name, lastName: 'Tester' });
  await t.assignProvider({ providerId: user.id, facilityId });
  return { id: user.id, auth: bearer(await t.login(user.email)) };
}

export async function receipt(auth: Record<string, string>, base = PV) {
  const res = await upload(`${base}/receipts`, auth, PNG, 'image/png', 'receipt.png');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

export async function claim(auth: Record<string, string>, over: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: PV,
    headers: auth,
    payload: {
      facilityId,
      date: '2026-03-02',
      type: 'meals',
      amount: '12.10',
      description: 'Lunch',
      receiptIds: [await receipt(auth)],
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; amount: string; status: string; receipts: { _id: string }[] };
}

export const post = (url: string, auth: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });

/** Builds the world before the file's tests (the two facilities) and closes it after. */
export function setUpExpensesWorld() {
  beforeAll(async () => {
    t = await buildTestApp();
    admin = bearer(await t.login(ADMIN.email, ADMIN.password));
    facilityId = await facility('Lakeside Medical Center');
    otherFacilityId = await facility('Hillcrest Hospital');
  });
  afterAll(() => t.close());
}

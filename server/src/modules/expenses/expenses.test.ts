import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { EXPENSE_MESSAGES, first, mileageCents, toHundredthMiles, UPLOAD_LIMIT_BYTES } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, expenseReceipts, notifications } from '../../db/schema/index.ts';
import { processRunBatch } from '../../platform/transition-runs.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';
import { workbookOf } from '../../test/workbook.ts';
import { APPROVE_ALL_RUN, dropLooseReceipts } from './expenses.service.ts';

let t: TestApp;
let admin: Record<string, string>;
let facilityId: string;
let otherFacilityId: string;
const S = '/api/super-admin/expenses';
const PV = '/api/providers/expenses';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
/** A whole 8x8 PNG, so the report can draw its thumbnail. */
const REAL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4IyeHFTEMLQkAid1GAXiz9RcAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 0)]);

const upload = (url: string, auth: Record<string, string>, bytes: Buffer, type: string, filename: string) => {
  const { payload, headers } = multipart({}, bytes, filename, type);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...auth, ...headers } });
};

async function facility(name: string) {
  return t.addFacility({ name, state: 'TX' });
}

/** A provider assigned to the facility, signed in. */
async function provider(name = 'Dana') {
  const user = await t.createUser({ role: 'provider', firstName: name, lastName: 'Tester' });
  await t.assignProvider({ providerId: user.id, facilityId });
  return { id: user.id, auth: bearer(await t.login(user.email)) };
}

async function receipt(auth: Record<string, string>, base = PV) {
  const res = await upload(`${base}/receipts`, auth, PNG, 'image/png', 'receipt.png');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

async function claim(auth: Record<string, string>, over: object = {}) {
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

const post = (url: string, auth: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  facilityId = await facility('Lakeside Medical Center');
  otherFacilityId = await facility('Hillcrest Hospital');
});
afterAll(() => t.close());

describe('mileage (contracts)', () => {
  it('is miles x 70 cents, truncated to the cent', () => {
    expect(toHundredthMiles('12.5')).toBe(1250);
    expect(toHundredthMiles('12.559')).toBe(1255);
    expect(toHundredthMiles('abc')).toBeNull();
    expect(mileageCents(1250)).toBe(875);
    expect(mileageCents(1255)).toBe(878); // 878.5 cents truncated
  });
});

describe('a provider claims expenses', () => {
  it('offers only assigned facilities and refuses another', async () => {
    const p = await provider();
    const res = await t.app.inject({ method: 'GET', url: `${PV}/assigned-facilities`, headers: p.auth });
    expect(res.json().data).toEqual([{ _id: facilityId, name: 'Lakeside Medical Center' }]);
    const refused = await post(PV, p.auth, {
      facilityId: otherFacilityId,
      date: '2026-03-02',
      type: 'meals',
      amount: '5',
      receiptIds: [await receipt(p.auth)],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({ field: 'facilityId', message: EXPENSE_MESSAGES.notAssigned });
  });

  it('adds a mileage expense from miles, pending, with its receipt previewable', async () => {
    const p = await provider();
    const e = await claim(p.auth, { type: 'mileage', miles: '42.5', amount: '' });
    expect(e).toMatchObject({ status: 'pending', amount: '29.75', miles: '42.50', mileageRate: '0.70' });
    const preview = await t.app.inject({
      method: 'GET',
      url: `${PV}/${e._id}/preview?receiptId=${first(e.receipts)._id}`,
      headers: p.auth,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.rawPayload.equals(PNG)).toBe(true);
  });

  it('shows an iPhone HEIC receipt in the page as a JPEG (converted for the preview), keeping the file as stored', async () => {
    const p = await provider('Harper');
    const heic = readFileSync(new URL('./fixtures/receipt.heic', import.meta.url));
    const up = await upload(`${PV}/receipts`, p.auth, heic, 'image/heic', 'receipt.heic');
    expect(up.statusCode, up.body).toBe(201);
    const e = await claim(p.auth, { receiptIds: [up.json().data._id] });
    const preview = await t.app.inject({
      method: 'GET',
      url: `${PV}/${e._id}/preview?receiptId=${first(e.receipts)._id}`,
      headers: p.auth,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect([...preview.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(Number(preview.headers['content-length'])).toBe(preview.rawPayload.length);
    const view = await t.app.inject({ method: 'GET', url: `${PV}/${e._id}`, headers: p.auth });
    expect(view.json().data.receipts[0]).toMatchObject({ contentType: 'image/heic', name: 'receipt.heic' });
  });

  it('names the fields of a bad expense (400)', async () => {
    const p = await provider();
    const res = await post(PV, p.auth, { facilityId, date: '03/02/2026', type: 'food', amount: '0', receiptIds: [] });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['date', 'type', 'receiptIds']));
    const noMiles = await post(PV, p.auth, {
      facilityId,
      date: '2026-03-02',
      type: 'mileage',
      receiptIds: [await receipt(p.auth)],
    });
    expect(noMiles.json().errors[0].field).toBe('miles');
  });

  it('refuses a receipt over 15,000,000 bytes (413) and one whose bytes lie about its type (415)', async () => {
    const p = await provider();
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_LIMIT_BYTES, 32)]);
    expect((await upload(`${PV}/receipts`, p.auth, big, 'application/pdf', 'big.pdf')).statusCode).toBe(413);
    const lie = await upload(`${PV}/receipts`, p.auth, Buffer.from('MZ not a pdf at all'), 'application/pdf', 'x.pdf');
    expect(lie.statusCode).toBe(415);
    expect(lie.json().message).toBe(EXPENSE_MESSAGES.receiptType);
    const pngAsPdf = await upload(`${PV}/receipts`, p.auth, PNG, 'application/pdf', 'scan.pdf');
    expect(pngAsPdf.statusCode).toBe(415);
    expect((await upload(`${PV}/receipts`, p.auth, PDF, 'application/pdf', 'scan.pdf')).statusCode).toBe(201);
    expect((await upload(`${PV}/receipts`, p.auth, HEIC, 'image/heic', 'photo.heic')).statusCode).toBe(201);
  });

  it("never reaches another provider's expense (404) and cannot approve, even their own", async () => {
    const a = await provider('Avery');
    const b = await provider('Blake');
    const e = await claim(a.auth);
    for (const res of [
      await t.app.inject({ method: 'GET', url: `${PV}/${e._id}`, headers: b.auth }),
      await t.app.inject({
        method: 'PUT',
        url: `${PV}/${e._id}`,
        headers: b.auth,
        payload: { facilityId, date: '2026-03-02', type: 'meals', amount: '1', receiptIds: [await receipt(b.auth)] },
      }),
      await t.app.inject({ method: 'DELETE', url: `${PV}/${e._id}`, headers: b.auth }),
      await t.app.inject({
        method: 'GET',
        url: `${PV}/${e._id}/preview?receiptId=${first(e.receipts)._id}`,
        headers: b.auth,
      }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const list = await post(`${PV}/all`, b.auth, { filters: { providerId: a.id } });
    expect(list.json().data.data).toEqual([]);
    // No approve route exists for providers; the staff one refuses them.
    expect((await post(`${PV}/${e._id}/approve`, a.auth)).statusCode).toBe(404);
    expect((await post(`${S}/${e._id}/approve`, a.auth)).statusCode).toBe(403);
    // Someone else's receipt cannot be attached either.
    const foreign = await receipt(a.auth);
    const steal = await post(PV, b.auth, {
      facilityId,
      date: '2026-03-02',
      type: 'meals',
      amount: '1',
      receiptIds: [foreign],
    });
    expect(steal.json().errors[0].field).toBe('receiptIds');
  });
});

describe('abandoned receipts', () => {
  it('removes receipts never saved with an expense after a day, and keeps attached ones', async () => {
    const p = await provider();
    const kept = await claim(p.auth);
    const loose = await receipt(p.auth);
    const row = first(await t.db.select().from(expenseReceipts).where(eq(expenseReceipts.id, loose)));
    expect(await t.app.storage.exists(row.storageKey)).toBe(true);
    const tomorrow = new Date(Date.now() + 25 * 3600 * 1000);
    expect(await dropLooseReceipts({ db: t.db, storage: t.app.storage }, tomorrow)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(expenseReceipts).where(eq(expenseReceipts.id, loose))).toEqual([]);
    expect(await t.app.storage.exists(row.storageKey)).toBe(false);
    const again = await t.app.inject({
      method: 'GET',
      url: `${PV}/${kept._id}/preview?receiptId=${first(kept.receipts)._id}`,
      headers: p.auth,
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('transitions', () => {
  it('approve and not-approved from pending; both refused afterwards (409); edits and deletes only while pending', async () => {
    const p = await provider();
    const one = await claim(p.auth);
    const two = await claim(p.auth);
    const three = await claim(p.auth);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `${PV}/${one._id}`,
      headers: p.auth,
      payload: {
        facilityId,
        date: '2026-03-03',
        type: 'parking',
        amount: '7.255',
        receiptIds: [first(one.receipts)._id, await receipt(p.auth)],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ type: 'parking', amount: '7.25' });
    expect(edited.json().data.receipts).toHaveLength(2);

    const approved = await post(`${S}/${one._id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', decidedBy: 'Admin' });

    const noReason = await post(`${S}/${two._id}/not-approved`, admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');
    const refused = await post(`${S}/${two._id}/not-approved`, admin, { reason: 'No receipt date' });
    expect(refused.json().data).toMatchObject({ status: 'not-approved', reason: 'No receipt date' });

    expect((await post(`${S}/${one._id}/approve`, admin)).statusCode).toBe(409);
    const again = await post(`${S}/${one._id}/not-approved`, admin, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This expense is approved, so it cannot be not approved');
    expect((await post(`${S}/${two._id}/approve`, admin)).json().message).toBe(
      'This expense is not approved, so it cannot be approved',
    );

    const lockedEdit = await t.app.inject({
      method: 'PUT',
      url: `${PV}/${one._id}`,
      headers: p.auth,
      payload: { facilityId, date: '2026-03-03', type: 'parking', amount: '1', receiptIds: [first(one.receipts)._id] },
    });
    expect(lockedEdit.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `${PV}/${two._id}`, headers: p.auth })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `${PV}/${three._id}`, headers: p.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${PV}/${three._id}`, headers: p.auth })).statusCode).toBe(404);

    const audited = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, one._id));
    expect(audited.map((a) => a.action)).toEqual(['create', 'update', 'approve']);

    // The provider is told, in the app (and by e-mail: the notification e-mail job is queued by notifyFrom).
    const told = await t.db
      .select({ type: notifications.type, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, p.id));
    expect(told.map((n) => n.type).sort()).toEqual(['expense-approved', 'expense-not-approved']);
    expect(told.find((n) => n.type === 'expense-not-approved')?.body).toContain('Reason: No receipt date');
  });

  it('tells staff who may approve that a provider claimed an expense (in the app)', async () => {
    const p = await provider('Claire');
    const e = await claim(p.auth);
    const adminUser = first(
      await t.db.select({ id: sql<string>`id` }).from(sql`users`).where(sql`email = ${ADMIN.email}`),
    );
    const told = await t.db
      .select({ title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, adminUser.id), eq(notifications.link, `/admin-view-expenses/${e._id}`)));
    expect(told).toEqual([
      {
        title: 'Expense waiting for approval',
        body: 'Claire Tester claimed a meals expense of $12.10 for Lakeside Medical Center.',
        link: `/admin-view-expenses/${e._id}`,
      },
    ]);
  });

  it('a staff user without approve-expenses cannot approve (403)', async () => {
    const p = await provider();
    const e = await claim(p.auth);
    const viewer = bearer(await t.iconUserToken(['view-expenses']));
    expect((await post(`/api/icon-users/expenses/${e._id}/approve`, viewer)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/icon-users/expenses/${e._id}`, headers: viewer })).statusCode,
    ).toBe(200);
  });
});

describe('lists and money', () => {
  it('filters, searches, pages and sums exactly in cents', async () => {
    const p = await provider('Sumner');
    // 0.10 + 0.20 + 0.70 is 1.00 exactly (in floats it would not be).
    for (const amount of ['0.10', '0.20', '0.70']) await claim(p.auth, { amount, type: 'tolls' });
    const res = await post(`${S}/all?page=1&pageSize=2`, admin, {
      filters: { providerId: p.id, type: 'tolls' },
      sortBy: 'amount',
      sortDirection: -1,
    });
    const body = res.json().data;
    expect(body.total).toBe(3);
    expect(body.totalAmount).toBe('1.00');
    expect(body.data.map((e: { amount: string }) => e.amount)).toEqual(['0.10', '0.20']);
    const own = await post(`${PV}/all`, p.auth, { search: 'Lakeside', filters: { status: 'pending' } });
    expect(own.json().data.totalAmount).toBe('1.00');
    const none = await post(`${S}/all`, admin, { filters: { providerId: p.id, dateFrom: '2027-01-01' } });
    expect(none.json().data).toMatchObject({ total: 0, data: [], totalAmount: '0.00' });
  });

  // Asked one after another with different values: an answer that kept one caller's value would leak rows.
  it('gives each provider their own expenses, and staff each search its own, one call after another', async () => {
    const [a, b] = [await provider('Quenby'), await provider('Ravelle')];
    const ofA = [(await claim(a.auth))._id];
    const ofB = [(await claim(b.auth))._id];
    const ids = (res: { json(): { data: { data: { _id: string }[] } } }) => res.json().data.data.map((e) => e._id);
    for (let round = 0; round < 2; round++) {
      expect(ids(await post(`${PV}/all`, a.auth, {}))).toEqual(ofA);
      expect(ids(await post(`${PV}/all`, b.auth, {}))).toEqual(ofB);
      const byA = await post(`${S}/all`, admin, { search: 'Quenby Tester' });
      expect(ids(byA)).toEqual(ofA);
      expect(byA.json().data.total).toBe(1);
      const byB = await post(`${S}/all`, admin, { search: 'Ravelle Tester' });
      expect(ids(byB)).toEqual(ofB);
      expect(byB.json().data.total).toBe(1);
    }
  });

  it('downloads the filter as XLSX with typed money', async () => {
    const p = await provider('Xavier');
    await claim(p.auth, { amount: '19.99' });
    const res = await post(`${S}/report/download`, admin, { filters: { providerId: p.id } });
    expect(res.statusCode).toBe(200);
    const wb = await workbookOf(res.rawPayload);
    const ws = first(wb.worksheets);
    expect(ws.getRow(1).getCell(7).value).toBe('Amount');
    expect(ws.getRow(2).getCell(7).value).toBe(19.99);
    expect(ws.getRow(2).getCell(4).value).toBe('Lakeside Medical Center');
  });
});

async function pdfText(bytes: Buffer) {
  const fonts = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts }).promise;
  const out: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    out.push((items as TextItem[]).map((i) => i.str).join(' '));
  }
  return out.join('\n');
}

describe('the PDF expense report of a provider and period', () => {
  it('lists the expenses of the period with the exact total and the receipts (thumbnails of images)', async () => {
    const p = await provider('Reed');
    const photo = await upload(`${PV}/receipts`, p.auth, REAL_PNG, 'image/png', 'breakfast.png');
    await claim(p.auth, {
      amount: '10.10',
      date: '2026-04-01',
      description: 'Breakfast',
      receiptIds: [photo.json().data._id],
    });
    await claim(p.auth, { amount: '0.20', date: '2026-04-15', type: 'tolls', description: 'Bridge toll' });
    await claim(p.auth, { amount: '99', date: '2026-05-20', description: 'Outside the period' });
    const body = { filters: { providerId: p.id, dateFrom: '2026-04-01', dateTo: '2026-04-30' } };
    const res = await post(`${S}/report/download?format=pdf`, admin, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Reed Tester');
    expect(text).toContain('04/01/2026 to 04/30/2026');
    expect(text).toContain('Breakfast');
    expect(text).toContain('Bridge toll');
    expect(text).not.toContain('Outside the period');
    expect(text).toContain('$10.30');
    expect(text).toContain('breakfast.png');
    expect(text).toContain('receipt.png');
    expect(res.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    // The provider gets their own report; staff must name the provider and the period.
    const own = await post(`${PV}/report/download?format=pdf`, p.auth, {
      filters: { dateFrom: '2026-04-01', dateTo: '2026-04-30' },
    });
    expect(own.statusCode).toBe(200);
    const noProvider = await post(`${S}/report/download?format=pdf`, admin, {
      filters: { dateFrom: '2026-04-01', dateTo: '2026-04-30' },
    });
    expect(noProvider.statusCode).toBe(400);
    expect(noProvider.json().errors[0].field).toBe('filters.providerId');
  });
});

describe('approve/all', () => {
  it('counts first, then approves each pending expense of a mixed filter exactly once, also after a restart midway', async () => {
    const p = await provider('Bulk');
    const pending = [await claim(p.auth), await claim(p.auth), await claim(p.auth), await claim(p.auth)];
    const done = await claim(p.auth);
    const refused = await claim(p.auth);
    await post(`${S}/${done._id}/approve`, admin);
    await post(`${S}/${refused._id}/not-approved`, admin, { reason: 'Duplicate' });
    const filter = { filters: { providerId: p.id } };

    expect((await post(`${S}/approve/all/count`, admin, filter)).json().data).toEqual({ count: 4 });
    const start = await post(`${S}/approve/all`, admin, filter);
    expect(start.statusCode).toBe(202);
    const { runId, totalCount } = start.json().data;
    expect(totalCount).toBe(4);
    // A worker that dies after its first batch of one: its work is kept, and the job finishes the rest.
    const deps = { db: t.db, realtime: t.app.realtime, jobs: t.app.jobs, log: t.app.log };
    await processRunBatch(deps, APPROVE_ALL_RUN, runId, 1);

    let run = { status: 'running', approvedCount: 0 };
    for (let i = 0; i < 100 && run.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      run = (await t.app.inject({ method: 'GET', url: `${S}/approve/all/${runId}`, headers: admin })).json().data;
    }
    expect(run).toMatchObject({ status: 'completed', totalCount: 4, approvedCount: 4, notApprovedCount: 0 });
    // Running the job again (a second restart) changes nothing.
    await processRunBatch(deps, APPROVE_ALL_RUN, runId, 10);

    const statuses = await post(`${S}/all`, admin, { ...filter, sortBy: 'createdAt' });
    const byId = new Map(statuses.json().data.data.map((e: { _id: string; status: string }) => [e._id, e.status]));
    for (const e of pending) expect(byId.get(e._id)).toBe('approved');
    expect(byId.get(refused._id)).toBe('not-approved');

    const approvals = await t.db
      .select({ id: auditEvents.entityId, n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'expense'), sql`${auditEvents.action} in ('approve', 'bulk-approve')`))
      .groupBy(auditEvents.entityId);
    const counts = new Map(approvals.map((a) => [a.id, a.n]));
    for (const e of [...pending, done]) expect(counts.get(e._id)).toBe(1);
    expect(counts.get(refused._id)).toBeUndefined();

    const told = await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.userId, p.id), eq(notifications.type, 'expense-approved')));
    expect(told).toHaveLength(5);
    expect((await post(`${S}/approve/all`, admin, filter)).statusCode).toBe(409);
  });
});

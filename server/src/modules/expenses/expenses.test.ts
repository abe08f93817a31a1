import { readFileSync } from 'node:fs';
import { EXPENSE_MESSAGES, first, mileageCents, toHundredthMiles, UPLOAD_LIMIT_BYTES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expenseReceipts } from '../../db/schema/index.ts';
import {
  claim,
  facilityId,
  HEIC,
  otherFacilityId,
  PDF,
  PNG,
  PV,
  post,
  provider,
  receipt,
  S,
  setUpExpensesWorld,
  t,
  upload,
} from './expenses.fixtures.ts';
import { dropLooseReceipts } from './expenses.service.ts';

setUpExpensesWorld();

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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { DEMO_ACCOUNTS, seedDemo } from './bootstrap.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  expect(await seedDemo(t.db, t.config)).toBe(true);
});
afterAll(() => t.close());

describe('demo expenses', () => {
  it('gives the demo provider expenses in each status, each with a receipt that previews', async () => {
    const pat = bearer(await t.login(DEMO_ACCOUNTS.provider, t.config.DEMO_PASSWORD));
    const res = await t.post('/api/providers/expenses/all?page=1&pageSize=50', pat, {});
    const list = res.json().data;
    const statuses = new Set(list.data.map((e: { status: string }) => e.status));
    expect([...statuses].sort()).toEqual(['approved', 'not-approved', 'pending']);
    const mileage = list.data.find((e: { type: string }) => e.type === 'mileage');
    expect(mileage).toMatchObject({ miles: '42.50', amount: '29.75', status: 'pending' });
    // 29.75 + 18.00 + 24.65 + 189.00 + 6.75
    expect(list.totalAmount).toBe('268.15');
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/providers/expenses/${mileage._id}/preview?receiptId=${mileage.receipts[0]._id}`,
      headers: pat,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

import { first } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, notifications } from '../../db/schema/index.ts';
import { ADMIN, bearer } from '../../test/buildTestApp.ts';
import { workbookOf } from '../../test/workbook.ts';
import {
  admin,
  claim,
  facilityId,
  PV,
  post,
  provider,
  receipt,
  S,
  setUpExpensesWorld,
  t,
} from './expenses.fixtures.ts';

setUpExpensesWorld();

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
    // Other notices (a reminder run at start) may reach the provider too; these are the expense ones.
    const expenseNotices = told.map((n) => n.type).filter((type) => type.startsWith('expense-'));
    expect(expenseNotices.sort()).toEqual(['expense-approved', 'expense-not-approved']);
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

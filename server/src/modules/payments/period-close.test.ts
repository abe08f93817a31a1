import { addDays } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  bonuses,
  expenses,
  notifications,
  payments,
  payPeriods,
  timesheets,
} from '../../db/schema/index.ts';
import { bearer } from '../../test/buildTestApp.ts';
import {
  admin,
  approvedSheet,
  entriesOf,
  facilityId,
  get,
  type Headers,
  paymentOf,
  period,
  post,
  providerAt,
  S,
  setUpPaymentsWorld,
  t,
  WORKED,
} from './payments.fixtures.ts';

setUpPaymentsWorld();

const close = (headers: Headers = admin) => post(`${S}/pay-periods/${period.id}/close`, undefined, headers);
const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, payload });
const statusOfPeriod = async () =>
  (await t.db.select({ s: payPeriods.status }).from(payPeriods).where(eq(payPeriods.id, period.id)))[0]?.s;

describe('closing a pay period', () => {
  let providerId: string;
  let assignmentId: string;
  let sheetId: string;
  let bonusId: string;
  let expenseId: string;
  let paymentId: string;
  let approver: Headers;
  let approverId: string;

  it('is refused while a payment of the period is not approved, and the period stays open', async () => {
    ({ providerId, assignmentId } = await providerAt(facilityId));
    sheetId = await approvedSheet(assignmentId, entriesOf(WORKED));
    paymentId = (await paymentOf(providerId))._id;
    const res = await close();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYMENTS_NOT_APPROVED' });
    expect(res.json().message).toContain('1 payment(s) of this pay period are not approved yet');
    expect(await statusOfPeriod()).toBe('open');
  });

  it('needs its own permission', async () => {
    const viewer = bearer(await t.iconUserToken(['view-pay-periods', 'view-payments']));
    expect((await close(viewer)).statusCode).toBe(403);
  });

  it('closes once every payment is approved, audited, and the list shows it closed', async () => {
    // Records of the period that are still pending when it closes: they freeze too.
    const bonus = await post(`${S}/bonuses`, {
      providerId,
      type: 'performanceBonus',
      amount: '50.00',
      payPeriodId: period.id,
    });
    expect(bonus.statusCode, bonus.body).toBe(201);
    bonusId = bonus.json().data._id;
    expenseId = uuidv7();
    await t.db.insert(expenses).values({
      id: expenseId,
      providerId,
      facilityId,
      date: addDays(period.startDate, 3),
      type: 'gas',
      amountCents: 1234,
    });
    const token = await t.iconUserToken(['view-payments', 'approve-payments']);
    approver = bearer(token);
    const approved = await post(`/api/icon-users/payments/${paymentId}/approve`, {}, approver);
    expect(approved.statusCode, approved.body).toBe(200);
    const [stamp] = await t.db
      .select({ actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, paymentId), eq(auditEvents.action, 'approve')));
    approverId = stamp?.actorId ?? '';
    const res = await close();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Pay period closed', data: { _id: period.id, status: 'closed' } });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'pay-period'), eq(auditEvents.entityId, period.id)));
    expect(event?.action).toBe('close');
    expect(event?.changes).toEqual([{ field: 'status', old: 'open', new: 'closed' }]);
    const list = await post(`${S}/pay-periods/all?page=1&pageSize=50`, {
      filters: { type: 'bi_weekly', from: period.startDate, to: period.endDate },
    });
    const row = list.json().data.data.find((p: { _id: string }) => p._id === period.id);
    expect(row.status).toBe('closed');
    const lock = await get(`/api/pay-period-lock?date=${addDays(period.startDate, 3)}`);
    expect(lock.json().data).toMatchObject({ closed: true });
  });

  it('refuses every change to its time sheets, bonuses, expenses and payments with 409, and nothing changes', async () => {
    const before = await t.db.execute(
      sql`select (select updated_at::text from timesheets where id = ${sheetId}) as ts,
        (select updated_at::text from bonuses where id = ${bonusId}) as b,
        (select updated_at::text from payments where id = ${paymentId}) as p,
        (select count(*)::int from expenses where provider_id = ${providerId}) as e`,
    );
    const tries = [
      send('PUT', `${S}/time-sheet/${sheetId}`, { assignmentId, payPeriodId: period.id, entries: entriesOf(WORKED) }),
      send('POST', `${S}/time-sheet/${sheetId}/reset-time-sheet`),
      send('PUT', `${S}/bonuses/${bonusId}`, {
        providerId,
        type: 'performanceBonus',
        amount: '75.00',
        payPeriodId: period.id,
      }),
      send('POST', `${S}/bonuses`, { providerId, type: 'referralBonus', amount: '10.00', payPeriodId: period.id }),
      send('POST', `${S}/bonuses/${bonusId}/approve`),
      send('DELETE', `${S}/bonuses/${bonusId}`),
      send('DELETE', `${S}/expenses/${expenseId}`),
      send('POST', `${S}/expenses/${expenseId}/approve`),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code, res.body).toMatch(/^(PERIOD_CLOSED|TRANSITION_NOT_ALLOWED|CONFLICT)$/);
    }
    // The ones that reached the database were refused there, naming the closed period.
    expect((await tries[2])?.json()).toMatchObject({ code: 'PERIOD_CLOSED' });
    expect((await tries[5])?.json().message).toContain('This pay period is closed');
    // Straight SQL is refused as well: the lock is the database's.
    await expect(t.db.update(timesheets).set({ totalMinutes: 1 }).where(eq(timesheets.id, sheetId))).rejects.toThrow();
    await expect(t.db.update(payments).set({ netPayCents: 1 }).where(eq(payments.id, paymentId))).rejects.toThrow();
    await expect(t.db.delete(bonuses).where(eq(bonuses.id, bonusId))).rejects.toThrow();
    const after = await t.db.execute(
      sql`select (select updated_at::text from timesheets where id = ${sheetId}) as ts,
        (select updated_at::text from bonuses where id = ${bonusId}) as b,
        (select updated_at::text from payments where id = ${paymentId}) as p,
        (select count(*)::int from expenses where provider_id = ${providerId}) as e`,
    );
    expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
  });

  it('writes the payroll CSV of the closed period: documented columns, amounts to the cent as stored', async () => {
    const res = await get(`${S}/pay-periods/${period.id}/payroll.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = res.body.trim().split('\r\n');
    expect(header).toBe('Provider,NPI,Gross,Expenses,Bonuses,Deductions,Net');
    const [p] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    const dollars = (c: number) => (c / 100).toFixed(2);
    const mine = lines.find((l) => l.endsWith(`,${dollars(p?.netPayCents ?? -1)}`));
    expect(mine?.split(',').slice(2)).toEqual(
      [p?.grossPayCents, p?.expensesCents, p?.bonusesCents, p?.deductionsCents, p?.netPayCents].map((c) =>
        dollars(c ?? 0),
      ),
    );
    const open = await get(`${S}/pay-periods/${period.id}/payroll.csv`.replace(period.id, uuidv7()));
    expect(open.statusCode).toBe(404);
  });

  it('carries a retro adjustment into the next open period as its own line naming the corrected period', async () => {
    const bad = await post(`${S}/pay-periods/${period.id}/adjustments`, { providerId, direction: 'pay', reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['amount', 'reason']),
    );
    const res = await post(`${S}/pay-periods/${period.id}/adjustments`, {
      providerId,
      direction: 'pay',
      amount: '125.505',
      reason: 'Night shift rate missed',
    });
    expect(res.statusCode).toBe(201);
    const next = res.json().data.appliesPeriod;
    expect(next.startDate).toBe(addDays(period.endDate, 1));
    const list = await post(`${S}/payments/all?page=1&pageSize=10`, { filters: { providerId, payPeriodId: next._id } });
    const detail = (await get(`${S}/payments/${list.json().data.data[0]._id}`)).json().data;
    const line = detail.lines.find((l: { kind: string }) => l.kind === 'adjustment');
    const us = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
    expect(line).toMatchObject({
      pay: '125.50',
      description: `Retro adjustment of ${us(period.startDate)} - ${us(period.endDate)}: Night shift rate missed`,
    });
    expect(detail.payment ?? detail).toBeTruthy();
    const [stored] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, detail._id ?? detail.payment._id));
    expect(stored?.grossPayCents).toBe(12550);
    expect(stored?.netPayCents).toBe(12550);
  });

  it('reopens with a reason only, audited, and tells who approved its payments', async () => {
    const noReason = await post(`${S}/pay-periods/${period.id}/reopen`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toMatchObject({ field: 'reason', message: 'Give the reason for reopening' });
    const res = await post(`${S}/pay-periods/${period.id}/reopen`, { reason: 'Late time sheet from General' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Pay period reopened', data: { status: 'open', closedAt: null } });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, period.id), eq(auditEvents.action, 'reopen')));
    expect(event?.changes).toEqual(
      expect.arrayContaining([{ field: 'reason', old: null, new: 'Late time sheet from General' }]),
    );
    const told = await t.db.select().from(notifications).where(eq(notifications.type, 'pay-period-reopened'));
    expect(told).toHaveLength(1);
    expect(told[0]?.userId).toBe(approverId);
    expect(told[0]?.body).toContain('Late time sheet from General');
    // Open again: a pending bonus changes as before.
    const del = await send('DELETE', `${S}/bonuses/${bonusId}`);
    expect(del.statusCode).toBe(200);
  });
});

import { addDays, earlyApprovalText, first, type Payment, todayIn } from '@portal/contracts';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, notifications, payPeriods, users } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { generatePayPeriods } from '../pay-periods/index.ts';
import { recalculationsDone } from './payments.fixtures.ts';

type Headers = Record<string, string>;
type Period = { id: string; startDate: string; endDate: string };
let t: TestApp;
let admin: Headers;
let ended: Period;
let current: Period;
let facilityId: string;
const S = '/api/super-admin';

const post = (url: string, payload?: object, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers = admin) => t.app.inject({ url, headers });

const noticesOf = (userId: string) =>
  t.db
    .select({
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));

const biWeekly = (where: ReturnType<typeof and>, newest: boolean) =>
  t.db
    .select({ id: payPeriods.id, startDate: payPeriods.startDate, endDate: payPeriods.endDate })
    .from(payPeriods)
    .where(and(eq(payPeriods.type, 'bi_weekly'), where))
    .orderBy(newest ? desc(payPeriods.startDate) : asc(payPeriods.startDate))
    .limit(1)
    .then((rows) => first(rows));

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  await generatePayPeriods(t.db);
  const today = todayIn();
  ended = await biWeekly(lt(payPeriods.endDate, today), true);
  current = await biWeekly(gte(payPeriods.endDate, today), false);
  facilityId = await t.addFacility({ name: 'Notices General', state: 'CA' });
});
afterAll(() => t.close());

/** A provider (signed in) with a bi-weekly assignment over both periods at an approved rate of $100.00 an hour. */
async function provider() {
  const { id, email } = await t.createUser({ role: 'provider' });
  const assignmentId = await t.assignProvider({
    providerId: id,
    facilityId,
    startDate: addDays(ended.startDate, -14),
    endDate: addDays(current.endDate, 28),
  });
  const r = await post(`${S}/pay-rate`, {
    assignmentId,
    effectiveFrom: addDays(ended.startDate, -14),
    regularRates: { worked: { PayRate: '100.00', BillRate: '150.00' } },
  });
  expect(r.statusCode).toBe(201);
  expect((await post(`${S}/pay-rate/${r.json().data._id}/approve`)).statusCode).toBe(200);
  return { id, assignmentId, headers: bearer(await t.login(email)) };
}

/** An approved time sheet of one 8-hour day, the period's first. */
async function approvedDay(assignmentId: string, period: Period) {
  const res = await post(`${S}/time-sheet`, {
    assignmentId,
    payPeriodId: period.id,
    entries: [{ date: period.startDate, hours: 8 }],
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().data._id as string;
  expect((await post(`${S}/time-sheet/${id}/submit-for-approval`)).statusCode).toBe(200);
  expect((await post(`${S}/time-sheet/${id}/approve-timesheet`)).statusCode).toBe(200);
}

async function approvedBonus(providerId: string, period: Period, type: string, amount: string) {
  const b = await post(`${S}/bonuses`, { providerId, type, amount, payPeriodId: period.id, notes: 'Uniform' });
  expect(b.statusCode).toBe(201);
  expect((await post(`${S}/bonuses/${b.json().data._id}/approve`)).statusCode).toBe(200);
}

async function paymentOf(providerId: string, period: Period, headers: Headers = admin): Promise<Payment> {
  await recalculationsDone(t);
  const base = headers === admin ? S : '/api/providers';
  const list = await post(
    `${base}/payments/all?page=1&pageSize=10`,
    { filters: { ...(headers === admin ? { providerId } : {}), payPeriodId: period.id } },
    headers,
  );
  expect(list.statusCode).toBe(200);
  return first(list.json().data.data as Payment[]);
}

describe('approving a payment before its pay period ends', () => {
  it('asks for the reason (400 beside earlyReason), then approves and audits it; the provider is told', async () => {
    const p = await provider();
    await approvedDay(p.assignmentId, current);
    const payment = await paymentOf(p.id, current);
    expect(payment.status).toBe('calculated');

    for (const body of [undefined, {}, { earlyReason: '   ' }]) {
      const refused = await post(`${S}/payments/${payment._id}/approve`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'earlyReason', message: earlyApprovalText(current.endDate) }]);
    }
    expect((await get(`${S}/payments/${payment._id}`)).json().data.status).toBe('calculated');

    const reason = 'The provider leaves on Friday; payroll closes early this period';
    const approved = await post(`${S}/payments/${payment._id}/approve`, { earlyReason: reason });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    const [row] = await t.db
      .select({ changes: auditEvents.changes, actorName: auditEvents.actorName })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, payment._id), eq(auditEvents.action, 'approve')));
    expect(row?.changes).toEqual(
      expect.arrayContaining([
        { field: 'earlyApprovalReason', old: null, new: reason },
        { field: 'periodEnds', old: null, new: current.endDate },
      ]),
    );
    const history = approved.json().data.history as { action: string; changes: { field: string }[] }[];
    expect(history.find((h) => h.action === 'approve')?.changes.map((c) => c.field)).toContain('earlyApprovalReason');

    expect(await noticesOf(p.id)).toContainEqual({
      type: 'payment-approved',
      title: 'Payment approved',
      body: expect.stringMatching(
        /^Your payment for the pay period \d\d\/\d\d\/\d{4} - \d\d\/\d\d\/\d{4} was approved by .*: net pay \$800\. Your pay statement is ready to download from the payment\.$/,
      ),
      link: `/provider-view-payment/${payment._id}`,
    });
  });

  it('after the period has ended approves without a reason, and says nothing of one in the audit', async () => {
    const p = await provider();
    await approvedDay(p.assignmentId, ended);
    const payment = await paymentOf(p.id, ended);
    const approved = await post(`${S}/payments/${payment._id}/approve`);
    expect(approved.statusCode).toBe(200);
    const [row] = await t.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, payment._id), eq(auditEvents.action, 'approve')));
    expect(row?.changes.map((c) => c.field)).toEqual(['status']);
  });
});

describe('notices of bonuses, deductions and recalculations; negative net pay', () => {
  it('tells the provider of an approved bonus and deduction, and flags a negative net pay for staff and provider', async () => {
    const p = await provider();
    await approvedDay(p.assignmentId, ended);
    await approvedBonus(p.id, ended, 'performanceBonus', '50.00');
    await approvedBonus(p.id, ended, 'deduction', '1200.00');
    const notices = await noticesOf(p.id);
    expect(notices).toContainEqual({
      type: 'bonus-approved',
      title: 'Bonus approved',
      body: expect.stringMatching(
        /^A Performance Bonus of \$50 \(Uniform\) for the pay period .* was approved by Admin\. It is added to your payment for that period\.$/,
      ),
      link: '/provider-payments-listing',
    });
    expect(notices).toContainEqual({
      type: 'deduction-approved',
      title: 'Deduction approved',
      body: expect.stringMatching(
        /^A deduction of \$1,200 \(Uniform\) for the pay period .* was approved by Admin\. It is subtracted from your payment for that period\.$/,
      ),
      link: '/provider-payments-listing',
    });

    const staffSide = await paymentOf(p.id, ended);
    expect(staffSide.totals.netPay).toBe('-350.00');
    expect(staffSide.negativeNetPay).toBe(true);
    const own = await paymentOf(p.id, ended, p.headers);
    expect(own.negativeNetPay).toBe(true);
    expect((await get(`${S}/payments/${staffSide._id}`)).json().data.negativeNetPay).toBe(true);
    const positive = await provider();
    await approvedDay(positive.assignmentId, ended);
    expect((await paymentOf(positive.id, ended)).negativeNetPay).toBe(false);
  });

  it('tells the provider and the staff who reviewed a payment when a later calculation changes it', async () => {
    const p = await provider();
    await approvedDay(p.assignmentId, ended);
    const payment = await paymentOf(p.id, ended);
    // Nobody reviewed it yet: the calculation that follows a bonus's approval changes it silently.
    await approvedBonus(p.id, ended, 'incentive', '10.00');
    await recalculationsDone(t);
    expect((await noticesOf(p.id)).map((n) => n.type)).not.toContain('payment-recalculated');

    const reviewerToken = await t.iconUserToken(['view-payments', 'recalculate-payments']);
    const reviewer = bearer(reviewerToken);
    const reviewed = await post(
      `${S.replace('super-admin', 'icon-users')}/payments/${payment._id}/recalculate`,
      { confirm: true },
      reviewer,
    );
    expect(reviewed.statusCode).toBe(200);
    const [me] = await t.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(auditEvents, eq(auditEvents.actorId, users.id))
      .where(and(eq(auditEvents.entityId, payment._id), eq(auditEvents.action, 'recalculate')));
    const reviewerId = me?.id as string;

    await approvedBonus(p.id, ended, 'incentive', '25.00');
    await recalculationsDone(t);
    const told = (await noticesOf(p.id)).filter((n) => n.type === 'payment-recalculated');
    expect(told).toEqual([
      {
        type: 'payment-recalculated',
        title: 'Payment recalculated',
        body: expect.stringMatching(
          /^Your payment for the pay period .* was recalculated: net pay \$835 \(was \$810\)\.$/,
        ),
        link: `/provider-view-payment/${payment._id}`,
      },
    ]);
    expect((await noticesOf(reviewerId)).filter((n) => n.type === 'payment-recalculated')).toEqual([
      {
        type: 'payment-recalculated',
        title: 'Payment recalculated',
        body: expect.stringMatching(
          /, which you reviewed, was recalculated by the portal, after a change to what it is made of: net pay \$835 \(was \$810\)\.$/,
        ),
        link: `/view-payment/${payment._id}`,
      },
    ]);
  });
});

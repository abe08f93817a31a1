import { first, type PayStatementRun } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, payments } from '../../../db/schema/index.ts';
import { bearer } from '../../../test/buildTestApp.ts';
import { pdfText as rawText, zipNames } from '../../../test/files.ts';
import { workbookOf } from '../../../test/workbook.ts';
import * as world from '../payments.fixtures.ts';

world.setUpPaymentsWorld();

/** The PDF's text with runs of blanks made one space (pdf.js puts a space between runs). */
const pdfText = async (bytes: Buffer) => (await rawText(bytes)).replace(/\s+/g, ' ');

const PV = '/api/providers';
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${Math.floor(Math.abs(cents) / 100).toLocaleString('en-US')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A provider with an approved payment: worked days, an expense, a bonus and a deduction. */
async function approvedPayment(approve = true) {
  const p = await world.providerAt(world.facilityId);
  await world.approvedSheet(p.assignmentId, world.entriesOf(world.WORKED));
  await world.approvedExtras(p.providerId);
  const payment = await world.paymentOf(p.providerId);
  if (approve) expect((await world.post(`${world.S}/payments/${payment._id}/approve`)).statusCode).toBe(200);
  const user = first(
    await world.t.db
      .execute(sql`select email from users where id = ${p.providerId}`)
      .then((r) => (r as unknown as { rows: { email: string }[] }).rows),
  );
  return { ...p, paymentId: payment._id, auth: bearer(await world.t.login(user.email)) };
}

/** The run once its job has stopped running (done or failed), as staff read it. */
async function settled(run: PayStatementRun): Promise<PayStatementRun> {
  let now = run;
  for (let i = 0; i < 300 && now.status === 'running'; i++) {
    await new Promise((r) => setTimeout(r, 200));
    now = (await world.get(`${world.S}/pay-statement-runs/${run._id}`)).json().data;
  }
  return now;
}

const stored = async (id: string) => first(await world.t.db.select().from(payments).where(eq(payments.id, id)));

describe('the pay statement of a payment', () => {
  let a: Awaited<ReturnType<typeof approvedPayment>>;
  let b: Awaited<ReturnType<typeof approvedPayment>>;
  beforeAll(async () => {
    a = await approvedPayment();
    b = await approvedPayment(false);
  });

  it('shows the days, expenses, bonuses, deductions, net pay and year to date as the database has them', async () => {
    const res = await world.get(`${world.S}/payments/${a.paymentId}/statement`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pay-statement-/);
    const text = await pdfText(res.rawPayload);
    const p = await stored(a.paymentId);
    expect(text).toContain('Pay statement');
    expect(text).toContain('Holiday');
    expect(text).toContain('Weekend');
    expect(text).toContain('In-House Call 02:30 at $25.00/h');
    expect(text).toContain('Meals');
    expect(text).toContain('Performance Bonus');
    expect(text).toContain('Deduction -$25.50');
    expect(text).toContain(`Gross pay 24:30 03:30 on call ${money(p.grossPayCents)}`);
    expect(text).toContain(money(p.expensesCents));
    // Net pay, this period and year to date: the year holds only this approved payment of the provider.
    const ytd = await world.t.db
      .select({ net: sql<string>`sum(${payments.netPayCents})::text` })
      .from(payments)
      .where(
        and(
          eq(payments.providerId, a.providerId),
          inArray(payments.status, ['approved', 'paid']),
          sql`extract(year from ${payments.periodEnd}) = ${Number(world.period.endDate.slice(0, 4))}`,
        ),
      );
    expect(text).toContain(`Net pay ${money(p.netPayCents)} ${money(Number(first(ytd).net))}`);
  });

  it('is the provider’s own: theirs downloads, another’s is 404, one not approved is 409, staff need view-payments', async () => {
    expect((await world.get(`${PV}/payments/${a.paymentId}/statement`, a.auth)).statusCode).toBe(200);
    const foreign = await world.get(`${PV}/payments/${a.paymentId}/statement`, b.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Payment not found');
    const early = await world.get(`${PV}/payments/${b.paymentId}/statement`, b.auth);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A pay statement exists once the payment is approved');
    const clerk = bearer(await world.t.iconUserToken(['view-providers']));
    expect((await world.get(`/api/icon-users/payments/${a.paymentId}/statement`, clerk)).statusCode).toBe(403);
    const viewer = bearer(await world.t.iconUserToken(['view-payments']));
    expect((await world.get(`/api/icon-users/payments/${a.paymentId}/statement`, viewer)).statusCode).toBe(200);
    expect(
      (await world.get(`/api/icon-users/payments-register?payPeriodId=${world.period.id}`, viewer)).statusCode,
    ).toBe(403);
  });
});

describe('the payments register and the statement run of a period', () => {
  let approved: string[];
  beforeAll(async () => {
    await approvedPayment();
    const rows = await world.t.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.payPeriodId, world.period.id), inArray(payments.status, ['approved', 'paid'])));
    approved = rows.map((r) => r.id);
  });

  const sums = async () =>
    first(
      await world.t.db
        .select({
          n: sql<number>`count(*)::int`,
          gross: sql<string>`sum(${payments.grossPayCents})::text`,
          net: sql<string>`sum(${payments.netPayCents})::text`,
          hours: sql<string>`lpad((sum(${payments.workedMinutes}) / 60)::text, 2, '0') || ':' || lpad((sum(${payments.workedMinutes}) % 60)::text, 2, '0')`,
        })
        .from(payments)
        .where(and(eq(payments.payPeriodId, world.period.id), inArray(payments.status, ['approved', 'paid']))),
    );

  it('lists the approved payments with a total line equal to the database (PDF)', async () => {
    const res = await world.get(`${world.S}/payments-register?payPeriodId=${world.period.id}&format=pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    const s = await sums();
    expect(s.n).toBe(approved.length);
    expect(text).toContain('Payments register');
    expect(text).toContain(`Total (${s.n}) ${s.hours} ${money(Number(s.gross))}`);
    expect(text).toContain(`${money(Number(s.net))} Page 1 of 1`);
  });

  it('writes numbers as numbers in the XLSX, with the total line', async () => {
    const res = await world.get(`${world.S}/payments-register?payPeriodId=${world.period.id}&format=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = (await workbookOf(res.rawPayload)).worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const s = await sums();
    expect(sheet.rowCount).toBe(s.n + 2);
    const total = sheet.getRow(s.n + 2);
    expect(total.getCell(1).value).toBe(`Total (${s.n})`);
    expect(typeof total.getCell(5).value).toBe('number');
    expect(total.getCell(5).value).toBeCloseTo(Number(s.gross) / 100, 2);
    expect(total.getCell(9).value).toBeCloseTo(Number(s.net) / 100, 2);
    expect(typeof sheet.getRow(2).getCell(9).value).toBe('number');
  });

  it('generates every statement as a job with progress to done, audited, and a ZIP of one PDF each', async () => {
    const bad = await world.post(`${world.S}/pay-statement-runs`, { payPeriodId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('payPeriodId');
    const started = await world.post(`${world.S}/pay-statement-runs`, { payPeriodId: world.period.id });
    expect(started.statusCode, started.body).toBe(202);
    const run = started.json().data;
    expect(run).toMatchObject({ status: 'running', total: approved.length });
    expect((await world.get(`${world.S}/pay-statement-runs/${run._id}/download`)).statusCode).toBe(409);
    const now = await settled(run);
    expect(now).toMatchObject({ status: 'done', done: approved.length, total: approved.length });
    expect((await world.get(`${world.S}/pay-statement-runs?payPeriodId=${world.period.id}`)).json().data._id).toBe(
      run._id,
    );
    const zip = await world.get(`${world.S}/pay-statement-runs/${run._id}/download`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = zipNames(zip.rawPayload);
    expect(names).toHaveLength(approved.length);
    expect(names.every((n) => /^pay-statements\/pay-statement-.*\.pdf$/.test(n))).toBe(true);
    const audited = await world.t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, run._id), eq(auditEvents.action, 'generate-pay-statements')));
    expect(audited).toHaveLength(1);
  });

  it('shows a run whose job failed as failed with the error, and runs it again to done on request', async () => {
    const storage = world.t.app.storage;
    const put = storage.put;
    storage.put = async () => {
      throw new Error('Storage is unavailable');
    };
    let run: PayStatementRun;
    try {
      const started = await world.post(`${world.S}/pay-statement-runs`, { payPeriodId: world.period.id });
      expect(started.statusCode, started.body).toBe(202);
      run = await settled(started.json().data);
    } finally {
      storage.put = put;
    }
    expect(run).toMatchObject({ status: 'failed', error: 'Storage is unavailable', done: 0 });
    expect((await world.get(`${world.S}/pay-statement-runs?payPeriodId=${world.period.id}`)).json().data).toMatchObject(
      { _id: run._id, status: 'failed', error: 'Storage is unavailable' },
    );
    expect((await world.get(`${world.S}/pay-statement-runs/${run._id}/download`)).statusCode).toBe(409);

    const again = await world.post(`${world.S}/pay-statement-runs/${run._id}/retry`);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toMatchObject({
      message: 'Generating the pay statements again',
      data: { status: 'running', error: null },
    });
    const done = await settled(again.json().data);
    expect(done).toMatchObject({ status: 'done', done: approved.length, error: null });
    expect(zipNames((await world.get(`${world.S}/pay-statement-runs/${run._id}/download`)).rawPayload)).toHaveLength(
      approved.length,
    );
    // Only a failed run runs again; the retry is audited.
    const twice = await world.post(`${world.S}/pay-statement-runs/${run._id}/retry`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only a failed statement run can be run again');
    expect((await world.post(`${world.S}/pay-statement-runs/${uuidv7()}/retry`)).statusCode).toBe(404);
    const audited = await world.t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, run._id), eq(auditEvents.action, 'retry-pay-statements')));
    expect(audited).toHaveLength(1);
  });

  it('refuses a period without approved payments and answers 404 for an unknown run', async () => {
    expect((await world.get(`${world.S}/pay-statement-runs/${uuidv7()}`)).statusCode).toBe(404);
    expect((await world.post(`${world.S}/pay-statement-runs`, { payPeriodId: uuidv7() })).statusCode).toBe(404);
    const p = first(
      await world.t.db
        .execute(
          sql`select id from pay_periods where id <> ${world.period.id} and not exists (select 1 from payments where pay_period_id = pay_periods.id) limit 1`,
        )
        .then((r) => (r as unknown as { rows: { id: string }[] }).rows),
    );
    expect((await world.post(`${world.S}/pay-statement-runs`, { payPeriodId: p.id })).statusCode).toBe(409);
  });
});

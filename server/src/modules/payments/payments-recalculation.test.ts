import { addDays, PAYMENT_HOLD_ACTIONS, type PaymentDetail } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { malpracticeInfo, providerProfiles, referenceItems } from '../../db/schema/index.ts';
import { applyComputedTransitions } from '../../platform/workflow.ts';
import { bearer } from '../../test/buildTestApp.ts';
import {
  admin,
  approvedSheet,
  entriesOf,
  facilityId,
  get,
  otherFacilityId,
  paymentOf,
  period,
  post,
  providerAt,
  S,
  setUpPaymentsWorld,
  t,
} from './payments.fixtures.ts';
import { TABLE_EDIT_SETTLE_SECONDS } from './payments.listeners.ts';
import { type RecalculateJob, runQueuedRecalculation } from './payments.service.ts';
import { PAYMENT_TARGET } from './payments.workflow.ts';

setUpPaymentsWorld();

describe('recalculation after a time sheet reset', () => {
  it('changes only the reset sheet lines and is audited with the totals before and after', async () => {
    const a = await providerAt(facilityId);
    const b = await providerAt(otherFacilityId, a.providerId);
    await approvedSheet(a.assignmentId, entriesOf([{ date: 'mon', hours: 8 }]));
    const second = await approvedSheet(b.assignmentId, entriesOf([{ date: 'thu', hours: 6 }]));
    const before = await paymentOf(a.providerId);
    expect(before.totals.grossPay).toBe('1400.00');
    expect(before.lines.map((l) => l.facility?.name).sort()).toEqual(['Payments General', 'Payments North']);
    const byFacility = await post(`${S}/payments/all?page=1&pageSize=10`, {
      filters: { facilityId: otherFacilityId, payPeriodId: period.id },
    });
    expect(byFacility.json().data.data.map((p: { _id: string }) => p._id)).toEqual([before._id]);

    expect((await post(`${S}/time-sheet/${second}/reset-time-sheet`)).statusCode).toBe(200);
    const after = await paymentOf(a.providerId);
    expect(after._id).toBe(before._id);
    expect(after.totals.grossPay).toBe('800.00');
    expect(after.lines).toHaveLength(1);
    // The untouched sheet's line is the same row.
    expect(after.lines[0]?._id).toBe(before.lines.find((l) => l.facility?.name === 'Payments General')?._id);
    const event = after.history.find((h) => h.action === 'auto-recalculate');
    expect(event?.changes).toEqual(
      expect.arrayContaining([
        { field: 'grossPay', old: '1400.00', new: '800.00' },
        { field: 'billed', old: '2100.00', new: '1200.00' },
      ]),
    );
  });
});

describe('hold on expired malpractice cover', () => {
  it('holds the payment with the reason, and staff release it with a note (audited)', async () => {
    const a = await providerAt(facilityId);
    const insurer = uuidv7();
    await t.db.insert(referenceItems).values({ id: insurer, kind: 'insurance-provider', name: `Insurer ${insurer}` });
    const expiry = addDays(period.startDate, 1);
    await t.db.insert(malpracticeInfo).values({
      id: uuidv7(),
      providerId: a.providerId,
      insuranceProviderId: insurer,
      policyNumber: 'P-1',
      effectiveDate: addDays(period.startDate, -365),
      expiryDate: expiry,
    });
    await approvedSheet(
      a.assignmentId,
      entriesOf([
        { date: 'mon', hours: 8 },
        { date: 'wed', hours: 2 },
        { date: 'thu', hours: 2 },
      ]),
    );
    const held = await paymentOf(a.providerId);
    const mmdd = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
    expect(held.status).toBe('held');
    expect(held.holdReason).toBe(
      `Malpractice cover expired on ${mmdd(expiry)}: 2 paid days from ${mmdd(addDays(period.startDate, 2))} not covered`,
    );
    expect((await post(`${S}/payments/${held._id}/approve`)).statusCode).toBe(409);
    const noNote = await post(`${S}/payments/${held._id}/release-hold`, { note: '' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors[0].field).toBe('note');
    const viewer = bearer(await t.iconUserToken(['view-payments']));
    expect((await post(`${S}/payments/${held._id}/release-hold`, { note: 'x' }, viewer)).statusCode).toBe(403);
    const released = await post(`${S}/payments/${held._id}/release-hold`, {
      note: 'Renewal on file, paid by exception',
    });
    expect(released.statusCode).toBe(200);
    const detail = released.json().data as PaymentDetail;
    expect(detail).toMatchObject({ status: 'calculated', holdReleaseNote: 'Renewal on file, paid by exception' });
    expect(detail.history[0]).toMatchObject({ action: 'release-hold' });
    expect(detail.history[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', old: 'held', new: 'calculated' },
        { field: 'note', old: null, new: 'Renewal on file, paid by exception' },
      ]),
    );
    // The same reason does not hold it again on a recalculation.
    const again = await post(`${S}/payments/${held._id}/recalculate`, { confirm: true });
    expect(again.json().data.payment.status).toBe('calculated');
    expect((await post(`${S}/payments/${held._id}/release-hold`, { note: 'again' })).statusCode).toBe(409);
  });

  it('moves a payment only by the hold rows of its table: an approved one is never held', async () => {
    const a = await providerAt(facilityId);
    await approvedSheet(a.assignmentId, entriesOf([{ date: 'mon', hours: 8 }]));
    const payment = await paymentOf(a.providerId);
    expect(payment.status).toBe('calculated');
    const compute = (target: string) =>
      t.db.transaction((tx) =>
        applyComputedTransitions(tx, PAYMENT_TARGET, {
          targets: sql`select ${payment._id}::uuid as id, ${target}::text as target`,
          actions: PAYMENT_HOLD_ACTIONS,
          actorId: null,
          actorName: null,
        }),
      );
    // calculated -> approved is no hold move: refused, left as it is and not audited.
    expect(await compute('approved')).toEqual([]);
    expect((await paymentOf(a.providerId)).status).toBe('calculated');
    expect((await post(`${S}/payments/${payment._id}/approve`)).statusCode).toBe(200);
    // approved -> held is in no row of the table either.
    expect(await compute('held')).toEqual([]);
    const after = await paymentOf(a.providerId);
    expect(after.status).toBe('approved');
    expect(after.history.map((h) => h.action)).not.toContain('hold');
  });
});

describe('a malpractice cover changed through the API', () => {
  it("holds the provider's payment by the job when the cover added had expired before the days paid", async () => {
    const a = await providerAt(facilityId);
    await approvedSheet(a.assignmentId, entriesOf([{ date: 'mon', hours: 8 }]));
    expect((await paymentOf(a.providerId)).status).toBe('calculated');
    const insurer = uuidv7();
    await t.db.insert(referenceItems).values({ id: insurer, kind: 'insurance-provider', name: `Insurer ${insurer}` });
    const cover = await post(`${S}/malpractice-rates/info`, {
      providerId: a.providerId,
      insuranceProviderId: insurer,
      policyNumber: 'P-API',
      perClaim: '1000000.00',
      aggregate: '3000000.00',
      effectiveDate: addDays(period.startDate, -365),
      expiryDate: addDays(period.startDate, -1),
    });
    expect(cover.statusCode).toBe(201);
    const held = await paymentOf(a.providerId);
    expect(held.status).toBe('held');
    expect(held.holdReason).toContain('Malpractice cover expired on');
  });
});

describe('input', () => {
  it('answers 400 naming the field, never 500', async () => {
    const bad = await post(`${S}/payments/all?page=1&pageSize=10`, { filters: { status: 'lost' } });
    expect(bad.statusCode).toBe(400);
    const nul = await post(`${S}/payments/all?page=1&pageSize=10`, { search: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect((await get(`${S}/payments/not-a-uuid`)).statusCode).toBe(400);
    expect((await get(`${S}/payments/${uuidv7()}`)).statusCode).toBe(404);
  });
});

describe('holiday and malpractice state-rate edits', () => {
  /** The delayed recalculation an edit queued (payments.listeners.ts): its data and how far ahead it starts. */
  async function delayedJob(match: string) {
    const res = await t.db.execute(
      sql`select data, extract(epoch from start_after - now())::int as wait from pgboss.job
          where name = 'recalculate-payments' and state = 'created' and data::text like ${`%${match}%`}
          order by created_on desc limit 1`,
    );
    const [row] = (res as unknown as { rows: { data: RecalculateJob; wait: number }[] }).rows;
    expect(row, `a recalculation job mentioning ${match}`).toBeTruthy();
    return row as { data: RecalculateJob; wait: number };
  }
  const runJob = (job: RecalculateJob) =>
    runQueuedRecalculation({ db: t.db, jobs: t.app.jobs, realtime: t.app.realtime, log: t.app.log }, job);

  it('a holiday added queues the recalculation of the payments covering its day, a minute later', async () => {
    const a = await providerAt(otherFacilityId);
    await approvedSheet(a.assignmentId, entriesOf([{ date: 'thu', hours: 8 }]));
    expect((await paymentOf(a.providerId)).totals.grossPay).toBe('800.00');
    const thursday = addDays(period.startDate, 3);
    expect((await post(`${S}/holidays`, { day: thursday, name: 'Calendar Test Day' })).statusCode).toBe(201);
    const job = await delayedJob(thursday);
    expect(job.data.days).toEqual([thursday]);
    expect(job.wait).toBeGreaterThan(TABLE_EDIT_SETTLE_SECONDS - 10);
    // Until it runs the stored payment is unchanged; once run, Thursday is paid at the holiday rate (8 x 150.50).
    expect((await paymentOf(a.providerId)).totals.grossPay).toBe('800.00');
    await runJob(job.data);
    expect((await paymentOf(a.providerId)).totals.grossPay).toBe('1204.00');
    // Removed again: the same, back to the regular rate.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${S}/holidays/${thursday}`, headers: admin })).statusCode,
    ).toBe(200);
    await runJob((await delayedJob(thursday)).data);
    expect((await paymentOf(a.providerId)).totals.grossPay).toBe('800.00');
  });

  it("a state rate added or edited recalculates the malpractice cost of the specialty's providers in that state", async () => {
    const a = await providerAt(otherFacilityId);
    await t.db.update(providerProfiles).set({ specialty: 'aa' }).where(eq(providerProfiles.userId, a.providerId));
    await approvedSheet(a.assignmentId, entriesOf([{ date: 'tue', hours: 8 }]));
    expect((await paymentOf(a.providerId)).totals.malpractice).toBe('0.00');
    const insurer = uuidv7();
    await t.db.insert(referenceItems).values({ id: insurer, kind: 'insurance-provider', name: `Insurer ${insurer}` });
    // $5.00 an hour for the specialty in California, from well before the period.
    const stateRate = (specialty: string) => ({
      insuranceProviderId: insurer,
      state: 'ca',
      specialty,
      hourlyCost: '5.00',
      effectiveFrom: addDays(period.startDate, -100),
    });
    const added = await post(`${S}/malpractice-rates/state-rates`, stateRate('aa'));
    expect(added.statusCode).toBe(201);
    const rateId = added.json().data._id as string;
    const job = await delayedJob('"costs"');
    expect(job.data.costs).toEqual([{ states: ['CA'], specialties: ['aa'], from: addDays(period.startDate, -100) }]);
    await runJob(job.data);
    expect((await paymentOf(a.providerId)).totals.malpractice).toBe('40.00');
    // Moved to another specialty: the old one's providers are recalculated too and lose the cost.
    const moved = await t.app.inject({
      method: 'PUT',
      url: `${S}/malpractice-rates/state-rates/${rateId}`,
      headers: admin,
      payload: stateRate('crna'),
    });
    expect(moved.statusCode).toBe(200);
    const again = await delayedJob('crna');
    expect(again.data.costs?.[0]?.specialties.sort()).toEqual(['aa', 'crna']);
    await runJob(again.data);
    expect((await paymentOf(a.providerId)).totals.malpractice).toBe('0.00');
  });
});

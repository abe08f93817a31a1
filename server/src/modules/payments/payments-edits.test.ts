import { addDays } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { providerProfiles, referenceItems } from '../../db/schema/index.ts';
import {
  admin,
  approvedSheet,
  entriesOf,
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

setUpPaymentsWorld();

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

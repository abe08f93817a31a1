import { addDays } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { referenceItems } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import * as world from './payments.fixtures.ts';
import { runQueuedRecalculation } from './payments.service.ts';

world.setUpPaymentsWorld();

/**
 * Every input of a payment changed by a bare SQL statement (no event, no service: any write path) is picked up by
 * the next recalculation, because the input fingerprint follows each row's version, not the service that wrote it.
 */
const deps = () => ({ db: world.t.db, jobs: world.t.app.jobs, realtime: world.t.app.realtime, log: world.t.app.log });
const run = (q: ReturnType<typeof sql>) => world.t.db.execute(q);

let providerId: string;
let assignmentId: string;
let sheetId: string;

/** Recalculates the provider's payments of the period as the job does, then reads the payment. */
async function recomputed() {
  await runQueuedRecalculation(deps(), {
    scopes: [{ providerId, from: world.period.startDate, to: world.period.endDate }],
  });
  return world.paymentOf(providerId);
}

beforeEach(async () => {
  ({ providerId, assignmentId } = await world.providerAt(world.facilityId));
  sheetId = await world.approvedSheet(assignmentId, world.entriesOf([{ date: 'mon', hours: 8 }]));
  const p = await world.paymentOf(providerId);
  expect(p.totals.grossPay).toBe('800.00');
  // Nothing changed: nothing written.
  expect(
    await runQueuedRecalculation(deps(), {
      scopes: [{ providerId, from: world.period.startDate, to: world.period.endDate }],
    }),
  ).toBe(0);
});

describe('a recalculation after an input changed outside the services', () => {
  it('picks up a time sheet day', async () => {
    await run(sql`update timesheets set entries = jsonb_set(entries, '{0,minutes}', '240') where id = ${sheetId}`);
    expect((await recomputed()).totals.grossPay).toBe('400.00');
  });

  it('picks up an expense added, then its amount changed', async () => {
    const id = uuidv7();
    await run(sql`insert into expenses (id, provider_id, facility_id, date, type, amount_cents, status)
      values (${id}, ${providerId}, ${world.facilityId}, ${addDays(world.period.startDate, 1)}, 'meals', 4217, 'approved')`);
    expect((await recomputed()).totals.expenses).toBe('42.17');
    await run(sql`update expenses set amount_cents = 5000 where id = ${id}`);
    const p = await recomputed();
    expect(p.totals.expenses).toBe('50.00');
    expect(p.totals.netPay).toBe('850.00');
  });

  it('picks up a bonus added, then turned into a deduction', async () => {
    const id = uuidv7();
    await run(sql`insert into bonuses (id, provider_id, type, amount_cents, pay_period_id, period_start, status)
      values (${id}, ${providerId}, 'performanceBonus', 15000, ${world.period.id}, ${world.period.startDate}, 'approved')`);
    expect((await recomputed()).totals.bonuses).toBe('150.00');
    await run(sql`update bonuses set type = 'deduction' where id = ${id}`);
    const p = await recomputed();
    expect(p.totals.bonuses).toBe('0.00');
    expect(p.totals.deductions).toBe('150.00');
    expect(p.totals.netPay).toBe('650.00');
  });

  it('picks up a pay rate changed', async () => {
    await run(sql`update pay_rates set rates = jsonb_set(rates, '{regularRates,worked,PayRate}', '12025')
      where assignment_id = ${assignmentId}`);
    expect((await recomputed()).totals.grossPay).toBe('962.00');
  });

  it('picks up the malpractice cost: specialty, state rates and the cover that picks the insurer', async () => {
    const [mine, other] = [uuidv7(), uuidv7()];
    await world.t.db.insert(referenceItems).values([
      { id: mine, kind: 'insurance-provider', name: `Insurer ${mine}` },
      { id: other, kind: 'insurance-provider', name: `Insurer ${other}` },
    ]);
    const from = addDays(world.period.startDate, -365);
    await run(sql`insert into malpractice_state_rates (id, insurance_provider_id, state, specialty, hourly_cents, effective_from)
      values (${uuidv7()}, ${mine}, 'CA', 'crna', 1000, ${from}), (${uuidv7()}, ${other}, 'CA', 'crna', 2000, ${from})`);
    expect((await recomputed()).totals.malpractice).toBe('0.00');
    await run(sql`update provider_profiles set specialty = 'crna' where user_id = ${providerId}`);
    // No cover: the dearest rate of the state and specialty.
    expect((await recomputed()).totals.malpractice).toBe('160.00');
    const cover = uuidv7();
    await run(sql`insert into malpractice_info (id, provider_id, insurance_provider_id, policy_number, effective_date, expiry_date)
      values (${cover}, ${providerId}, ${mine}, 'P-1', ${from}, ${addDays(world.period.endDate, 365)})`);
    expect((await recomputed()).totals.malpractice).toBe('80.00');
    await run(sql`update malpractice_info set insurance_provider_id = ${other} where id = ${cover}`);
    expect((await recomputed()).totals.malpractice).toBe('160.00');
    await run(sql`update malpractice_state_rates set hourly_cents = 2500 where insurance_provider_id = ${other}`);
    expect((await recomputed()).totals.malpractice).toBe('200.00');
  });

  it('picks up a retro adjustment carried into the period, then its amount changed', async () => {
    const id = uuidv7();
    const [earlier] = rowsOf<{ id: string }>(
      await run(sql`select id from pay_periods where type = 'bi_weekly' and end_date < ${world.period.startDate}
        order by start_date desc limit 1`),
    );
    await run(sql`insert into pay_adjustments (id, provider_id, corrects_pay_period_id, applies_pay_period_id, amount_cents, reason)
      values (${id}, ${providerId}, ${earlier?.id}, ${world.period.id}, 12550, 'Missed night')`);
    expect((await recomputed()).totals.grossPay).toBe('925.50');
    await run(sql`update pay_adjustments set amount_cents = -5000 where id = ${id}`);
    expect((await recomputed()).totals.grossPay).toBe('750.00');
  });

  it('picks up an exclusion found by screening: the payment is held saying why', async () => {
    await run(sql`update provider_profiles set excluded_on = ${world.period.startDate} where user_id = ${providerId}`);
    const p = await recomputed();
    expect(p.status).toBe('held');
    expect(p.holdReason).toContain('Provider on an exclusion list since');
  });

  it('picks up a holiday added on a worked day', async () => {
    await run(sql`insert into holidays (day, name) values (${world.period.startDate}, 'Extra Day')
      on conflict (day) do update set name = excluded.name`);
    expect((await recomputed()).totals.grossPay).toBe('1204.00');
    await run(sql`delete from holidays where day = ${world.period.startDate}`);
    expect((await recomputed()).totals.grossPay).toBe('800.00');
  });
});

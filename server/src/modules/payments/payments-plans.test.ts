import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/raw-rows.ts';
import * as world from './payments.fixtures.ts';
import { calculatePayments } from './payments.service.ts';
import type { CalcPlan } from './payments-calc.repo.ts';

world.setUpPaymentsWorld();

/**
 * A few providers' payments are calculated in one statement, more with temp tables (payments-calc.repo.ts): both
 * plans must store the same payments, lines and audit rows for the same data.
 */
const deps = () => ({ db: world.t.db, jobs: world.t.app.jobs, realtime: world.t.app.realtime, log: world.t.app.log });
const run = (q: ReturnType<typeof sql>) => world.t.db.execute(q);

/** The providers' payments of the period, their lines and their latest audit row, without row ids and times. */
async function stored(providerIds: string[]) {
  const ids = sql`${sql.param(providerIds)}::uuid[]`;
  const payments = rowsOf(
    await run(sql`select p.provider_id, p.status, p.gross_pay_cents, p.expenses_cents, p.bonuses_cents,
        p.deductions_cents, p.net_pay_cents, p.billed_cents, p.malpractice_cents, p.margin_cents, p.worked_minutes,
        p.on_call_minutes, p.facility_ids, p.hold_reason, i.fingerprint is not null as has_inputs
      from payments p left join payment_inputs i on i.payment_id = p.id
      where p.provider_id = any(${ids}) and p.pay_period_id = ${world.period.id} order by p.provider_id`),
  );
  const lines = rowsOf(
    await run(sql`select p.provider_id, l.line_key, l.fingerprint, l.kind, l.source_id, l.day, l.facility_id,
        l.assignment_id, l.pay_rate_id, l.rate_set, l.worked_minutes, l.on_call_type, l.on_call_minutes, l.keys,
        l.description, l.pay_cents, l.bill_cents, l.malpractice_cents
      from payment_lines l join payments p on p.id = l.payment_id
      where p.provider_id = any(${ids}) and p.pay_period_id = ${world.period.id} order by p.provider_id, l.line_key`),
  );
  const audits = rowsOf(
    await run(sql`select distinct on (p.provider_id) p.provider_id, a.action, a.changes
      from audit_events a join payments p on a.entity_id = p.id::text
      where p.provider_id = any(${ids}) and a.entity_type = 'payment' and a.action in ('calculate', 'recalculate')
      order by p.provider_id, a.at desc, a.id`),
  );
  return { payments, lines, audits };
}

const calculate = (providerIds: string[], plan: CalcPlan, action = 'calculate') =>
  calculatePayments(deps(), { providerIds, payPeriodIds: [world.period.id] }, { action, plan });

/** Calculates the providers' payments from nothing with `plan` and answers what it stored. */
async function fromScratch(providerIds: string[], plan: CalcPlan) {
  await run(sql`delete from payments where provider_id = any(${sql.param(providerIds)}::uuid[])`);
  await calculate(providerIds, plan);
  return stored(providerIds);
}

describe('the two plans of a calculation', () => {
  it('store the same payments, lines and audit rows, from scratch and after a change', async () => {
    const a = await world.providerAt(world.facilityId);
    await world.approvedSheet(a.assignmentId, world.entriesOf(world.WORKED));
    await world.approvedExtras(a.providerId);
    const b = await world.providerAt(world.otherFacilityId);
    const bSheet = await world.approvedSheet(b.assignmentId, world.entriesOf([{ date: 'tue', hours: 2.5 }]));
    const c = await world.providerAt(world.facilityId);
    await world.approvedSheet(c.assignmentId, world.entriesOf([{ date: 'mon', hours: 8 }]));
    await run(
      sql`update provider_profiles set excluded_on = ${world.period.startDate} where user_id = ${c.providerId}`,
    );
    await world.recalculationsDone();
    const providers = [a.providerId, b.providerId, c.providerId];

    const bySets = await fromScratch(providers, 'temp-tables');
    expect(bySets.payments).toHaveLength(3);
    expect(bySets.lines.length).toBeGreaterThan(6);
    expect(bySets.payments.find((p) => p.provider_id === c.providerId)?.hold_reason).toContain('exclusion list');
    // A line's fingerprint hashes its keys as jsonb prints them, whichever way the calculation writes them, so the
    // fingerprints stored by earlier releases still match unchanged lines.
    const [form] = rowsOf<{ lines: number; differ: number }>(
      await run(sql`select count(*)::int as lines, count(*) filter (where l.fingerprint <> md5(concat_ws('|', l.kind,
          l.source_id, l.day, l.facility_id, l.assignment_id, l.pay_rate_id, l.rate_set, l.worked_minutes,
          l.on_call_type, l.on_call_minutes, l.keys::text, l.description, l.pay_cents, l.bill_cents,
          l.malpractice_cents)))::int as differ
        from payment_lines l join payments p on p.id = l.payment_id
        where p.provider_id = any(${sql.param(providers)}::uuid[])`),
    );
    expect(form).toEqual({ lines: bySets.lines.length, differ: 0 });
    // Nothing changed since: neither plan derives or writes anything.
    for (const plan of ['temp-tables', 'one-statement'] as const) {
      expect(await calculate(providers, plan, 'auto-recalculate')).toBe(0);
      expect(await stored(providers)).toEqual(bySets);
    }
    expect(await fromScratch(providers, 'one-statement')).toEqual(bySets);

    // One line changed (B's Tuesday) and one replaced (A's bonus): each plan keeps, replaces and totals the same.
    const setInputs = async (minutes: number, bonusCents: number) => {
      await run(sql`update timesheets set entries = jsonb_set(entries, '{0,minutes}', ${String(minutes)}::jsonb)
        where id = ${bSheet}`);
      await run(
        sql`update bonuses set amount_cents = amount_cents + ${bonusCents} where provider_id = ${a.providerId}`,
      );
    };
    await setInputs(200, 100);
    await calculate(providers, 'temp-tables', 'recalculate');
    const changedBySets = await stored(providers);
    expect(changedBySets.lines).not.toEqual(bySets.lines);
    await setInputs(150, -100);
    expect(await fromScratch(providers, 'one-statement')).toEqual(bySets);
    await setInputs(200, 100);
    await calculate(providers, 'one-statement', 'recalculate');
    expect(await stored(providers)).toEqual(changedBySets);
  }, 120_000);
});

describe('the audit row of a calculation', () => {
  it('records each changed total and the hold reason as they were and are, whatever the text', async () => {
    const a = await world.providerAt(world.facilityId);
    await world.approvedSheet(a.assignmentId, world.entriesOf([{ date: 'mon', hours: 8 }]));
    await world.recalculationsDone();
    const odd = 'Held: "quoted", back\\slash, tab\t, new\nline, ünïcode';
    const amount = (cents: unknown) => (Number(cents) / 100).toFixed(2);
    for (const plan of ['temp-tables', 'one-statement'] as const) {
      await run(sql`update payments set hold_reason = ${odd}, gross_pay_cents = gross_pay_cents + 1
        where provider_id = ${a.providerId}`);
      const [before] = rowsOf<{ gross_pay_cents: string }>(
        await run(sql`select gross_pay_cents from payments where provider_id = ${a.providerId}`),
      );
      // Forced: its inputs did not change, so only an on-demand recalculation derives it again.
      await calculatePayments(
        deps(),
        { providerIds: [a.providerId], payPeriodIds: [world.period.id] },
        { action: 'recalculate', plan, auditUnchanged: true },
      );
      const { payments, audits } = await stored([a.providerId]);
      expect(payments[0]?.hold_reason).toBeNull();
      expect(audits).toEqual([
        {
          provider_id: a.providerId,
          action: 'recalculate',
          changes: [
            { field: 'grossPay', old: amount(before?.gross_pay_cents), new: amount(payments[0]?.gross_pay_cents) },
            { field: 'holdReason', old: odd, new: null },
          ],
        },
      ]);
    }
  });
});

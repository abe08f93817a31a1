import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/raw-rows.ts';
import { runBulkApproval } from '../timesheets/index.ts';
import * as world from './payments.fixtures.ts';
import { runQueuedRecalculation } from './payments.service.ts';

world.setUpPaymentsWorld();

const deps = () => ({ db: world.t.db, jobs: world.t.app.jobs, realtime: world.t.app.realtime, log: world.t.app.log });
const recalculate = (providerId: string) =>
  runQueuedRecalculation(deps(), { scopes: [{ providerId, from: world.period.startDate, to: world.period.endDate }] });

/** Every row version of a provider's payment, its lines and its audit rows: equal only if nothing was written. */
async function writtenState(providerId: string) {
  return rowsOf(
    await world.t.db.execute(sql`
      select 'payment' as kind, p.id::text, p.xmin::text as version from payments p where p.provider_id = ${providerId}
      union all select 'line', l.id::text, l.xmin::text from payment_lines l
        join payments p on p.id = l.payment_id where p.provider_id = ${providerId}
      union all select 'audit', a.id::text, a.action from audit_events a
        join payments p on a.entity_id = p.id::text where p.provider_id = ${providerId}
      order by 1, 2`),
  );
}

describe('a recalculation with nothing changed', () => {
  it('writes nothing, and a change made afterwards is still recalculated to the cent', async () => {
    const a = await world.providerAt(world.facilityId);
    await world.approvedSheet(a.assignmentId, world.entriesOf([{ date: 'mon', hours: 8 }]));
    expect((await world.paymentOf(a.providerId)).totals.grossPay).toBe('800.00');
    const before = await writtenState(a.providerId);
    expect(before.filter((r) => r.kind === 'line')).toHaveLength(1);

    expect(await recalculate(a.providerId)).toBe(0);
    expect(await writtenState(a.providerId)).toEqual(before);

    // A second sheet approved: the inputs differ, so the payment is derived again (its first line keeps its row).
    const b = await world.providerAt(world.otherFacilityId, a.providerId);
    await world.approvedSheet(b.assignmentId, world.entriesOf([{ date: 'tue', hours: 2.5 }]));
    const after = await world.paymentOf(a.providerId);
    expect(after.totals.grossPay).toBe('1050.00');
    expect(after.lines).toHaveLength(2);
  });
});

describe('a bulk approval run', () => {
  it('marks each (provider, period) once and the job recalculates the marked payments', async () => {
    const a = await world.providerAt(world.facilityId);
    const b = await world.providerAt(world.otherFacilityId, a.providerId);
    const ids: string[] = [];
    for (const [assignment, day] of [
      [a, 'mon'],
      [b, 'tue'],
    ] as const) {
      const res = await world.post(`${world.S}/time-sheet`, {
        assignmentId: assignment.assignmentId,
        payPeriodId: world.period.id,
        entries: world.entriesOf([{ date: day, hours: 4 }]),
      });
      const id = res.json().data._id as string;
      expect((await world.post(`${world.S}/time-sheet/${id}/submit-for-approval`)).statusCode).toBe(200);
      ids.push(id);
    }
    const { runId } = (await world.post(`${world.S}/time-sheet/bulk-approve`, { ids })).json().data;
    expect((await runBulkApproval(deps(), runId)).successfulApproved).toBe(2);
    const payment = await world.paymentOf(a.providerId);
    expect(payment.totals.grossPay).toBe('800.00');
    expect(payment.lines).toHaveLength(2);
    const marks = rowsOf(
      await world.t.db.execute(sql`select * from payment_period_marks where ${a.providerId}::uuid = any(provider_ids)`),
    );
    expect(marks).toEqual([]);
  });
});

import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { calculatePaymentsIn } from '../../modules/payments/index.ts';
import type { Db } from '../client.ts';
import { payPeriods } from '../schema/index.ts';

/**
 * Payments for the demo: computed by the payments calculation itself (the same set-based SQL as the job) from the
 * demo's approved time sheets, rates, expenses and bonuses of the four latest started bi-weekly periods; those of
 * the oldest period are approved and paid, and that period is closed (with the audit rows those steps write).
 */
export async function seedDemoPayments(tx: Db, todayIso: string, staff: { id: string; name: string }) {
  const periods = await tx
    .select({ id: payPeriods.id, startDate: payPeriods.startDate, endDate: payPeriods.endDate })
    .from(payPeriods)
    .where(and(eq(payPeriods.type, 'bi_weekly'), lte(payPeriods.startDate, todayIso)))
    .orderBy(desc(payPeriods.startDate))
    .limit(4);
  if (periods.length === 0) return;
  await calculatePaymentsIn(
    tx,
    { payPeriodIds: periods.map((p) => p.id) },
    { action: 'calculate', actorId: staff.id, actorName: staff.name },
  );
  const oldest = periods[periods.length - 1];
  if (!oldest || periods.length < 4) return;
  await tx.execute(sql`
    with paid as (
      update payments set status = 'paid', approved_at = now() - interval '2 days', approved_by = ${staff.name},
        paid_on = least((period_end + 5)::date, ${todayIso}::date),
        paid_reference = 'ACH-' || to_char(period_end, 'YYYYMMDD') || '-' || left(id::text, 4), updated_at = now()
      where pay_period_id = ${oldest.id}::uuid and status = 'calculated'
      returning id, paid_on, paid_reference
    )
    insert into audit_events (id, at, actor_id, actor_name, action, entity_type, entity_id, changes)
    select gen_random_uuid(), now() - interval '2 days', ${staff.id}::uuid, ${staff.name}, 'approve', 'payment', id::text,
      jsonb_build_array(jsonb_build_object('field', 'status', 'old', 'calculated', 'new', 'approved'))
    from paid
    union all
    select gen_random_uuid(), now() - interval '1 day', ${staff.id}::uuid, ${staff.name}, 'mark-paid', 'payment', id::text,
      jsonb_build_array(jsonb_build_object('field', 'status', 'old', 'approved', 'new', 'paid'),
        jsonb_build_object('field', 'paidOn', 'old', null, 'new', to_char(paid_on, 'YYYY-MM-DD')),
        jsonb_build_object('field', 'paidReference', 'old', null, 'new', paid_reference))
    from paid`);
  await closeDemoPeriod(tx, oldest.id, staff);
}

/**
 * Closes a period as the pay-periods workflow does (status, closed_at, the `close` audit event), and only when, as
 * that workflow requires, every payment of it is approved or paid: first start shows a closed period.
 */
async function closeDemoPeriod(tx: Db, periodId: string, staff: { id: string; name: string }) {
  await tx.execute(sql`
    with closed as (
      update pay_periods set status = 'closed', closed_at = now() - interval '12 hours', updated_at = now()
      where id = ${periodId}::uuid and status = 'open'
        and not exists (select 1 from payments where pay_period_id = ${periodId}::uuid
                        and status not in ('approved', 'paid'))
      returning id
    )
    insert into audit_events (id, at, actor_id, actor_name, action, entity_type, entity_id, changes)
    select gen_random_uuid(), now() - interval '12 hours', ${staff.id}::uuid, ${staff.name}, 'close', 'pay-period',
      id::text, jsonb_build_array(jsonb_build_object('field', 'status', 'old', 'open', 'new', 'closed'))
    from closed`);
}

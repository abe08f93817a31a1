import { type BonusType, itemAt } from '@portal/contracts';
import { and, desc, eq, lte } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { diff } from '../../platform/audit.ts';
import type { Db } from '../client.ts';
import { auditEvents, bonuses, payPeriods } from '../schema/index.ts';
import type { DemoPlacement } from './demo-rates.ts';

const DAY = 86_400_000;

/** [placement index, period (0 latest started bi-weekly, 1 the one before, ...), type, cents, approved, threshold hours, notes] */
const DEMO_BONUSES: [number, 0 | 1 | 2 | 3, BonusType, number, boolean, number | null, string][] = [
  [0, 3, 'hoursCompletionBonus', 50_000, true, 40, 'Completed the 40-hour block for the period'],
  [0, 0, 'hoursCompletionBonus', 50_000, false, 80, 'Paid if 80 approved hours are reached'],
  [0, 0, 'deduction', 7_550, false, null, 'Replacement badge and scrubs'],
  [2, 1, 'performanceBonus', 25_000, true, null, 'Excellent patient feedback'],
  [3, 0, 'referralBonus', 100_000, false, null, 'Referred a CRNA who joined this month'],
  [5, 1, 'incentive', 15_075, true, null, 'Weekend coverage incentive'],
  [6, 1, 'deduction', 4_000, true, null, 'Parking permit'],
  [4, 0, 'others', 12_000, false, null, 'Continuing education reimbursement'],
];

/**
 * Bonuses and deductions for the demo placements over the two latest bi-weekly periods: every type, pending and
 * approved ones (with their audit trail), and hours-completion bonuses whose view compares approved hours with
 * the threshold.
 */
export async function seedDemoBonuses(
  tx: Db,
  placements: DemoPlacement[],
  todayIso: string,
  staff: { id: string; name: string },
) {
  const periods = await tx
    .select()
    .from(payPeriods)
    .where(and(eq(payPeriods.type, 'bi_weekly'), lte(payPeriods.startDate, todayIso)))
    .orderBy(desc(payPeriods.startDate))
    .limit(4);
  if (periods.length < 4 || placements.length === 0) return;
  const created = new Date(Date.parse(`${todayIso}T00:00:00Z`) - 3 * DAY + 9 * 3_600_000);
  const approvedAt = new Date(created.getTime() + DAY);
  for (const [pi, age, type, cents, approved, hours, notes] of DEMO_BONUSES) {
    const p = itemAt(placements, pi % placements.length, 'a placement');
    const period = itemAt(periods, age, 'a pay period');
    const id = uuidv7();
    const values = {
      providerId: p.providerId,
      assignmentId: p.assignmentId,
      type,
      amountCents: cents,
      payPeriodId: period.id,
      periodStart: period.startDate,
      thresholdMinutes: hours === null ? null : hours * 60,
      notes,
    };
    await tx.insert(bonuses).values({
      id,
      ...values,
      status: approved ? 'approved' : 'pending',
      approvedAt: approved ? approvedAt : null,
      approvedBy: approved ? staff.name : null,
      createdAt: created,
      updatedAt: approved ? approvedAt : created,
    });
    const event = (at: Date, action: string, before: object | null, after: object) => ({
      id: uuidv7(),
      at,
      actorId: staff.id,
      actorName: staff.name,
      action,
      entityType: 'bonus',
      entityId: id,
      changes: diff(before as Record<string, unknown> | null, after as Record<string, unknown>),
    });
    await tx
      .insert(auditEvents)
      .values([
        event(created, 'create', null, values),
        ...(approved ? [event(approvedAt, 'approve', { status: 'pending' }, { status: 'approved' })] : []),
      ]);
  }
}

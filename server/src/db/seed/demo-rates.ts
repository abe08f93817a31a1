import { addDays, itemAt, type RatesCents } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { diff } from '../../platform/audit.ts';
import type { Db } from '../client.ts';
import { auditEvents, malpracticeInfo, malpracticeStateRates, payRates, referenceItems } from '../schema/index.ts';

const DAY = 86_400_000;

export interface DemoPlacement {
  assignmentId: string;
  providerId: string;
  facilityId: string;
  state: string;
  specialty: string;
  startDate: string;
}

/** Rates in cents: regular worked pay/bill, on-call and weekend/holiday premiums derived from them. */
function ratesFor(pay: number, bill: number, kind = 0): RatesCents {
  const set = (p: number, b: number) => ({
    worked: { PayRate: p, BillRate: b },
    'evening-on-call-pager': { PayRate: 1500, BillRate: 2500 },
    '24-hour-pager-call': { PayRate: 2000, BillRate: 3000 },
    // Deliberately thin: on this key the malpractice cost turns the margin negative, as the demo shows.
    'in-house-call': { PayRate: 4500, BillRate: 5000 },
  });
  const none = {
    worked: { PayRate: 0, BillRate: 0 },
    'evening-on-call-pager': { PayRate: 0, BillRate: 0 },
    '24-hour-pager-call': { PayRate: 0, BillRate: 0 },
    'in-house-call': { PayRate: 0, BillRate: 0 },
  };
  // Some placements have no holiday (or weekend) premiums, so the list shows each case of the pick rule.
  return {
    regularRates: set(pay, bill),
    weekendRates: kind === 2 ? none : set(Math.round(pay * 1.1), Math.round(bill * 1.1)),
    holidayRates: kind === 0 ? set(Math.round(pay * 1.5), Math.round(bill * 1.5)) : none,
  };
}

/**
 * Pay rates for the demo placements (approved ones, a pending new version, a pending first rate), malpractice state
 * rates for the facilities' states and each specialty, and each provider's cover with expiry dates spread over
 * expired, 30, 60 and 90 days, so the margin and the expired-malpractice list have something to show.
 */
export async function seedDemoRates(
  tx: Db,
  placements: DemoPlacement[],
  todayIso: string,
  staff: { id: string; name: string },
) {
  const [insurer] = await tx
    .select({ id: referenceItems.id })
    .from(referenceItems)
    .where(and(eq(referenceItems.kind, 'insurance-provider'), eq(referenceItems.name, 'MedPro Group')))
    .limit(1);
  if (insurer) {
    const states = [...new Set(placements.map((p) => p.state))];
    const cost: Record<string, number> = { crna: 850, anesthesiologist: 1600, aa: 700 };
    await tx.insert(malpracticeStateRates).values(
      states.flatMap((state, si) =>
        Object.entries(cost).map(([specialty, cents]) => ({
          id: uuidv7(),
          insuranceProviderId: insurer.id,
          state,
          specialty,
          hourlyCents: cents + si * 75,
          effectiveFrom: addDays(todayIso, -365),
        })),
      ),
    );
    const providers = [...new Map(placements.map((p) => [p.providerId, p])).values()];
    const expiries = [-10, 20, 45, 80, 300];
    await tx.insert(malpracticeInfo).values(
      providers.map((p, i) => ({
        id: uuidv7(),
        providerId: p.providerId,
        insuranceProviderId: insurer.id,
        policyNumber: `MPG-${2026_000 + i * 137}`,
        perClaimCents: 100_000_000,
        aggregateCents: 300_000_000,
        effectiveDate: addDays(todayIso, itemAt(expiries, i % expiries.length) - 365),
        expiryDate: addDays(todayIso, itemAt(expiries, i % expiries.length)),
      })),
    );
  }

  const approvedAt = new Date(Date.parse(`${todayIso}T00:00:00Z`) - 60 * DAY);
  for (const [i, p] of placements.entries()) {
    const pay = itemAt([12_000, 12_500, 21_000, 11_500, 11_800, 12_200, 12_600], i % 7, 'a pay rate');
    const bill = Math.round(pay * 1.35);
    const id = uuidv7();
    const approved = i !== placements.length - 1;
    const secondFrom = addDays(todayIso, -14);
    const versioned = i === 0;
    const first = {
      id,
      assignmentId: p.assignmentId,
      providerId: p.providerId,
      facilityId: p.facilityId,
      effectiveFrom: p.startDate,
      effectiveTo: versioned ? addDays(secondFrom, -1) : null,
      status: approved ? ('approved' as const) : ('pending' as const),
      rates: ratesFor(pay, bill, i % 3),
      approvedAt: approved ? approvedAt : null,
      approvedBy: approved ? staff.name : null,
      createdAt: approvedAt,
      updatedAt: approvedAt,
    };
    await tx.insert(payRates).values(first);
    const events = [
      { action: 'create', after: { effectiveFrom: first.effectiveFrom, rates: first.rates } },
      ...(approved ? [{ action: 'approve', before: { status: 'pending' }, after: { status: 'approved' } }] : []),
    ];
    for (const e of events) {
      await tx.insert(auditEvents).values({
        id: uuidv7(),
        at: approvedAt,
        actorId: staff.id,
        actorName: staff.name,
        action: e.action,
        entityType: 'pay-rate',
        entityId: id,
        changes: diff('before' in e ? e.before : {}, e.after),
      });
    }
    if (versioned) {
      await tx.insert(payRates).values({
        id: uuidv7(),
        assignmentId: p.assignmentId,
        providerId: p.providerId,
        facilityId: p.facilityId,
        effectiveFrom: secondFrom,
        status: 'pending',
        version: 2,
        previousId: id,
        rates: ratesFor(pay + 500, bill + 700, i % 3),
        notes: 'Raise after the first quarter',
      });
    }
  }
}

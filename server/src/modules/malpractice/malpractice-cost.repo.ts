import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { malpracticeInfo, malpracticeStateRates, referenceItems } from '../../db/schema/index.ts';

export interface MalpracticeCost {
  cents: number;
  source: { insuranceProvider: string; state: string; specialty: string; effectiveFrom: string } | null;
}

/**
 * The malpractice cost per hour for a provider working in a state on a day: the state rate of that state and the
 * provider's specialty effective on the day, preferring the insurer of the provider's cover on that day. None
 * known: 0 cents and no source.
 */
export async function malpracticeCostFor(
  db: Db,
  v: { providerId: string; state: string | null; specialty: string | null; on: string },
): Promise<MalpracticeCost> {
  if (!v.state || !v.specialty) return { cents: 0, source: null };
  const insurer = db
    .select({ id: malpracticeInfo.insuranceProviderId })
    .from(malpracticeInfo)
    .where(
      and(
        eq(malpracticeInfo.providerId, v.providerId),
        lte(malpracticeInfo.effectiveDate, v.on),
        gte(malpracticeInfo.expiryDate, v.on),
      ),
    );
  const [row] = await db
    .select({
      cents: malpracticeStateRates.hourlyCents,
      insuranceProvider: referenceItems.name,
      state: malpracticeStateRates.state,
      specialty: malpracticeStateRates.specialty,
      effectiveFrom: malpracticeStateRates.effectiveFrom,
    })
    .from(malpracticeStateRates)
    .innerJoin(referenceItems, eq(referenceItems.id, malpracticeStateRates.insuranceProviderId))
    .where(
      and(
        eq(sql`upper(${malpracticeStateRates.state})`, v.state.toUpperCase()),
        eq(malpracticeStateRates.specialty, v.specialty),
        lte(malpracticeStateRates.effectiveFrom, v.on),
        or(isNull(malpracticeStateRates.effectiveTo), gte(malpracticeStateRates.effectiveTo, v.on)),
      ),
    )
    .orderBy(
      desc(sql`${malpracticeStateRates.insuranceProviderId} in (${insurer})`),
      desc(malpracticeStateRates.hourlyCents),
    )
    .limit(1);
  if (!row) return { cents: 0, source: null };
  const { cents, ...source } = row;
  return { cents, source };
}

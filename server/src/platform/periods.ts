import { type Column, gte, isNull, lte, ne, or, type SQL } from 'drizzle-orm';

/** A table of versions each effective over [effective_from, effective_to] (to null: open-ended). */
type Versioned = { id: Column; effectiveFrom: Column; effectiveTo: Column };

/**
 * The conditions of another version (not `exceptId`) whose period meets [from, to] (to null: open-ended): two
 * versions of the same thing may not overlap.
 */
export function overlapping(
  table: Versioned,
  period: { effectiveFrom: string; effectiveTo: string | null },
  exceptId?: string,
) {
  const c: SQL[] = [or(isNull(table.effectiveTo), gte(table.effectiveTo, period.effectiveFrom)) as SQL];
  if (period.effectiveTo) c.push(lte(table.effectiveFrom, period.effectiveTo));
  if (exceptId) c.push(ne(table.id, exceptId));
  return c;
}

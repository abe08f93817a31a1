import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payAdjustments, payments, payPeriods, providerProfiles } from '../../db/schema/index.ts';
import { keysetSelect } from '../../platform/list.ts';
import { selectWithProvider, withProviderFields } from '../../platform/rows.ts';

/**
 * The first open period of the same type after `corrected` whose payment to the provider is not approved or paid
 * yet: the one an adjustment is carried into.
 */
export async function nextOpenPeriod(db: Db, corrected: typeof payPeriods.$inferSelect, providerId: string) {
  const [row] = await db
    .select()
    .from(payPeriods)
    .where(
      and(
        eq(payPeriods.type, corrected.type),
        eq(payPeriods.status, 'open'),
        gt(payPeriods.startDate, corrected.endDate),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(
              and(
                eq(payments.payPeriodId, payPeriods.id),
                eq(payments.providerId, providerId),
                inArray(payments.status, ['approved', 'paid']),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(payPeriods.startDate))
    .limit(1);
  return row;
}

export async function insertAdjustment(db: Db, row: typeof payAdjustments.$inferInsert) {
  const [inserted] = await db.insert(payAdjustments).values(row).returning();
  return inserted;
}

export async function findPeriod(db: Db, id: string) {
  const [row] = await db.select().from(payPeriods).where(eq(payPeriods.id, id)).limit(1);
  return row;
}

/** A payroll row's amounts (cents). */
const PAYROLL_FIGURES = {
  grossPayCents: payments.grossPayCents,
  expensesCents: payments.expensesCents,
  bonusesCents: payments.bonusesCents,
  deductionsCents: payments.deductionsCents,
  netPayCents: payments.netPayCents,
};

const PAYROLL_COLUMNS = { ...PAYROLL_FIGURES, id: payments.id, npi: providerProfiles.npi };
const payrollBase = (db: Db) =>
  selectWithProvider(db, PAYROLL_COLUMNS, payments)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, payments.providerId))
    .$dynamic();

/** The payroll hand-off's rows: every payment of a period with its provider's name and NPI, a batch at a time. */
export function payrollPayments(db: Db, payPeriodId: string) {
  return keysetSelect({
    id: payments.id,
    where: eq(payments.payPeriodId, payPeriodId),
    select: (w) => db.select({ id: payments.id }).from(payments).where(w).$dynamic(),
    rows: (ids) => payrollBase(db).where(inArray(payments.id, ids)),
    idOf: (r) => r.id,
    statement: { db, fields: withProviderFields(PAYROLL_COLUMNS), select: (w) => payrollBase(db).where(w) },
  });
}
export type PayrollRow = { provider: { firstName: string; lastName: string }; npi: string | null } & Record<
  keyof typeof PAYROLL_FIGURES,
  number
>;

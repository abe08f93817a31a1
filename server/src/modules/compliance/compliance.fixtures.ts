import { desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { payments, payPeriods } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/buildTestApp.ts';

/** A payment of the provider's last bi-weekly pay period, calculated and not yet approved (as the job leaves it). */
export async function calculatedPayment(t: TestApp, providerId: string) {
  const [period] = await t.db
    .select()
    .from(payPeriods)
    .where(eq(payPeriods.type, 'bi_weekly'))
    .orderBy(desc(payPeriods.startDate))
    .limit(1);
  if (!period) throw new Error('no pay period');
  const id = uuidv7();
  await t.db.insert(payments).values({
    id,
    providerId,
    payPeriodId: period.id,
    periodStart: period.startDate,
    periodEnd: period.endDate,
    status: 'calculated',
  });
  return id;
}

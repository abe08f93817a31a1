import type { ListVersion } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { payments, payPeriods } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';

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

/**
 * Imports a list file through the API as staff do (202, the version queued) and answers the version once its
 * screening job has stopped (screened or failed), read as the web reads it.
 */
export async function importScreened(
  t: TestApp,
  headers: Record<string, string>,
  source: string,
  bytes: Buffer,
): Promise<ListVersion> {
  const C = '/api/super-admin/compliance';
  const { payload, headers: h } = multipart({}, bytes, `${source}.csv`, 'text/csv');
  const res = await t.app.inject({
    method: 'POST',
    url: `${C}/lists/${source}/import`,
    headers: { ...headers, ...h },
    payload,
  });
  if (res.statusCode !== 202) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  let version: ListVersion = res.json().data;
  if (version.status !== 'queued') throw new Error(`a new version is ${version.status}`);
  for (let i = 0; i < 600 && (version.status === 'queued' || version.status === 'screening'); i++) {
    await new Promise((r) => setTimeout(r, 100));
    version = (await t.app.inject({ url: `${C}/lists/${version._id}`, headers })).json().data;
  }
  return version;
}

import type { ListQuery, NpiCheckListBody } from '@portal/contracts';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { licences, npiChecks, providerProfiles, users } from '../../../db/schema/index.ts';
import { filterTable, pagedList, userFullName } from '../../../platform/list.ts';
import { rowsOf } from '../../../platform/raw-rows.ts';

const checkColumns = { c: npiChecks, providerName: sql<string>`${userFullName()}` };
const checkRows = (db: Db) =>
  db.select(checkColumns).from(npiChecks).innerJoin(users, eq(users.id, npiChecks.providerId));
export type CheckRow = Awaited<ReturnType<typeof findCheck>> & object;

export const findCheck = async (db: Db, id: string) => (await checkRows(db).where(eq(npiChecks.id, id)))[0];

/** The provider's newest check. */
export const latestCheck = async (db: Db, providerId: string) =>
  (
    await checkRows(db)
      .where(eq(npiChecks.providerId, providerId))
      .orderBy(desc(npiChecks.createdAt), desc(npiChecks.id))
      .limit(1)
  )[0];

/** A provider's NPI as the profile holds it now ('' counts as none); undefined when there is no such provider. */
export async function providerNpi(db: Db, providerId: string) {
  const [row] = await db
    .select({ npi: sql<string | null>`nullif(trim(${providerProfiles.npi}), '')` })
    .from(users)
    .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(and(eq(users.id, providerId), eq(users.role, 'provider')));
  return row;
}

/** Of these providers, those whose NPI is set and is not the one their latest check looked up (set or changed). */
export async function npisToLookUp(tx: Db, providerIds: readonly string[]) {
  return rowsOf<{ provider_id: string; npi: string }>(
    await tx.execute(sql`select p.user_id as provider_id, trim(p.npi) as npi
      from provider_profiles p
      left join lateral (select c.npi from npi_checks c where c.provider_id = p.user_id
        order by c.created_at desc, c.id desc limit 1) last on true
      where p.user_id = any(${sql.param(providerIds)}::uuid[]) and nullif(trim(p.npi), '') is not null
        and last.npi is distinct from trim(p.npi)`),
  );
}

export async function insertChecks(tx: Db, rows: (typeof npiChecks.$inferInsert)[]) {
  if (rows.length) await tx.insert(npiChecks).values(rows);
}

/** What the registry's record is compared with: the provider's name, specialty and address state. */
export async function identityOf(db: Db, providerId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      specialty: providerProfiles.specialty,
      state: providerProfiles.state,
    })
    .from(users)
    .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(eq(users.id, providerId));
  return row;
}

/** A failed try of a pending check: counted, with why, while the job retries. */
export async function recordAttempt(db: Db, id: string, error: string) {
  await db
    .update(npiChecks)
    .set({ attempts: sql`${npiChecks.attempts} + 1`, lastError: error, updatedAt: new Date() })
    .where(and(eq(npiChecks.id, id), eq(npiChecks.status, 'pending')));
}

const CHECK_FILTERS = filterTable({
  status: (s) => eq(npiChecks.status, s as never),
  providerId: (id) => eq(npiChecks.providerId, id as never),
  search: (pattern) => sql`(${ilike(userFullName(), pattern)} or ${ilike(npiChecks.npi, pattern)})`,
});

export function listChecks(db: Db, query: ListQuery, body: NpiCheckListBody) {
  const where = and(...CHECK_FILTERS({ ...body.filters, search: body.search }));
  return pagedList(db, query, body, {
    ids: () =>
      db
        .select({ id: npiChecks.id })
        .from(npiChecks)
        .innerJoin(users, eq(users.id, npiChecks.providerId))
        .where(where)
        .$dynamic(),
    id: npiChecks.id,
    sort: {
      requestedAt: npiChecks.createdAt,
      providerName: sql`lower(${userFullName()})`,
      status: npiChecks.status,
    },
    defaultSort: 'requestedAt',
    rows: (ids) => checkRows(db).where(sql`${npiChecks.id} = any(${sql.param(ids)}::uuid[])`),
    idOf: (r) => r.c.id,
  });
}

/** What a credentialing file review needs of a provider's NPI: the newest check's status, NPI and when it answered. */
export async function npiStanding(db: Db, providerId: string) {
  const check = await latestCheck(db, providerId);
  return check ? { status: check.c.status, npi: check.c.npi, checkedAt: check.c.checkedAt } : null;
}

/**
 * The states a provider holds a live state licence in (pending or active), two-letter codes, sorted (the licences
 * module's table, read here: that module reaches compliance through credentialing).
 */
export async function licenceStatesOf(db: Db, providerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ state: licences.state })
    .from(licences)
    .where(
      and(
        eq(licences.providerId, providerId),
        eq(licences.type, 'state-licence'),
        sql`${licences.status} in ('pending', 'active')`,
      ),
    )
    .orderBy(licences.state);
  return rows.map((r) => r.state);
}

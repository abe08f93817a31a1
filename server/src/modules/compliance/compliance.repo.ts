import { type ListQuery, type listVersionListBodySchema, type MatchListBody, US_STATES } from '@portal/contracts';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  exclusionEntries,
  exclusionListVersions,
  screeningMatches,
  screeningRuns,
  users,
} from '../../db/schema/index.ts';
import { filterTable, pagedList, userFullName } from '../../platform/list.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import type { EntryRow } from './compliance.parse.ts';

type VersionListBody = z.input<typeof listVersionListBodySchema>;

/** Rows per INSERT: 11 columns each, well under the 65,535 parameters of one statement. */
const INSERT_BATCH = 2000;

/** Stores a list version and its rows, in batches (inside the caller's transaction). */
export async function insertVersion(
  tx: Db,
  version: typeof exclusionListVersions.$inferInsert,
  rows: EntryRow[],
): Promise<void> {
  await tx.insert(exclusionListVersions).values(version);
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await tx
      .insert(exclusionEntries)
      .values(rows.slice(i, i + INSERT_BATCH).map((r) => ({ ...r, versionId: version.id })));
  }
}

const BY_NAME = Object.entries(US_STATES).map(([code, name]) => sql`when ${name.toLowerCase()} then ${code}`);

/**
 * SQL: a state written any way ('Texas', ' tx ', 'TX') as its two-letter code, as contracts' `usStateOf` reads it;
 * what is no US state stays as written, upper-case; blank is null. Screening compares states through it, since a
 * profile or a facility may hold the name where the lists write the code.
 */
const stateCodeSql = (text: SQL) =>
  sql`(case lower(trim(${text})) ${sql.join(BY_NAME, sql` `)} else nullif(upper(trim(${text})), '') end)`;

/** Near spellings: names at least this similar (pg_trgm) with the same date of birth or state are possible matches. */
const NAME_SIMILARITY = 0.5;

/**
 * SQL: the (provider, entry) pairs worth a similarity, over screen_prov, screen_state and screen_ent: the same date
 * of birth, or a state in common and a word of the name in common (the benchmark's bare statement writes the same).
 */
const namePairs = sql`select p.id as provider_id, e.id as entry_id
    from screen_prov p join screen_ent e on e.dob = p.dob where e.full_name is not null
  union
  select s.id, e.id from screen_state s
    join screen_prov p on p.id = s.id cross join unnest(string_to_array(p.name, ' ')) w(word)
    join (select e.id, e.state, w.word from screen_ent e cross join unnest(string_to_array(e.full_name, ' ')) w(word)) e
      on e.state = s.state and e.word = w.word`;

export interface ScreenOutcome {
  runs: { versionId: string; screened: number; hits: number; possible: number }[];
  /** The matches not seen before. */
  matches: { id: string; providerId: string; source: string; kind: string; similarity: number }[];
}

/**
 * Screens active providers (all, or `providerIds`) against one list version (an import's) or the newest of each
 * list, set-based: the same NPI is a hit; a near name (trigram similarity) with the same date of birth, or a state
 * the provider lives or has worked in (profile, assigned facilities; compared by code), a possible match. Pairs are
 * narrowed by equality joins before any similarity is computed: the date of birth arm by the day itself, the state
 * arm by the state and a whole word of the name (a near spelling keeps the other word: 'jonathon whitaker' meets
 * 'jonathan whitaker'). Records one run per list version with each provider's result, and adds matches not seen
 * before (a reviewed one is not asked again).
 */
export async function screen(
  tx: Db,
  trigger: 'import' | 'provider-change',
  providerIds: readonly string[] | null,
  versionId?: string,
): Promise<ScreenOutcome> {
  await tx.execute(sql`set local pg_trgm.similarity_threshold = ${sql.raw(String(NAME_SIMILARITY))}`);
  await tx.execute(sql`drop table if exists pg_temp.screen_prov, pg_temp.screen_state, pg_temp.screen_ver,
    pg_temp.screen_ent, pg_temp.screen_pair, pg_temp.screen_cand`);
  const only = providerIds ? sql`and u.id = any(${sql.param(providerIds)}::uuid[])` : sql``;
  await tx.execute(sql`create temp table screen_prov on commit drop as
    select u.id, lower(regexp_replace(trim(u.first_name || ' ' || u.last_name), '[[:space:]]+', ' ', 'g')) as name,
      p.date_of_birth as dob, nullif(trim(p.npi), '') as npi, p.state
    from users u join provider_profiles p on p.user_id = u.id
    where u.role = 'provider' and u.archived_at is null ${only}`);
  // Each provider's states as codes: the profile's and those of every facility they were assigned to.
  await tx.execute(sql`create temp table screen_state on commit drop as
    select distinct x.id, ${stateCodeSql(sql`x.state`)} as state from (select p.id, p.state from screen_prov p
      union all select a.provider_id, f.state from screen_prov p
        join provider_facility_assignments a on a.provider_id = p.id join facilities f on f.id = a.facility_id) x
    where nullif(trim(x.state), '') is not null`);
  await tx.execute(
    sql`create temp table screen_ver on commit drop as ${
      versionId
        ? sql`select id, source from exclusion_list_versions where id = ${versionId}::uuid`
        : sql`select distinct on (source) id, source from exclusion_list_versions order by source, imported_at desc, id desc`
    }`,
  );
  // A few providers (a profile change) need only the entries that can meet them, not the whole list.
  const near = providerIds
    ? sql`where e.npi in (select npi from screen_prov) or e.date_of_birth in (select dob from screen_prov)
        or e.state in (select state from screen_state)`
    : sql``;
  await tx.execute(sql`create temp table screen_ent on commit drop as
    select e.id, e.version_id, v.source, e.entry_key, e.full_name, e.date_of_birth as dob, e.state, e.npi
    from exclusion_entries e join screen_ver v on v.id = e.version_id ${near}`);
  await tx.execute(sql`analyze screen_prov`);
  await tx.execute(sql`analyze screen_state`);
  await tx.execute(sql`analyze screen_ent`);
  // The pairs are kept and counted before the similarity join: estimated blind, that join would loop.
  await tx.execute(sql`create temp table screen_pair on commit drop as ${namePairs}`);
  await tx.execute(sql`analyze screen_pair`);
  await tx.execute(sql`create temp table screen_cand on commit drop as
    select p.id as provider_id, e.id as entry_id, e.version_id, e.source, e.entry_key, 'npi' as kind,
      1::real as similarity
    from screen_prov p join screen_ent e on e.npi = p.npi
    union all
    select p.id, e.id, e.version_id, e.source, e.entry_key,
      case when e.dob = p.dob then 'name-dob' else 'name-state' end, similarity(e.full_name, p.name)
    from screen_pair c join screen_prov p on p.id = c.provider_id join screen_ent e on e.id = c.entry_id
    where e.full_name % p.name and (p.npi is null or e.npi is distinct from p.npi)`);
  await tx.execute(sql`analyze screen_cand`);
  const runs = rowsOf<{ id: string; version_id: string; screened: number; hits: number; possible: number }>(
    await tx.execute(sql`insert into screening_runs (id, version_id, trigger, screened, hits, possible)
      select gen_random_uuid(), v.id, ${trigger}, (select count(*) from screen_prov),
        count(distinct c.provider_id) filter (where c.kind = 'npi'),
        count(distinct c.provider_id) filter (where c.kind <> 'npi')
      from screen_ver v left join screen_cand c on c.version_id = v.id
      group by v.id
      returning id, version_id, screened, hits, possible`),
  );
  await tx.execute(sql`insert into screening_checks (run_id, provider_id, result)
    select r.id, p.id,
      case when bool_or(c.kind = 'npi') then 'hit' when count(c.entry_id) > 0 then 'possible' else 'clear' end
    from screening_runs r join screen_ver v on v.id = r.version_id cross join screen_prov p
    left join screen_cand c on c.version_id = v.id and c.provider_id = p.id
    where r.id = any(${sql.param(runs.map((r) => r.id))}::uuid[])
    group by r.id, p.id`);
  const matches = rowsOf<{ id: string; provider_id: string; source: string; kind: string; similarity: number }>(
    await tx.execute(sql`insert into screening_matches (provider_id, entry_id, source, entry_key, kind, similarity)
    select distinct on (provider_id, source, entry_key) provider_id, entry_id, source, entry_key, kind, similarity
    from screen_cand order by provider_id, source, entry_key, similarity desc
    on conflict (provider_id, source, entry_key) do nothing
    returning id, provider_id, source, kind, similarity`),
  );
  return {
    matches: matches.map((m) => ({
      id: m.id,
      providerId: m.provider_id,
      source: m.source,
      kind: m.kind,
      similarity: Number(m.similarity),
    })),
    runs: runs.map((r) => ({
      versionId: r.version_id,
      screened: Number(r.screened),
      hits: Number(r.hits),
      possible: Number(r.possible),
    })),
  };
}

/** The import-time screening of each version (the first run after its import). */
const importRun = sql`(select r.screened, r.hits, r.possible from screening_runs r
  where r.version_id = ${exclusionListVersions.id} and r.trigger = 'import' order by r.ran_at limit 1)`;
const versionColumns = {
  v: exclusionListVersions,
  screened: sql<number>`coalesce((select x.screened from ${importRun} x), 0)`.mapWith(Number),
  hits: sql<number>`coalesce((select x.hits from ${importRun} x), 0)`.mapWith(Number),
  possible: sql<number>`coalesce((select x.possible from ${importRun} x), 0)`.mapWith(Number),
};

const VERSION_FILTERS = filterTable({
  source: (s) => eq(exclusionListVersions.source, s as never),
  search: (pattern) => ilike(exclusionListVersions.fileName, pattern),
});

export function listVersions(db: Db, query: ListQuery, body: VersionListBody) {
  const where = and(...VERSION_FILTERS({ ...body.filters, search: body.search }));
  return pagedList(db, query, body, {
    ids: () => db.select({ id: exclusionListVersions.id }).from(exclusionListVersions).where(where).$dynamic(),
    id: exclusionListVersions.id,
    sort: {
      importedAt: exclusionListVersions.importedAt,
      source: exclusionListVersions.source,
      rowCount: exclusionListVersions.rowCount,
    },
    defaultSort: 'importedAt',
    rows: (ids) =>
      db
        .select(versionColumns)
        .from(exclusionListVersions)
        .where(sql`${exclusionListVersions.id} = any(${sql.param(ids)}::uuid[])`),
    idOf: (r) => r.v.id,
  });
}

export const findVersion = async (db: Db, id: string) =>
  (await db.select(versionColumns).from(exclusionListVersions).where(eq(exclusionListVersions.id, id)))[0];

const matchColumns = {
  m: screeningMatches,
  e: exclusionEntries,
  providerName: sql<string>`${userFullName()}`,
};
const matchRows = (db: Db) =>
  db
    .select(matchColumns)
    .from(screeningMatches)
    .innerJoin(exclusionEntries, eq(exclusionEntries.id, screeningMatches.entryId))
    .innerJoin(users, eq(users.id, screeningMatches.providerId));
export type MatchRow = Awaited<ReturnType<typeof findMatch>> & object;

const MATCH_FILTERS = filterTable({
  status: (s) => eq(screeningMatches.status, s as never),
  kind: (k) => eq(screeningMatches.kind, k as never),
  providerId: (id) => eq(screeningMatches.providerId, id as never),
  search: (pattern) => ilike(userFullName(), pattern),
});

export function listMatches(db: Db, query: ListQuery, body: MatchListBody) {
  const where = and(...MATCH_FILTERS({ ...body.filters, search: body.search }));
  return pagedList(db, query, body, {
    ids: () =>
      db
        .select({ id: screeningMatches.id })
        .from(screeningMatches)
        .innerJoin(users, eq(users.id, screeningMatches.providerId))
        .where(where)
        .$dynamic(),
    id: screeningMatches.id,
    sort: {
      createdAt: screeningMatches.createdAt,
      providerName: sql`lower(${userFullName()})`,
      similarity: screeningMatches.similarity,
    },
    defaultSort: 'createdAt',
    rows: (ids) => matchRows(db).where(sql`${screeningMatches.id} = any(${sql.param(ids)}::uuid[])`),
    idOf: (r) => r.m.id,
  });
}

export const findMatch = async (db: Db, id: string) => (await matchRows(db).where(eq(screeningMatches.id, id)))[0];

/** How many confirmed (not lifted) exclusions a provider has. */
export async function confirmedMatches(db: Db, providerId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(screeningMatches)
    .where(and(eq(screeningMatches.providerId, providerId), eq(screeningMatches.status, 'confirmed')));
  return row?.n ?? 0;
}

export interface RecordRun {
  id: string;
  source: 'leie' | 'sam';
  file_name: string;
  imported_at: string;
  ran_at: string;
  /** `ran_at` and `imported_at` as the company's wall-clock time marked UTC: a date cell shows that time anywhere. */
  ran_at_cell: string;
  imported_at_cell: string;
  trigger: string;
  screened: number;
  hits: number;
  possible: number;
}

const inMonth = (month: string, zone: string) => sql`to_char(r.ran_at at time zone ${zone}, 'YYYY-MM') = ${month}`;

/** The screening runs of a month (company time zone), oldest first, with their list version. */
export async function recordRuns(db: Db, month: string, zone: string) {
  return rowsOf<RecordRun>(
    await db.execute(sql`select r.id, v.source, v.file_name,
        to_char(v.imported_at at time zone ${zone}, 'MM/DD/YYYY HH24:MI') as imported_at,
        to_char(r.ran_at at time zone ${zone}, 'MM/DD/YYYY HH24:MI') as ran_at,
        to_char(v.imported_at at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI:00"Z"') as imported_at_cell,
        to_char(r.ran_at at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI:00"Z"') as ran_at_cell, r.trigger,
        r.screened, r.hits, r.possible
      from screening_runs r join exclusion_list_versions v on v.id = r.version_id
      where ${inMonth(month, zone)} order by r.ran_at, r.id`),
  ).map((r) => ({ ...r, screened: Number(r.screened), hits: Number(r.hits), possible: Number(r.possible) }));
}

export interface RecordCheck {
  provider_id: string;
  provider_name: string;
  npi: string | null;
  result: 'clear' | 'hit' | 'possible';
  /** What staff decided about the provider's matches on the run's list, with who and when ('' when none). */
  review: string;
}

const RECORD_BATCH = 5000;

/** A match's review as the record writes it: 'Lifted by Ann Lee 11/28/2026 (reinstated 11/01/2026)'. */
const reviewText = (zone: string) => {
  const day = (at: SQL) => sql`to_char(${at} at time zone ${zone}, 'MM/DD/YYYY')`;
  return sql`case m.status
    when 'lifted' then 'Lifted by ' || coalesce(m.lifted_by, '-') || ' ' || ${day(sql`m.lifted_at`)}
      || coalesce(' (reinstated ' || to_char(m.reinstated_on, 'MM/DD/YYYY') || ')', '')
    when 'confirmed' then 'Confirmed by ' || coalesce(m.reviewed_by, '-') || ' ' || ${day(sql`m.reviewed_at`)}
    when 'dismissed' then 'Dismissed by ' || coalesce(m.reviewed_by, '-') || ' ' || ${day(sql`m.reviewed_at`)}
    else 'To review' end`;
};

/**
 * One run's results per provider, a batch at a time by provider id (`onlyFlagged`: hits and possible ones), with
 * the review of the provider's matches on the run's list (by the matches' provider index).
 */
export async function* runChecks(
  db: Db,
  run: Pick<RecordRun, 'id' | 'source'>,
  zone: string,
  onlyFlagged = false,
): AsyncGenerator<RecordCheck> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = rowsOf<RecordCheck>(
      await db.execute(sql`select c.provider_id, trim(u.first_name || ' ' || u.last_name) as provider_name,
          p.npi, c.result,
          coalesce((select string_agg(${reviewText(zone)}, '; ' order by m.created_at) from screening_matches m
            where m.provider_id = c.provider_id and m.source = ${run.source}), '') as review
        from screening_checks c join users u on u.id = c.provider_id
        left join provider_profiles p on p.user_id = c.provider_id
        where c.run_id = ${run.id}::uuid and c.provider_id > ${after}::uuid
          ${onlyFlagged ? sql`and c.result <> 'clear'` : sql``}
        order by c.provider_id limit ${RECORD_BATCH}`),
    );
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < RECORD_BATCH) return;
    after = last.provider_id;
  }
}

/**
 * A provider's exclusion standing: matches still to review (pending) and confirmed ones (both by the provider's
 * index on the matches), and when the lists were last screened (every import screens every provider).
 */
export async function exclusionStanding(db: Db, providerId: string) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${screeningMatches.status} = 'pending')::int`,
      confirmed: sql<number>`count(*) filter (where ${screeningMatches.status} = 'confirmed')::int`,
      screenedAt: sql<string | null>`(select max(${screeningRuns.ranAt})::text from ${screeningRuns})`,
    })
    .from(screeningMatches)
    .where(eq(screeningMatches.providerId, providerId));
  return { open: row?.open ?? 0, confirmed: row?.confirmed ?? 0, screenedAt: row?.screenedAt ?? null };
}

/**
 * Screening benchmark: every active provider of the bench data set screened against an 80,000-row LEIE-shaped list,
 * the way the portal does it after an import (importExclusionList: parse and store the version, then the screening
 * job's work, in its one transaction), beside bare SQL computing the same matches over temp tables, with the load
 * average.
 *
 * Its own setup, on the bench database copy (BENCH_DATABASE_URL): the seeded providers carry NPIs but neither a date of
 * birth nor a state, and their names are "Taylor Bench17382"; they get varied names, a date of birth and a state
 * (half written in full, "Texas") derived from their id, once. The list holds 1,000 NPI hits, 1,000 near names with
 * the same date of birth, 1,000 near names with the provider's state (written the other way) and the rest strangers.
 */
import { createHash } from 'node:crypto';
import { US_STATES } from '@portal/contracts';
import type pg from 'pg';
import { importExclusionList } from '../server/src/modules/compliance/index.ts';
import { type BenchApp, ms } from './bench-app.ts';
import { load } from './bench-http.ts';

const LIST_ROWS = Number(process.env.BENCH_LIST_ROWS ?? 80_000);
const PLANTED = 1_000;
const LEIE_HEADER =
  'LASTNAME,FIRSTNAME,MIDNAME,BUSNAME,GENERAL,SPECIALTY,UPIN,NPI,DOB,ADDRESS,CITY,STATE,ZIP,EXCLTYPE,EXCLDATE,REINDATE,WAIVERDATE,WVRSTATE';
const CONSONANTS = 'bcdfghjklmnprstv';
const VOWELS = 'aeiou';
const CODES = ['TX', 'CA', 'NY', 'FL', 'IL', 'OH', 'GA', 'AZ', 'CO', 'MA'] as const;

/**
 * A pronounceable name from hex digits: each three make a consonant-vowel-consonant syllable ('tadak'), so names are
 * about as varied as real ones (a few thousand trigrams), not the seed's "Bench17382".
 */
const nameOf = (hex: string, syllables: number) => {
  let s = '';
  for (let i = 0; i < syllables; i += 1) {
    const [c1, v, c2] = [0, 1, 2].map((k) => Number.parseInt(hex[3 * i + k] ?? '0', 16));
    s += `${CONSONANTS[c1 ?? 0]}${VOWELS[(v ?? 0) % 5]}${i === syllables - 1 ? CONSONANTS[c2 ?? 0] : ''}`;
  }
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/** The same as SQL over `md5` (a hex text), for the providers. */
const nameSql = (md5: string, from: number, syllables: number) => {
  const digit = (k: number) => `('x' || lpad(substr(${md5}, ${from + k}, 1), 8, '0'))::bit(32)::int`;
  const parts: string[] = [];
  for (let i = 0; i < syllables; i += 1) {
    parts.push(
      `substr('${CONSONANTS}', 1 + ${digit(3 * i)}, 1)`,
      `substr('${VOWELS}', 1 + ${digit(3 * i + 1)} % 5, 1)`,
    );
    if (i === syllables - 1) parts.push(`substr('${CONSONANTS}', 1 + ${digit(3 * i + 2)}, 1)`);
  }
  return `initcap(${parts.join(' || ')})`;
};

/** Gives the seeded providers varied names, a date of birth and a state (half as the full name), derived from their id. */
async function prepareProviders(bare: pg.Client) {
  const t0 = performance.now();
  const { rowCount } = await bare.query(`update users u set
      first_name = ${nameSql('md5(u.id::text)', 1, 2)}, last_name = ${nameSql('md5(u.id::text)', 10, 3)}
    from provider_profiles p where p.user_id = u.id and u.role = 'provider' and p.date_of_birth is null`);
  await bare.query(`update provider_profiles p set
      date_of_birth = date '1950-01-01' + (('x' || substr(md5(p.user_id::text), 21, 4))::bit(16)::int % 18000),
      state = (array[${CODES.map((c) => `'${c}'`).join(',')}])[1 + (('x' || substr(md5(p.user_id::text), 25, 2))::bit(8)::int % 10)]
    where p.date_of_birth is null`);
  // Half the profiles hold the state's full name, as a person may type it.
  await bare.query(`update provider_profiles p set state = case p.state
      ${CODES.map((c) => `when '${c}' then '${US_STATES[c]}'`).join(' ')} end
    where p.state in (${CODES.map((c) => `'${c}'`).join(',')}) and ('x' || substr(md5(p.user_id::text), 27, 1))::bit(4)::int < 8`);
  if (rowCount) {
    await bare.query('analyze users');
    await bare.query('analyze provider_profiles');
    console.log(`gave ${rowCount} providers names, dates of birth and states in ${ms(performance.now() - t0)}`);
  }
}

interface Planted {
  first_name: string;
  last_name: string;
  npi: string | null;
  dob: string;
  state: string | null;
}

const yyyymmdd = (day: string) => day.replaceAll('-', '');
/** One letter changed: a near spelling trigram similarity still finds. */
const misspelt = (name: string) => `${name.slice(0, -1)}${name.endsWith('a') ? 'e' : 'a'}`;
/** The state written the other way from the profile: a code as its name, a name as its code. */
const otherWay = (state: string | null) => {
  if (!state) return '';
  const code = Object.entries(US_STATES).find(([, name]) => name === state)?.[0];
  return code ?? US_STATES[state as keyof typeof US_STATES] ?? state;
};
const row = (last: string, first: string, npi: string, dob: string, state: string) =>
  `${last.toUpperCase()},${first.toUpperCase()},,,INDIVIDUAL,NURSE ANESTHETIST,,${npi},${dob},1 MAIN ST,CITY,${state},00000,1128a1,20240101,00000000,00000000,`;

/** An 80,000-row list in the LEIE's CSV format: planted hits and near names, then strangers. */
async function listFile(bare: pg.Client): Promise<Buffer> {
  const { rows } = await bare.query<Planted>(
    `select u.first_name, u.last_name, p.npi, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob, p.state
     from users u join provider_profiles p on p.user_id = u.id
     where u.role = 'provider' and u.archived_at is null and p.npi is not null
     order by md5(u.id::text) limit ${3 * PLANTED}`,
  );
  const lines = [LEIE_HEADER];
  rows.forEach((p, i) => {
    if (i < PLANTED) lines.push(row(p.last_name, p.first_name, p.npi ?? '', yyyymmdd(p.dob), CODES[i % 10] ?? ''));
    else if (i < 2 * PLANTED) lines.push(row(misspelt(p.last_name), p.first_name, '0000000000', yyyymmdd(p.dob), ''));
    else lines.push(row(misspelt(p.last_name), p.first_name, '0000000000', '19000101', otherWay(p.state)));
  });
  for (let i = lines.length - 1; i < LIST_ROWS; i += 1) {
    const dob = `19${String(40 + (i % 60)).padStart(2, '0')}${String(1 + (i % 12)).padStart(2, '0')}${String(1 + (i % 28)).padStart(2, '0')}`;
    const hex = createHash('md5').update(`stranger ${i}`).digest('hex');
    lines.push(
      row(nameOf(hex.slice(9), 3), nameOf(hex, 2), `9${String(i).padStart(9, '0')}`, dob, CODES[i % 10] ?? ''),
    );
  }
  return Buffer.from(lines.join('\n'));
}

/** The state of `x` as a code, written out as a CASE (the bare side does not use the portal's helper). */
const stateCase = (x: string) =>
  `(case lower(trim(${x})) ${Object.entries(US_STATES)
    .map(([code, name]) => `when '${name.toLowerCase().replaceAll("'", "''")}' then '${code}'`)
    .join(' ')} else nullif(upper(trim(${x})), '') end)`;

/**
 * The same matches in bare SQL, in one transaction over temp tables (as one statement the CTEs carry no statistics
 * and the planner loops over them): providers with their states as codes, the list's entries, the pairs of the same
 * date of birth or of a state and a name word in common, then the similarity. Answers the providers with a hit and
 * with a possible match. No version is stored and no run, check or match is written: that is the portal's part.
 */
const BARE = [
  `create temp table b_prov on commit drop as
    select u.id, lower(regexp_replace(trim(u.first_name || ' ' || u.last_name), '[[:space:]]+', ' ', 'g')) as name,
      p.date_of_birth as dob, nullif(trim(p.npi), '') as npi, p.state
    from users u join provider_profiles p on p.user_id = u.id where u.role = 'provider' and u.archived_at is null`,
  `create temp table b_state on commit drop as select distinct x.id, ${stateCase('x.state')} as state
    from (select id, state from b_prov union all select a.provider_id, f.state from provider_facility_assignments a
      join facilities f on f.id = a.facility_id join b_prov p on p.id = a.provider_id) x
    where nullif(trim(x.state), '') is not null`,
  `create temp table b_ent on commit drop as select e.id, e.full_name, e.date_of_birth as dob, e.state, e.npi
    from exclusion_entries e where e.version_id = $1`,
  'analyze b_prov',
  'analyze b_state',
  'analyze b_ent',
  `create temp table b_pair on commit drop as select p.id as provider_id, e.id as entry_id
    from b_prov p join b_ent e on e.dob = p.dob where e.full_name is not null
    union select s.id, e.id from b_state s join b_prov p on p.id = s.id
      cross join unnest(string_to_array(p.name, ' ')) w(word)
      join (select e.id, e.state, w.word from b_ent e cross join unnest(string_to_array(e.full_name, ' ')) w(word)) e
        on e.state = s.state and e.word = w.word`,
  'analyze b_pair',
  `select (select count(distinct p.id) from b_prov p join b_ent e on e.npi = p.npi)::int as hits,
    (select count(distinct p.id) from b_pair c join b_prov p on p.id = c.provider_id join b_ent e on e.id = c.entry_id
      where e.full_name % p.name and (p.npi is null or e.npi is distinct from p.npi))::int as possible`,
];

async function bareCounts(bare: pg.Client, versionId: string) {
  await bare.query('begin');
  let last: { hits: number; possible: number } | undefined;
  for (const statement of BARE) {
    const { rows } = await bare.query(statement, statement.includes('$1') ? [versionId] : []);
    last = rows[0];
  }
  await bare.query('rollback');
  return last;
}

export async function benchScreening(b: BenchApp, bare: pg.Client) {
  await prepareProviders(bare);
  const file = await listFile(bare);
  const loadBefore = load();
  const t0 = performance.now();
  const version = await importExclusionList(
    { db: b.db, user: null },
    'leie',
    { filename: 'bench-leie.csv', bytes: file },
    'Bench',
  );
  const portal = performance.now() - t0;
  const loadAfter = load();
  console.log(`  (portal done in ${ms(portal)}, load ${loadAfter.toFixed(1)}; the bare statement follows)`);

  await bare.query('set pg_trgm.similarity_threshold = 0.5');
  const t1 = performance.now();
  const counted = await bareCounts(bare, version._id);
  const bareMs = performance.now() - t1;
  const {
    rows: [{ matches } = { matches: 0 }],
  } = await bare.query<{ matches: number }>(
    'select count(*)::int as matches from screening_matches m join exclusion_entries e on e.id = m.entry_id where e.version_id = $1',
    [version._id],
  );

  console.log(
    `\nscreening: ${version.screened.toLocaleString()} providers against a ${version.rowCount.toLocaleString()}-row list`,
  );
  console.log(
    `  portal import + screening  ${ms(portal)}  hits ${version.hits}, possible ${version.possible} (providers); new matches to review ${matches}; load ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)}`,
  );
  console.log(
    `  bare SQL, temp tables      ${ms(bareMs)}  hits ${counted?.hits}, possible ${counted?.possible}; ratio ${(portal / bareMs).toFixed(2)}; load ${load().toFixed(1)}`,
  );
  console.log(
    `  same result: ${counted?.hits === version.hits && counted?.possible === version.possible ? 'yes' : 'NO'}`,
  );
}

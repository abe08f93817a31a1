import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuditEvent, type AuditRowRaw, auditEventOf } from '../../platform/audit.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import { inputFingerprintsSql } from './payments-inputs.repo.ts';
import { type CalcScope, calcLinesSql, candidatePairsSql, periodsWhere, providerWhere } from './payments-lines.repo.ts';

/**
 * Applying the payments calculation (its lines: payments-lines.repo.ts) to the payments of a scope, inside the
 * caller's transaction. The same SQL pieces, over relations of the same names (`pay_input`, `pay_skip`, `pay_calc`,
 * `pay_target`), run in one of two plans that write the same rows:
 * - `one-statement`, for a scope of a few providers: every step is a CTE of ONE statement (one round trip, no temp
 *   table, the planner's estimates from the base tables' statistics are right at that size);
 * - `temp-tables`, for more: a statement per step over temp tables analysed once filled, so each plan over 10,000
 *   payments knows their sizes (decision 0037).
 */

/** Up to this many providers, a calculation runs as one statement (decision 0049). */
const ONE_STATEMENT_PROVIDERS = 20;

export type CalcPlan = 'one-statement' | 'temp-tables';

const planFor = (scope: CalcScope): CalcPlan =>
  scope.providerIds && scope.providerIds.length <= ONE_STATEMENT_PROVIDERS ? 'one-statement' : 'temp-tables';

/** SQL: the hold reason of a payment's calculated lines (null when every paid day is covered). */
const HOLD_REASON_SQL = sql`'Malpractice cover expired on ' || to_char(max(c.expired_on), 'MM/DD/YYYY')
  || ': ' || count(*) || ' paid day' || case when count(*) = 1 then '' else 's' end || ' from '
  || to_char(min(c.day), 'MM/DD/YYYY') || ' not covered'`;

/** SQL: the hold reason of a provider staff confirmed on an exclusion list (compliance), for the row `a`. */
const EXCLUDED_REASON_SQL = sql`select 'Provider on an exclusion list since ' || to_char(x.excluded_on, 'MM/DD/YYYY')
  as reason from provider_profiles x where x.user_id = a.provider_id and x.excluded_on is not null`;

const amountText = (cents: SQL) => sql`to_char((${cents})::numeric / 100, 'FM999999999990.00')`;
const TOTALS: [string, string][] = [
  ['grossPay', 'gross_pay_cents'],
  ['expenses', 'expenses_cents'],
  ['bonuses', 'bonuses_cents'],
  ['deductions', 'deductions_cents'],
  ['netPay', 'net_pay_cents'],
  ['billed', 'billed_cents'],
  ['malpractice', 'malpractice_cents'],
  ['margin', 'margin_cents'],
];

/** The columns of a payment the calculation sets, from its row `a` of `totalsSql`. */
const COMPUTED_COLUMNS: [string, string][] = [
  ['gross_pay_cents', 'a.gross'],
  ['expenses_cents', 'a.expenses'],
  ['bonuses_cents', 'a.bonuses'],
  ['deductions_cents', 'a.deductions'],
  ['net_pay_cents', 'a.gross + a.expenses + a.bonuses - a.deductions'],
  ['billed_cents', 'a.billed'],
  ['malpractice_cents', 'a.malpractice'],
  ['margin_cents', 'a.billed - a.gross - a.malpractice'],
  ['worked_minutes', 'a.worked'],
  ['on_call_minutes', 'a.on_call'],
  ['facility_ids', 'a.facility_ids'],
  ['hold_reason', 'a.hold_reason'],
];
const computedSet = sql.raw(COMPUTED_COLUMNS.map(([column, value]) => `${column} = ${value}`).join(', '));

export interface ApplyOptions {
  /** The audited action: 'recalculate' (on demand) or 'auto-recalculate' (the job); new payments: 'calculate'. */
  action: string;
  actorId: string | null;
  actorName: string | null;
  /**
   * Audit payments whose totals did not change too (an on-demand recalculation is always recorded); such a
   * calculation also recomputes payments whose inputs did not change.
   */
  auditUnchanged?: boolean;
  /** How to run it; by default chosen by the scope's size (the tests compare both). */
  plan?: CalcPlan;
}

const samePair = (a: string, b: string) =>
  sql.raw(`${a}.provider_id = ${b}.provider_id and ${a}.pay_period_id = ${b}.pay_period_id`);

/**
 * SQL: payment `p` is one of `scope`'s (its provider and an open period of the scope). Tested on `p`'s own columns,
 * not by joining payments to themselves: while the table's statistics are stale (thousands of payments just inserted,
 * counted as none), such a self-join can be planned as a loop rescanning every payment for each payment.
 */
const inScope = (scope: CalcScope) => sql`p.pay_period_id in (select pp.id from pay_periods pp
  where ${periodsWhere(scope)}) and ${providerWhere(scope, sql`p.provider_id`)}`;

/** SQL: the payments whose inputs hash as at their last calculation (none when every payment is recomputed). */
const skipSql = (opts: ApplyOptions) => sql`select p.id, p.provider_id, p.pay_period_id from payments p
  join payment_inputs s on s.payment_id = p.id
  join pay_input i on ${samePair('i', 'p')} and i.fingerprint = s.fingerprint
  where p.status in ('calculated', 'held') and ${opts.auditUnchanged ? sql`false` : sql`true`}`;

/**
 * SQL: the payments to (re)compute: every calculated or held payment of the scope not skipped (approved and paid
 * ones are never touched; one without lines now lost every line: a reset time sheet).
 */
const targetsWhere = (scope: CalcScope) =>
  sql`p.status in ('calculated', 'held') and p.id not in (select id from pay_skip) and ${inScope(scope)}`;

/**
 * SQL: per (provider, period) of `from` (aliases `b`, with those columns, and its lines `l`), the totals of its lines
 * and its hold reason (the exclusion's first, else the expired cover's of its lines in `pay_calc`).
 */
const totalsSql = (from: SQL) => sql`(
  select a.*, coalesce(x.reason, h.reason) as hold_reason
  from (
    select b.provider_id, b.pay_period_id,
      coalesce(sum(l.pay_cents) filter (where l.kind in ('day', 'adjustment')), 0) as gross,
      coalesce(sum(l.pay_cents) filter (where l.kind = 'expense'), 0) as expenses,
      coalesce(sum(l.pay_cents) filter (where l.kind = 'bonus'), 0) as bonuses,
      coalesce(-sum(l.pay_cents) filter (where l.kind = 'deduction'), 0) as deductions,
      coalesce(sum(l.bill_cents), 0) as billed,
      coalesce(sum(l.malpractice_cents), 0) as malpractice,
      coalesce(sum(l.worked_minutes), 0) as worked,
      coalesce(sum(l.on_call_minutes), 0) as on_call,
      coalesce(array_agg(distinct l.facility_id) filter (where l.facility_id is not null), '{}'::uuid[]) as facility_ids
    from ${from} group by 1, 2
  ) a
  left join (
    select c.provider_id, c.pay_period_id, ${HOLD_REASON_SQL} as reason
    from pay_calc c where c.cover_expired group by c.provider_id, c.pay_period_id
  ) h on ${samePair('h', 'a')}
  left join lateral (${EXCLUDED_REASON_SQL}) x on true
)`;

/**
 * SQL: inserts, with their totals (relation `totals`, rows of `totalsSql`), the payments of the pairs that have
 * calculated lines and no payment yet; answers the rows inserted.
 */
const INSERT_FRESH = sql`
  insert into payments (id, provider_id, pay_period_id, period_start, period_end, status, calculated_at,
    ${sql.raw(COMPUTED_COLUMNS.map(([column]) => column).join(', '))})
  select gen_random_uuid(), a.provider_id, a.pay_period_id, pp.start_date, pp.end_date, 'calculated', now(),
    ${sql.raw(COMPUTED_COLUMNS.map(([, value]) => value).join(', '))}
  from totals a join pay_periods pp on pp.id = a.pay_period_id
  where exists (select 1 from pay_calc c where ${samePair('c', 'a')})
  on conflict (provider_id, pay_period_id) do nothing
  returning *`;

/** Lines of the target payments that no longer match a calculated line (content or key). */
const DROP_CHANGED_LINES = sql`delete from payment_lines l using pay_target b
  where l.payment_id = b.id and not exists (
    select 1 from pay_calc c where ${samePair('c', 'b')} and c.line_key = l.line_key and c.fingerprint = l.fingerprint)`;

/**
 * SQL: inserts the calculated lines of the payments `written` (`id`, pair); a line already there is kept. `fresh`:
 * the payments are this transaction's own, new and seen by no other, so none has a line yet and each goes in as a
 * plain insert (a speculative insert confirms each row in a second write: about a tenth of the insert's CPU).
 */
const insertLinesSql = (written: SQL, when: SQL = sql`true`, fresh = false) => sql`
  insert into payment_lines (id, payment_id, line_key, fingerprint, kind, source_id, day, facility_id, assignment_id,
    pay_rate_id, rate_set, worked_minutes, on_call_type, on_call_minutes, keys, description, pay_cents, bill_cents,
    malpractice_cents)
  select gen_random_uuid(), b.id, c.line_key, c.fingerprint, c.kind, c.source_id, c.day, c.facility_id,
    c.assignment_id, c.pay_rate_id, c.rate_set, c.worked_minutes, c.on_call_type, c.on_call_minutes, c.keys,
    c.description, c.pay_cents, c.bill_cents, c.malpractice_cents
  from pay_calc c join ${written} b on ${samePair('b', 'c')}
  where ${when}
  ${fresh ? sql`` : sql`on conflict (payment_id, line_key) do nothing`}`;

/** SQL: stores the input fingerprint each payment of `written` was calculated from. */
const storeInputsSql = (written: SQL) => sql`
  insert into payment_inputs (payment_id, fingerprint)
  select b.id, i.fingerprint from ${written} b join pay_input i on ${samePair('i', 'b')}
  on conflict (payment_id) do update set fingerprint = excluded.fingerprint
    where payment_inputs.fingerprint is distinct from excluded.fingerprint`;

/** The audited fields of a payment, old and new (`b` before, `p` as written): its totals as amounts, its hold reason. */
const AUDITED: [field: string, old: SQL, now: SQL][] = [
  ...TOTALS.map(([field, col]): [string, SQL, SQL] => [
    field,
    amountText(sql.raw(`coalesce(b.${col}, 0)`)),
    amountText(sql.raw(`p.${col}`)),
  ]),
  ['holdReason', sql.raw('b.hold_reason'), sql.raw('p.hold_reason')],
];

/**
 * SQL: the audit rows of the payments of `from` (`p` as written, `b` as before, absent for a new one: its totals
 * were 0), each with the totals and hold reason that changed; a new payment's action is 'calculate'. The changes are
 * written as JSON text and cast once: the same jsonb as aggregating an object per field, at a fraction of the cost.
 */
function auditSql(from: SQL, opts: ApplyOptions): SQL {
  const values = AUDITED.map(([, old, now], i) => sql`${old} as ${sql.raw(`o${i}`)}, ${now} as ${sql.raw(`n${i}`)}`);
  const changes = AUDITED.map(([field], i) =>
    sql.raw(`case when v.o${i} is distinct from v.n${i} then '{"field": "${field}", "old": '
      || coalesce(to_json(v.o${i})::text, 'null') || ', "new": '
      || coalesce(to_json(v.n${i})::text, 'null') || '}' end`),
  );
  return sql`
    insert into audit_events (id, at, actor_id, actor_name, action, entity_type, entity_id, changes)
    select gen_random_uuid(), now(), ${opts.actorId}::uuid, ${opts.actorName}::text,
      case when ch.created then 'calculate' else ${opts.action} end, 'payment', ch.id::text, ch.changes::jsonb
    from (
      select v.id, v.created, '[' || concat_ws(', ', ${sql.join(changes, sql`, `)}) || ']' as changes
      from (select p.id, p.created_at = now() as created, ${sql.join(values, sql`, `)} from ${from} offset 0) v
    ) ch
    where ${opts.auditUnchanged ? sql`true` : sql`ch.changes <> '[]' or ch.created`}
    returning *`;
}

/**
 * SQL: the status each payment of `from` (alias `p`) should be in (contracts' `paymentStatusAfter`): held while its
 * hold reason is set and not the one released.
 */
const holdTargetsSql = (from: SQL) => sql`select p.id,
    case when p.hold_reason is not null and p.hold_reason is distinct from p.released_hold_reason
      then 'held' else 'calculated' end as target
  from ${from}`;

/** What a calculation wrote, and the statuses its payments should be in (read by the workflow engine after it). */
export interface Applied {
  events: AuditEvent[];
  holdTargets: SQL;
}

/**
 * Computes and stores the lines, totals and hold reason of the payments of `scope` inside the caller's transaction
 * (their status then moves through the workflow engine: payments.service.ts `calculateIn`). Approved and paid
 * payments are never touched. Lines whose content did not change keep their row; changed ones are replaced, vanished
 * ones removed. Answers the audit events written (one per new or changed payment, or per payment of the scope with
 * `auditUnchanged`). The input fingerprints are taken BEFORE the lines are derived (or in the same snapshot), so an
 * input changed in between leaves the stored fingerprint stale (the next calculation redoes the payment), never the
 * lines.
 */
export async function applyCalculation(tx: Db, scope: CalcScope, opts: ApplyOptions): Promise<Applied> {
  if ((opts.plan ?? planFor(scope)) === 'temp-tables') return applyWithTempTables(tx, scope, opts);
  const events = await applyInOneStatement(tx, scope, opts);
  return {
    events,
    holdTargets: holdTargetsSql(sql`payments p where p.status in ('calculated', 'held') and ${inScope(scope)}`),
  };
}

/**
 * Every step as a CTE of one statement. Its CTEs all read the snapshot taken when it starts, so: new payments are
 * inserted with their totals (an UPDATE cannot see a row inserted beside it), the totals are summed over the
 * calculated lines (equal to the stored ones once applied), and the changed lines are dropped before the new ones go
 * in (the insert waits on the count of the delete), so a line of the same key is replaced, not kept.
 */
async function applyInOneStatement(tx: Db, scope: CalcScope, opts: ApplyOptions): Promise<AuditEvent[]> {
  const written = sql`(select id, provider_id, pay_period_id from pay_target
    union all select id, provider_id, pay_period_id from fresh)`;
  const pairs = sql`(select provider_id, pay_period_id from pay_target
    union select provider_id, pay_period_id from pay_calc) b left join pay_calc l on ${samePair('l', 'b')}`;
  const rows = rowsOf<AuditRowRaw>(
    await tx.execute(sql`
    with pay_input as (${inputFingerprintsSql(candidatePairsSql(scope))}),
    pay_skip as (${skipSql(opts)}),
    pay_calc as materialized (select * from ${calcLinesSql(scope, true)} c),
    pay_target as materialized (select p.* from payments p where ${targetsWhere(scope)} for update),
    totals as materialized ${totalsSql(pairs)},
    fresh as (${INSERT_FRESH}),
    dropped as (${DROP_CHANGED_LINES} returning l.id),
    added as (${insertLinesSql(written, sql`(select count(*) from dropped) >= 0`)}),
    updated as (
      update payments p set ${computedSet}, calculated_at = now(), updated_at = now()
      from pay_target b join totals a on ${samePair('a', 'b')}
      where p.id = b.id
      returning p.*
    ),
    inputs as (${storeInputsSql(written)}),
    audited as (${auditSql(
      sql`(select * from updated union all select * from fresh) p left join pay_target b on b.id = p.id`,
      opts,
    )})
    select * from audited`),
  );
  return rows.map(auditEventOf);
}

/** Creates the transaction's temp table `name` from `select` and analyses it, so the planner knows its size. */
async function temp(tx: Db, name: string, select: SQL) {
  await tx.execute(sql`create temp table ${sql.identifier(name)} on commit drop as ${select}`);
  await tx.execute(sql`analyze ${sql.identifier(name)}`);
}

async function applyWithTempTables(tx: Db, scope: CalcScope, opts: ApplyOptions): Promise<Applied> {
  // The statements are short-lived and planned once: JIT compilation costs more than it saves here. The temp tables'
  // sizes and distinct counts are what their plans need: a small sample gives them at a tenth of the default cost.
  await tx.execute(sql`select set_config('jit', 'off', true), set_config('default_statistics_target', '10', true)`);
  await tx.execute(
    sql`drop table if exists pg_temp.pay_calc, pg_temp.pay_target, pg_temp.pay_input, pg_temp.pay_skip, pg_temp.pay_fresh`,
  );
  // Unanalysed, the planner guesses a temp table's size and may nest-loop over 100,000 rows.
  await temp(tx, 'pay_input', inputFingerprintsSql(candidatePairsSql(scope)));
  await temp(tx, 'pay_skip', skipSql(opts));
  // Every line and every payment to write belongs to a pair of `pay_input`: when all of them are skipped (nothing
  // changed), there is nothing to derive or write.
  const [left] = rowsOf<{ any: boolean }>(
    await tx.execute(sql`select exists (select 1 from pay_input i
      where not exists (select 1 from pay_skip s where ${samePair('s', 'i')})) as any`),
  );
  if (!left?.any) return { events: [], holdTargets: holdTargetsSql(sql`payments p where false`) };
  await temp(tx, 'pay_calc', sql`select * from ${calcLinesSql(scope, true)} c`);
  // Pairs without a payment yet (all of them from scratch): each new payment is inserted once, with its totals, not
  // inserted empty and updated after. Every step reads analysed temp tables: joined to a CTE of unknown size, the
  // insert of the lines once took a nested loop over `pay_calc` per payment.
  await temp(
    tx,
    'pay_fresh',
    sql`select gen_random_uuid() as id, a.provider_id, a.pay_period_id,
      ${sql.raw(COMPUTED_COLUMNS.map(([column, value]) => `${value} as ${column}`).join(', '))}
    from ${totalsSql(sql`(select distinct c.provider_id, c.pay_period_id from pay_calc c
      where not exists (select 1 from payments p where ${samePair('p', 'c')})) b
      join pay_calc l on ${samePair('l', 'b')}`)} a`,
  );
  const columns = COMPUTED_COLUMNS.map(([column]) => column);
  await tx.execute(sql`
    insert into payments (id, provider_id, pay_period_id, period_start, period_end, status, calculated_at,
      ${sql.raw(columns.join(', '))})
    select f.id, f.provider_id, f.pay_period_id, pp.start_date, pp.end_date, 'calculated', now(),
      ${sql.raw(columns.map((column) => `f.${column}`).join(', '))}
    from pay_fresh f join pay_periods pp on pp.id = f.pay_period_id
    on conflict (provider_id, pay_period_id) do nothing`);
  // A pair another calculation inserted meanwhile (this one waited for it) is recalculated below with the others.
  await tx.execute(sql`delete from pay_fresh f where not exists (select 1 from payments p where p.id = f.id)`);
  await tx.execute(insertLinesSql(sql`pay_fresh`, sql`true`, true));
  await tx.execute(storeInputsSql(sql`pay_fresh`));
  const fresh = rowsOf<AuditRowRaw>(
    await tx.execute(auditSql(sql`pay_fresh f join payments p on p.id = f.id left join payments b on false`, opts)),
  );
  // The payments there before (or inserted meanwhile by another calculation, which this one waited for), locked
  // first, so the totals recorded as "before" are those no other calculation is changing.
  const existing = sql`${targetsWhere(scope)} and p.id not in (select id from pay_fresh)`;
  await tx.execute(sql`select 1 from payments p where ${existing} for update`);
  await temp(tx, 'pay_target', sql`select p.* from payments p where ${existing}`);
  await tx.execute(DROP_CHANGED_LINES);
  await tx.execute(insertLinesSql(sql`pay_target`));
  await tx.execute(sql`
    update payments p set ${computedSet}, calculated_at = now(), updated_at = now()
    from ${totalsSql(sql`pay_target b left join payment_lines l on l.payment_id = b.id`)} a
    where ${samePair('p', 'a')}`);
  await tx.execute(storeInputsSql(sql`pay_target`));
  const recalculated = rowsOf<AuditRowRaw>(
    await tx.execute(auditSql(sql`payments p join pay_target b on b.id = p.id`, opts)),
  );
  return {
    events: [...fresh, ...recalculated].map(auditEventOf),
    holdTargets: holdTargetsSql(sql`payments p
      where p.id in (select id from pay_target union all select id from pay_fresh)`),
  };
}

import type { ListQuery, PaymentListBody } from '@portal/contracts';
import { and, asc, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, facilities, paymentLines, payments, payPeriods, users } from '../../db/schema/index.ts';
import { byLastName, filterTable, idIn, keysetSelect, ownScope, rowsByIds } from '../../platform/list.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import {
  findOne,
  type RowOf,
  refsPage,
  selectIdsJoining,
  selectWithProvider,
  withProviderFields,
} from '../../platform/rows.ts';
import { uuidArray } from '../../platform/sql-values.ts';
import { nameMatches } from '../users/index.ts';

const columns = {
  p: payments,
  period: { _id: payPeriods.id, type: payPeriods.type, startDate: payPeriods.startDate, endDate: payPeriods.endDate },
};

const base = (db: Db) =>
  selectWithProvider(db, columns, payments).innerJoin(payPeriods, eq(payPeriods.id, payments.payPeriodId));
export type PaymentRow = RowOf<typeof base>;

const SORT = {
  payPeriod: payments.periodStart,
  status: payments.status,
  grossPay: payments.grossPayCents,
  netPay: payments.netPayCents,
  calculatedAt: payments.calculatedAt,
  provider: byLastName(),
};

type Filterable = Pick<PaymentListBody, 'filters' | 'search'>;

/**
 * Each filter's condition; the owner (a provider's own list) takes the place of the provider filter. A search
 * resolves to provider ids first (the users' trigram index), which then probe `payments_provider_start_idx`.
 */
const FILTERS = filterTable({
  owner: (id) => eq(payments.providerId, id),
  providerId: (id) => eq(payments.providerId, id),
  payPeriodId: (id) => eq(payments.payPeriodId, id),
  status: (status) => eq(payments.status, status),
  facilityId: (id) => sql`${payments.facilityIds} @> array[${id}]::uuid[]`,
  search: (pattern) =>
    sql`${payments.providerId} = any(array(select ${users.id} from ${users} where ${users.role} = 'provider' and ${nameMatches(pattern)}))`,
});

/** The list's conditions (the page, the totals, the exports); `ownerId` scopes to one provider whatever the filters say. */
const where = (body: Filterable, ownerId?: string): SQL | undefined =>
  and(...FILTERS({ ...body.filters, ...ownScope(ownerId), search: body.search }));

const byIds = rowsByIds('payments_by_ids', base, payments.id);

// Every condition is on the payment itself (the search is a sub-select on users), so the count needs no join.
export function listPayments(db: Db, query: ListQuery, body: PaymentListBody, ownerId?: string) {
  const w = where(body, ownerId);
  return refsPage(db, query, body, ownerId, {
    table: payments,
    where: () => w,
    sort: SORT,
    defaultSort: 'payPeriod',
    rows: byIds,
    idOf: (r) => r.p.id,
  });
}

const sumOf = (col: SQL | typeof payments.grossPayCents) => sql<string>`coalesce(sum(${col}), 0)::text`;

/** The totals of every payment the filter matches (the foot of the list), in cents as text. */
export async function listTotals(db: Db, body: Filterable, ownerId?: string) {
  const [row] = await db
    .select({
      grossPay: sumOf(payments.grossPayCents),
      expenses: sumOf(payments.expensesCents),
      bonuses: sumOf(payments.bonusesCents),
      deductions: sumOf(payments.deductionsCents),
      netPay: sumOf(payments.netPayCents),
      billed: sumOf(payments.billedCents),
      malpractice: sumOf(payments.malpracticeCents),
      margin: sumOf(payments.marginCents),
    })
    .from(payments)
    .where(where(body, ownerId));
  return row;
}

export const findPayment = (db: Db, id: string, ownerId?: string) =>
  findOne(base(db).where(and(eq(payments.id, id), ownerId ? eq(payments.providerId, ownerId) : undefined)));

export const linesOf = (db: Db, paymentId: string) =>
  db
    .select({ l: paymentLines, facilityName: facilities.name })
    .from(paymentLines)
    .leftJoin(facilities, eq(facilities.id, paymentLines.facilityId))
    .where(eq(paymentLines.paymentId, paymentId))
    .orderBy(
      desc(sql`${paymentLines.kind} = 'day'`),
      sql`${paymentLines.day} asc nulls last`,
      asc(paymentLines.lineKey),
    );
export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** A payment's audit trail, newest first (calculations, recalculations, approval, payment, hold release). */
export const historyOf = (db: Db, paymentId: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'payment'), eq(auditEvents.entityId, paymentId)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(200);

/** Every matching payment in id order, a batch at a time (the bi-weekly export). */
export function allPayments(db: Db, body: Filterable, ownerId?: string, batch?: number) {
  return keysetSelect({
    id: payments.id,
    where: where(body, ownerId),
    select: (w) => selectIdsJoining(db, payments, w, {}),
    rows: (ids) => byIds(db, ids),
    idOf: (r) => r.p.id,
    batch,
    statement: { db, fields: withProviderFields(columns), select: (w) => base(db).where(w) },
  });
}

export interface DayRow {
  paymentId: string;
  providerName: string;
  email: string;
  periodStart: string;
  periodEnd: string;
  status: string;
  day: string;
  facilities: string;
  workedMinutes: number;
  onCallMinutes: number;
  payCents: number;
  billCents: number;
  malpracticeCents: number;
}

/**
 * The day-wise export: one row per provider per day (the day lines of a payment summed per day, across
 * facilities), payments picked by keyset a batch at a time, their lines aggregated in one query per batch.
 */
export async function* allPaymentDays(db: Db, body: Filterable, ownerId?: string, batch = 500): AsyncGenerator<DayRow> {
  const w = where(body, ownerId);
  let after: string | null = null;
  for (;;) {
    const ids: string[] = (
      await selectIdsJoining(db, payments, after ? and(w, gt(payments.id, after)) : w, {})
        .orderBy(payments.id)
        .limit(batch)
    ).map((r) => r.id);
    if (ids.length === 0) return;
    const rows = await db
      .select({
        paymentId: payments.id,
        providerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        email: users.email,
        periodStart: payments.periodStart,
        periodEnd: payments.periodEnd,
        status: payments.status,
        day: sql<string>`to_char(${paymentLines.day}, 'YYYY-MM-DD')`,
        facilities: sql<string>`string_agg(distinct ${facilities.name}, ', ')`,
        workedMinutes: sql<number>`sum(${paymentLines.workedMinutes})::int`,
        onCallMinutes: sql<number>`sum(${paymentLines.onCallMinutes})::int`,
        payCents: sql<number>`sum(${paymentLines.payCents})::bigint`,
        billCents: sql<number>`sum(${paymentLines.billCents})::bigint`,
        malpracticeCents: sql<number>`sum(${paymentLines.malpracticeCents})::bigint`,
      })
      .from(paymentLines)
      .innerJoin(payments, eq(payments.id, paymentLines.paymentId))
      .innerJoin(users, eq(users.id, payments.providerId))
      .leftJoin(facilities, eq(facilities.id, paymentLines.facilityId))
      .where(and(idIn(paymentLines.paymentId, ids), eq(paymentLines.kind, 'day')))
      .groupBy(payments.id, users.id, paymentLines.day)
      .orderBy(payments.id, paymentLines.day);
    for (const r of rows)
      yield {
        ...r,
        payCents: Number(r.payCents),
        billCents: Number(r.billCents),
        malpracticeCents: Number(r.malpracticeCents),
      };
    after = ids[ids.length - 1] ?? null;
  }
}

export type SourceKind = 'timesheet' | 'expense' | 'bonus' | 'pay-rate' | 'malpractice-info';
export interface SourceScope {
  providerId: string;
  from: string;
  to: string | null;
}

/** What a malpractice state-rate edit makes stale: providers of these specialties at facilities of these states. */
export interface CostScope {
  states: string[];
  specialties: string[];
  /** The rate's first day (the earliest of an edit's old and new); null: every day. */
  from: string | null;
}

/** The providers a cost scope reaches: approved time sheets at a facility of the states, in periods from its day. */
export async function providersUnderCost(db: Db, scope: CostScope): Promise<string[]> {
  const res = await db.execute(
    sql`select distinct t.provider_id
        from timesheets t
        join facilities f on f.id = t.facility_id
        join provider_profiles prof on prof.user_id = t.provider_id
        join pay_periods pp on pp.id = t.pay_period_id
        where t.status = 'approved' and upper(f.state) = any(${sql.param(scope.states)}::text[])
          and prof.specialty = any(${sql.param(scope.specialties)}::text[])
          and (${scope.from}::date is null or pp.end_date >= ${scope.from}::date)`,
  );
  return rowsOf<{ provider_id: string }>(res).map((r) => r.provider_id);
}

/** The ids of the changed records as an SQL uuid array. */
const uuidIds = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;
const SOURCE_SQL: Record<SourceKind, (ids: string[]) => SQL> = {
  timesheet: (ids) => sql`select t.provider_id, pp.start_date as from_day, pp.end_date as to_day
    from timesheets t join pay_periods pp on pp.id = t.pay_period_id where t.id = any(${uuidIds(ids)})`,
  expense: (ids) =>
    sql`select e.provider_id, e.date as from_day, e.date as to_day from expenses e where e.id = any(${uuidIds(ids)})`,
  bonus: (ids) => sql`select b.provider_id, pp.start_date as from_day, pp.end_date as to_day
    from bonuses b join pay_periods pp on pp.id = b.pay_period_id where b.id = any(${uuidIds(ids)})`,
  // Open-ended: a superseded version's period shrinks, so the days after its new end change too.
  'pay-rate': (ids) => sql`select r.provider_id, r.effective_from as from_day, null::date as to_day
    from pay_rates r where r.id = any(${uuidIds(ids)})`,
  // A cover's dates decide holds on any day of the provider (before its old or new start too): all their days.
  'malpractice-info': (ids) => sql`select m.provider_id, date '1900-01-01' as from_day, null::date as to_day
    from malpractice_info m where m.id = any(${uuidIds(ids)})`,
};

/** Which providers and days the given records touch (one query per kind): what a change makes stale. */
export async function sourceScopes(db: Db, kind: SourceKind, ids: string[]): Promise<SourceScope[]> {
  if (ids.length === 0) return [];
  const res = await db.execute(
    sql`select s.provider_id, to_char(s.from_day, 'YYYY-MM-DD') as from_day, to_char(s.to_day, 'YYYY-MM-DD') as to_day
        from (${SOURCE_SQL[kind](ids)}) s`,
  );
  return rowsOf<{ provider_id: string; from_day: string; to_day: string | null }>(res).map((r) => ({
    providerId: r.provider_id,
    from: r.from_day,
    to: r.to_day,
  }));
}

/** Locks one payment for the caller's transaction and answers its state. */
export async function lockPayment(db: Db, id: string) {
  const [row] = await db
    .select({
      id: payments.id,
      status: payments.status,
      providerId: payments.providerId,
      payPeriodId: payments.payPeriodId,
    })
    .from(payments)
    .where(eq(payments.id, id))
    .for('update');
  return row;
}

/** What a notice about payments says: provider, pay period and net pay of each. */
export const noticeFactsOf = (db: Db, ids: string[]) => base(db).where(inArray(payments.id, ids));

/**
 * The staff who reviewed each payment before this transaction: whoever recalculated it on demand, released its hold
 * or approved it (audit rows of staff users, written before now()).
 */
export async function reviewersOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectDistinct({ paymentId: auditEvents.entityId, userId: users.id })
    .from(auditEvents)
    .innerJoin(users, eq(users.id, auditEvents.actorId))
    .where(
      and(
        eq(auditEvents.entityType, 'payment'),
        inArray(auditEvents.entityId, ids),
        inArray(auditEvents.action, ['recalculate', 'release-hold', 'approve']),
        inArray(users.role, ['superAdmin', 'iconUser']),
        lt(auditEvents.at, sql`now()`),
      ),
    );
}

/**
 * Marks (provider, pay period) pairs for recalculation in one statement: one row per period, its providers merged
 * with those already marked. The caller gives each pair once, however many approved sheets share it.
 */
export async function markForRecalculation(db: Db, pairs: readonly { providerId: string; payPeriodId: string }[]) {
  if (pairs.length === 0) return;
  await db.execute(sql`insert into payment_period_marks (pay_period_id, provider_ids)
    select m.pay_period_id, array_agg(m.provider_id)
    from unnest(${uuidArray(pairs.map((p) => p.providerId))},
                ${uuidArray(pairs.map((p) => p.payPeriodId))}) as m(provider_id, pay_period_id)
    group by m.pay_period_id
    on conflict (pay_period_id) do update
      set provider_ids = array(select distinct unnest(payment_period_marks.provider_ids || excluded.provider_ids))`);
}

/**
 * Takes (deletes, in the caller's transaction) the marks no other transaction is taking: period -> providers. The
 * previous release's per-pair marks are taken too, while it may still write them.
 */
export async function takeRecalculationMarks(db: Db): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ provider_ids: string[]; pay_period_id: string }>(
    await db.execute(sql`with periods as (
        delete from payment_period_marks m
        using (select pay_period_id from payment_period_marks for update skip locked) x
        where m.pay_period_id = x.pay_period_id
        returning m.pay_period_id, m.provider_ids
      ), pairs as (
        delete from payment_recalc_marks m
        using (select provider_id, pay_period_id from payment_recalc_marks for update skip locked) x
        where m.provider_id = x.provider_id and m.pay_period_id = x.pay_period_id
        returning m.provider_id, m.pay_period_id
      )
      select pay_period_id, array_agg(distinct provider_id)::text[] as provider_ids
      from (select pay_period_id, unnest(provider_ids) as provider_id from periods
            union all select pay_period_id, provider_id from pairs) a
      group by pay_period_id`),
  );
  return new Map(rows.map((r) => [r.pay_period_id, r.provider_ids]));
}

import type { InvoiceListBody, ListQuery } from '@portal/contracts';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { facilities, invoiceCounters, invoiceLines, invoiceReceipts, invoices, users } from '../../db/schema/index.ts';
import { filterTable, pagedList, rowsByIds } from '../../platform/list.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import { findOne } from '../../platform/rows.ts';
import { effectiveRatesSql } from '../pay-rates/index.ts';

const SORT = {
  number: invoices.number,
  facility: sql`lower(${facilities.name})`,
  periodStart: invoices.periodStart,
  total: invoices.totalCents,
  status: invoices.status,
  createdAt: invoices.createdAt,
};

/** Each filter's condition; the search matches the facility's name or the number. */
const FILTERS = filterTable({
  status: (status) => eq(invoices.status, status),
  facilityId: (id) => eq(invoices.facilityId, id),
  search: (pattern) => sql`(${ilike(facilities.name, pattern)} or ${ilike(sql`${invoices.number}::text`, pattern)})`,
});

const rows = (db: Db) =>
  db
    .select({ i: invoices, facility: { id: facilities.id, name: facilities.name } })
    .from(invoices)
    .innerJoin(facilities, eq(facilities.id, invoices.facilityId));
export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];
const rowsOfIds = rowsByIds('invoices_by_ids', rows, invoices.id);

export function listInvoices(db: Db, query: ListQuery, body: InvoiceListBody) {
  const where = and(...FILTERS({ ...(body.filters ?? {}), search: body.search }));
  return pagedList(db, query, body, {
    ids: () =>
      db
        .select({ id: invoices.id })
        .from(invoices)
        .innerJoin(facilities, eq(facilities.id, invoices.facilityId))
        .where(where)
        .$dynamic(),
    id: invoices.id,
    sort: SORT,
    defaultSort: ['createdAt', 1],
    rows: (ids) => rowsOfIds(db, ids),
    idOf: (r) => r.i.id,
  });
}

export const findInvoice = (db: Db, id: string, lock = false) => {
  const q = rows(db).where(eq(invoices.id, id));
  return findOne(lock ? q.for('update', { of: invoices }) : q);
};

export const linesOf = (db: Db, invoiceId: string) =>
  db
    .select({ l: invoiceLines, provider: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(invoiceLines)
    .innerJoin(users, eq(users.id, invoiceLines.providerId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.day), asc(users.lastName), asc(users.firstName), asc(invoiceLines.kind));

export const receiptsOf = (db: Db, invoiceId: string) =>
  db
    .select()
    .from(invoiceReceipts)
    .where(eq(invoiceReceipts.invoiceId, invoiceId))
    .orderBy(asc(invoiceReceipts.receivedOn), asc(invoiceReceipts.createdAt));

/** The facility's billing contact, if it has one. */
export async function billingContactOf(db: Db, facilityId: string) {
  const r = rowsOf<{ name: string; email: string }>(
    await db.execute(sql`select name, email from facility_contacts
      where facility_id = ${facilityId} and type = 'billing' limit 1`),
  );
  return r[0] ?? null;
}

/** Another live (not void) invoice of the facility whose period overlaps this one. */
export const overlapping = (db: Db, facilityId: string, from: string, to: string) =>
  findOne(
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.facilityId, facilityId),
          sql`${invoices.status} <> 'void'`,
          sql`${invoices.periodStart} <= ${to}::date and ${invoices.periodEnd} >= ${from}::date`,
        ),
      ),
  );

/** Serialises drawing up invoices of one facility (two drafts of one period at once would both pass the check). */
export const lockFacility = (tx: Db, facilityId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoice:' || ${facilityId}))`);

const amount = (minutes: SQL, cents: SQL) => sql`round((${minutes})::numeric * (${cents}) / 60)::bigint`;
const billRate = (key: SQL) => sql`coalesce((r.rates -> r.rate_set -> ${key} ->> 'BillRate')::bigint, 0)`;

/**
 * Inserts the lines of a draft: each day of each approved time sheet at the facility in the period, at the bill
 * rates of the rate set pay picks for that day (pay-rates' `effectiveRatesSql`), rounded per key as payments round;
 * and each approved billable expense dated in the period.
 */
export async function insertLines(tx: Db, invoiceId: string, facilityId: string, from: string, to: string) {
  const days = sql`(
    select t.id as source_id, t.provider_id, t.assignment_id, (e.value ->> 'date')::date as day,
      coalesce((e.value ->> 'minutes')::int, 0) as worked_minutes,
      nullif(e.value ->> 'onCallType', '') as on_call_type,
      coalesce((e.value ->> 'onCallMinutes')::int, 0) as on_call_minutes
    from timesheets t cross join lateral jsonb_array_elements(t.entries) e
    where t.facility_id = ${facilityId} and t.status = 'approved'
      and (e.value ->> 'date')::date between ${from}::date and ${to}::date
  )`;
  await tx.execute(sql`
    insert into invoice_lines (id, invoice_id, kind, source_id, provider_id, day, rate_set, worked_minutes,
      on_call_minutes, description, amount_cents)
    select gen_random_uuid(), ${invoiceId}, 'day', r.source_id, r.provider_id, r.day, r.rate_set, r.worked_minutes,
      case when r.on_call_type is null then 0 else r.on_call_minutes end, null,
      ${amount(sql`r.worked_minutes`, billRate(sql`'worked'`))}
        + case when r.on_call_type is null then 0 else ${amount(sql`r.on_call_minutes`, billRate(sql`r.on_call_type`))} end
    from ${effectiveRatesSql(days)} r
    where r.worked_minutes > 0 or (r.on_call_type is not null and r.on_call_minutes > 0)`);
  await tx.execute(sql`
    insert into invoice_lines (id, invoice_id, kind, source_id, provider_id, day, description, amount_cents)
    select gen_random_uuid(), ${invoiceId}, 'expense', e.id, e.provider_id, e.date,
      e.type || coalesce(': ' || e.description, ''), e.amount_cents
    from expenses e
    where e.facility_id = ${facilityId} and e.status = 'approved' and e.billable
      and e.date between ${from}::date and ${to}::date`);
}

/** Sets the draft's totals to the exact sums of its lines; answers the total. */
export async function totalLines(tx: Db, invoiceId: string): Promise<number> {
  const [row] = rowsOf<{ total: string }>(
    await tx.execute(sql`
    update invoices i set
      hours_cents = s.hours, expenses_cents = s.expenses, total_cents = s.hours + s.expenses, updated_at = now()
    from (select coalesce(sum(amount_cents) filter (where kind = 'day'), 0) as hours,
            coalesce(sum(amount_cents) filter (where kind = 'expense'), 0) as expenses
          from invoice_lines where invoice_id = ${invoiceId}) s
    where i.id = ${invoiceId}
    returning i.total_cents::text as total`),
  );
  return Number(row?.total ?? 0);
}

export async function insertInvoice(tx: Db, values: typeof invoices.$inferInsert) {
  await tx.insert(invoices).values(values);
}

/** Takes the next invoice number: the counter row stays locked until the caller's transaction ends. */
export async function takeNumber(tx: Db): Promise<number> {
  const [row] = await tx
    .update(invoiceCounters)
    .set({ nextNumber: sql`${invoiceCounters.nextNumber} + 1` })
    .where(eq(invoiceCounters.name, 'invoice'))
    .returning({ taken: sql<number>`${invoiceCounters.nextNumber} - 1` });
  if (!row) throw new Error('invoice_counters has no invoice row');
  return Number(row.taken);
}

export async function insertReceipt(tx: Db, values: typeof invoiceReceipts.$inferInsert) {
  await tx.insert(invoiceReceipts).values(values);
  await tx
    .update(invoices)
    .set({ paidCents: sql`${invoices.paidCents} + ${values.amountCents}` })
    .where(eq(invoices.id, values.invoiceId));
}

export async function setPdfKey(db: Db, id: string, key: string) {
  await db.update(invoices).set({ pdfKey: key }).where(eq(invoices.id, id));
}

export async function deleteDraft(tx: Db, id: string) {
  await tx.delete(invoices).where(and(eq(invoices.id, id), eq(invoices.status, 'draft')));
}

export async function markSent(
  tx: Db,
  id: string,
  values: { number: number; issuedOn: string; dueOn: string; sentTo: string | null },
) {
  await tx
    .update(invoices)
    .set({ ...values, status: 'sent' })
    .where(eq(invoices.id, id));
}

export async function setStatus(tx: Db, id: string, status: 'paid' | 'partially_paid') {
  await tx.update(invoices).set({ status }).where(eq(invoices.id, id));
}

/** The latest `n` bi-weekly pay periods that ended before `today`, latest first. */
export async function endedBiWeeklyPeriods(tx: Db, today: string, n: number) {
  return rowsOf<{ startDate: string; endDate: string }>(
    await tx.execute(sql`select to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
      from pay_periods where type = 'bi_weekly' and end_date < ${today}::date order by start_date desc limit ${n}`),
  );
}

export async function facilitiesWithApprovedHours(tx: Db) {
  const r = rowsOf<{ id: string }>(
    await tx.execute(sql`select f.id from facilities f
      where exists (select 1 from timesheets t where t.facility_id = f.id and t.status = 'approved')
      order by f.name`),
  );
  return r.map((x) => x.id);
}

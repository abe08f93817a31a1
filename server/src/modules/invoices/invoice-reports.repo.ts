import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../platform/raw-rows.ts';

export interface AgingDbRow {
  facility_id: string;
  facility_name: string;
  current: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
}

/** The open balance (sent or partially paid) of each facility by days past the due date on `asOf`. */
export async function agingRows(db: Db, asOf: string): Promise<AgingDbRow[]> {
  const late = sql`(${asOf}::date - i.due_on)`;
  const bucket = (cond: ReturnType<typeof sql>) =>
    sql`coalesce(sum(i.total_cents - i.paid_cents) filter (where ${cond}), 0)::text`;
  return rowsOf<AgingDbRow>(
    await db.execute(sql`
      select f.id as facility_id, f.name as facility_name,
        ${bucket(sql`${late} <= 0`)} as current,
        ${bucket(sql`${late} between 1 and 30`)} as days1to30,
        ${bucket(sql`${late} between 31 and 60`)} as days31to60,
        ${bucket(sql`${late} between 61 and 90`)} as days61to90,
        ${bucket(sql`${late} > 90`)} as over90
      from invoices i join facilities f on f.id = i.facility_id
      where i.status in ('sent', 'partially_paid') and i.issued_on <= ${asOf}::date
      group by f.id, f.name
      order by lower(f.name), f.id`),
  );
}

export interface MarginDbRow {
  facility_id: string;
  facility_name: string;
  provider_id: string;
  provider_name: string;
  period_start: string;
  period_end: string;
  billed: string;
  pay: string;
  malpractice: string;
}

/**
 * Per facility, provider and pay period overlapping [from, to]: the billed amount, the pay and the malpractice cost of
 * the payments' day lines (computed by the payments module from the same rates and days).
 */
export async function marginRows(db: Db, from: string, to: string): Promise<MarginDbRow[]> {
  return rowsOf<MarginDbRow>(
    await db.execute(sql`
      select f.id as facility_id, f.name as facility_name, u.id as provider_id,
        u.first_name || ' ' || u.last_name as provider_name,
        to_char(p.period_start, 'YYYY-MM-DD') as period_start, to_char(p.period_end, 'YYYY-MM-DD') as period_end,
        sum(l.bill_cents)::bigint::text as billed, sum(l.pay_cents)::bigint::text as pay,
        sum(l.malpractice_cents)::bigint::text as malpractice
      from payment_lines l
      join payments p on p.id = l.payment_id
      join facilities f on f.id = l.facility_id
      join users u on u.id = p.provider_id
      where l.kind = 'day' and p.period_start <= ${to}::date and p.period_end >= ${from}::date
      group by f.id, f.name, u.id, u.first_name, u.last_name, p.period_start, p.period_end
      order by lower(f.name), lower(u.last_name), lower(u.first_name), p.period_start
      limit 5000`),
  );
}

export interface JournalDbRow {
  day: string;
  entry: 'invoice' | 'void' | 'receipt';
  number: number;
  facility: string;
  reference: string;
  amount_cents: string;
}

/** Invoices issued, invoices voided after issue and receipts, dated in [from, to], in date order. */
export async function journalRows(db: Db, from: string, to: string): Promise<JournalDbRow[]> {
  return rowsOf<JournalDbRow>(
    await db.execute(sql`
      select * from (
        select to_char(i.issued_on, 'YYYY-MM-DD') as day, 'invoice' as entry, i.number, f.name as facility,
          '' as reference, i.total_cents::text as amount_cents, 1 as ord, i.created_at as at
        from invoices i join facilities f on f.id = i.facility_id
        where i.issued_on between ${from}::date and ${to}::date
        union all
        select to_char(i.voided_on, 'YYYY-MM-DD'), 'void', i.number, f.name, i.void_reason, i.total_cents::text, 3,
          i.updated_at
        from invoices i join facilities f on f.id = i.facility_id
        where i.status = 'void' and i.number is not null and i.voided_on between ${from}::date and ${to}::date
        union all
        select to_char(r.received_on, 'YYYY-MM-DD'), 'receipt', i.number, f.name, r.reference, r.amount_cents::text, 2,
          r.created_at
        from invoice_receipts r join invoices i on i.id = r.invoice_id join facilities f on f.id = i.facility_id
        where r.received_on between ${from}::date and ${to}::date
      ) j order by j.day, j.number, j.ord, j.at`),
  );
}

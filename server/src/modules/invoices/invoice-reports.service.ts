import {
  AGING_BUCKETS,
  type AgingRow,
  centsToAmount,
  type MarginRow,
  type ReportPeriod,
  todayIn,
} from '@portal/contracts';
import type { Ctx } from '../../platform/context.ts';
import * as repo from './invoice-reports.repo.ts';

const amount = (cents: string | number) => centsToAmount(Number(cents));

/** Accounts receivable aging on today's date (company zone), one row a facility with a balance, and the totals. */
export async function agingReport(ctx: Ctx) {
  const asOf = todayIn();
  const rows: AgingRow[] = (await repo.agingRows(ctx.db, asOf)).map((r) => {
    const total = AGING_BUCKETS.reduce((s, b) => s + Number(r[b]), 0);
    return {
      facility: { _id: r.facility_id, name: r.facility_name },
      current: amount(r.current),
      days1to30: amount(r.days1to30),
      days31to60: amount(r.days31to60),
      days61to90: amount(r.days61to90),
      over90: amount(r.over90),
      total: amount(total),
    };
  });
  const sumOf = (k: (typeof AGING_BUCKETS)[number] | 'total') =>
    amount(rows.reduce((s, r) => s + Math.round(Number(r[k]) * 100), 0));
  const totals: AgingRow = {
    facility: { _id: '', name: 'Total' },
    current: sumOf('current'),
    days1to30: sumOf('days1to30'),
    days31to60: sumOf('days31to60'),
    days61to90: sumOf('days61to90'),
    over90: sumOf('over90'),
    total: sumOf('total'),
  };
  return { asOf, rows, totals };
}

/** Margin (billed - pay - malpractice cost) by facility, provider and pay period, and the totals. */
export async function marginReport(ctx: Ctx, period: ReportPeriod) {
  const raw = await repo.marginRows(ctx.db, period.from, period.to);
  let billed = 0;
  let pay = 0;
  let malpractice = 0;
  const rows: MarginRow[] = raw.map((r) => {
    const [b, p, m] = [Number(r.billed), Number(r.pay), Number(r.malpractice)];
    billed += b;
    pay += p;
    malpractice += m;
    return {
      facility: { _id: r.facility_id, name: r.facility_name },
      provider: { _id: r.provider_id, name: r.provider_name },
      periodStart: r.period_start,
      periodEnd: r.period_end,
      billed: amount(b),
      pay: amount(p),
      malpractice: amount(m),
      margin: amount(b - p - m),
    };
  });
  return {
    rows,
    totals: {
      billed: amount(billed),
      pay: amount(pay),
      malpractice: amount(malpractice),
      margin: amount(billed - pay - malpractice),
    },
  };
}

/** The double-entry accounts of each journal entry (documented in the README). */
const ACCOUNTS = {
  invoice: ['Accounts Receivable', 'Revenue'],
  void: ['Revenue', 'Accounts Receivable'],
  receipt: ['Cash', 'Accounts Receivable'],
} as const;

export interface JournalLine {
  day: string;
  entry: string;
  number: number;
  facility: string;
  reference: string;
  debit: string;
  credit: string;
  amount: string;
}

export async function* journalLines(ctx: Ctx, period: ReportPeriod): AsyncIterable<JournalLine> {
  for (const r of await repo.journalRows(ctx.db, period.from, period.to)) {
    const [debit, credit] = ACCOUNTS[r.entry];
    yield { ...r, debit, credit, amount: amount(r.amount_cents) };
  }
}

import {
  BONUS_TYPE_LABELS,
  type BonusType,
  centsToAmount,
  displayDay,
  EXPENSE_TYPE_LABELS,
  type ExpenseType,
  type Payment,
  type PaymentLine,
  type PaymentLineKey,
  type PaymentTotals,
  type RateKey,
  type RateSetName,
} from '@portal/contracts';
import type { StoredLineKey } from '../../db/schema/index.ts';
import type * as repo from './payments.repo.ts';
import type { CalcLineRow } from './payments-lines.repo.ts';

/**
 * Payments and their lines as the API answers them: stored rows and calculated (previewed) lines in one shape,
 * money as decimal strings, and what a provider may not see (bills, malpractice cost, margin) hidden.
 */

const amount = (cents: number | string | bigint) => centsToAmount(Number(cents));
const HIDDEN = '-';

export type TotalsCents = Record<keyof PaymentTotals, number>;
export const totalsOut = (t: TotalsCents, provider: boolean): PaymentTotals => ({
  grossPay: amount(t.grossPay),
  expenses: amount(t.expenses),
  bonuses: amount(t.bonuses),
  deductions: amount(t.deductions),
  netPay: amount(t.netPay),
  billed: provider ? HIDDEN : amount(t.billed),
  malpractice: provider ? HIDDEN : amount(t.malpractice),
  margin: provider ? HIDDEN : amount(t.margin),
});

export const storedTotals = (p: repo.PaymentRow['p']): TotalsCents => ({
  grossPay: p.grossPayCents,
  expenses: p.expensesCents,
  bonuses: p.bonusesCents,
  deductions: p.deductionsCents,
  netPay: p.netPayCents,
  billed: p.billedCents,
  malpractice: p.malpracticeCents,
  margin: p.marginCents,
});

export const toPayment = (row: repo.PaymentRow, provider = false): Payment => ({
  _id: row.p.id,
  provider: row.provider,
  payPeriod: row.period,
  status: row.p.status,
  workedMinutes: row.p.workedMinutes,
  onCallMinutes: row.p.onCallMinutes,
  totals: totalsOut(storedTotals(row.p), provider),
  negativeNetPay: row.p.netPayCents < 0,
  holdReason: row.p.holdReason,
  paidOn: row.p.paidOn,
  paidReference: row.p.paidReference,
  calculatedAt: row.p.calculatedAt.toISOString(),
  createdAt: row.p.createdAt.toISOString(),
});

/** A line as stored or as a calculation would give it, in one shape. */
interface AnyLine {
  id: string;
  key: string;
  fingerprint: string;
  kind: PaymentLine['kind'];
  sourceId: string;
  day: string | null;
  facilityId: string | null;
  facilityName: string | null;
  rateSet: string | null;
  payRateId: string | null;
  workedMinutes: number;
  onCallType: string | null;
  onCallMinutes: number;
  keys: StoredLineKey[];
  description: string | null;
  payCents: number;
  billCents: number;
  malpracticeCents: number;
}

const parseKeys = (keys: unknown): StoredLineKey[] =>
  (typeof keys === 'string' ? JSON.parse(keys) : (keys ?? [])) as StoredLineKey[];

export const fromStored = (r: repo.LineRow): AnyLine => ({
  id: r.l.id,
  key: r.l.lineKey,
  fingerprint: r.l.fingerprint,
  kind: r.l.kind,
  sourceId: r.l.sourceId,
  day: r.l.day,
  facilityId: r.l.facilityId,
  facilityName: r.facilityName,
  rateSet: r.l.rateSet,
  payRateId: r.l.payRateId,
  workedMinutes: r.l.workedMinutes,
  onCallType: r.l.onCallType,
  onCallMinutes: r.l.onCallMinutes,
  keys: parseKeys(r.l.keys),
  description: r.l.description,
  payCents: r.l.payCents,
  billCents: r.l.billCents,
  malpracticeCents: r.l.malpracticeCents,
});

export const fromCalc = (r: CalcLineRow): AnyLine => ({
  id: r.line_key,
  key: r.line_key,
  fingerprint: r.fingerprint,
  kind: r.kind,
  sourceId: r.source_id,
  day: r.day,
  facilityId: r.facility_id,
  facilityName: r.facility_name,
  rateSet: r.rate_set,
  payRateId: r.pay_rate_id,
  workedMinutes: Number(r.worked_minutes),
  onCallType: r.on_call_type,
  onCallMinutes: Number(r.on_call_minutes),
  keys: parseKeys(r.keys),
  description: r.description,
  payCents: Number(r.pay_cents),
  billCents: Number(r.bill_cents),
  malpracticeCents: Number(r.malpractice_cents),
});

const describe = (l: AnyLine) => {
  if (!l.description) return null;
  if (l.kind === 'expense') return EXPENSE_TYPE_LABELS[l.description as ExpenseType] ?? l.description;
  return BONUS_TYPE_LABELS[l.description as BonusType] ?? l.description;
};

export const lineOut = (l: AnyLine, provider: boolean): PaymentLine => ({
  _id: l.id,
  key: l.key,
  kind: l.kind,
  sourceId: l.sourceId,
  day: l.day,
  facility: l.facilityId ? { _id: l.facilityId, name: l.facilityName ?? '' } : null,
  rateSet: (l.rateSet as RateSetName | null) ?? null,
  payRateId: provider ? null : l.payRateId,
  workedMinutes: l.workedMinutes,
  onCallType: l.onCallType,
  onCallMinutes: l.onCallMinutes,
  keys: l.keys.map(
    (k): PaymentLineKey => ({
      key: k.key as RateKey,
      minutes: k.minutes,
      payRate: amount(k.payRate),
      billRate: provider ? HIDDEN : amount(k.billRate),
      pay: amount(k.pay),
      bill: provider ? HIDDEN : amount(k.bill),
    }),
  ),
  description: describe(l),
  pay: amount(l.payCents),
  bill: provider ? HIDDEN : amount(l.billCents),
  malpractice: provider ? HIDDEN : amount(l.malpracticeCents),
});

/** The totals of a set of lines: the same sums the calculation's SQL stores. */
export function totalsOfLines(lines: readonly Pick<AnyLine, 'kind' | 'payCents' | 'billCents' | 'malpracticeCents'>[]) {
  const sum = (kind: AnyLine['kind'], f: (l: (typeof lines)[number]) => number = (l) => l.payCents) =>
    lines.filter((l) => l.kind === kind).reduce((s, l) => s + f(l), 0);
  const grossPay = sum('day') + sum('adjustment');
  const expenses = sum('expense');
  const bonuses = sum('bonus');
  const deductions = -sum('deduction');
  const billed = lines.reduce((s, l) => s + l.billCents, 0);
  const malpractice = lines.reduce((s, l) => s + l.malpracticeCents, 0);
  return {
    grossPay,
    expenses,
    bonuses,
    deductions,
    netPay: grossPay + expenses + bonuses - deductions,
    billed,
    malpractice,
    margin: billed - grossPay - malpractice,
  };
}

/** The hold reason of calculated lines; the same text as the SQL's HOLD_REASON_SQL. */
export function holdReasonOf(rows: CalcLineRow[]): string | null {
  const uncovered = rows.filter((r) => r.cover_expired && r.day);
  if (uncovered.length === 0) return null;
  const expiredOn =
    uncovered
      .map((r) => r.expired_on ?? '')
      .sort()
      .at(-1) ?? '';
  const first = uncovered.map((r) => r.day ?? '').sort()[0] ?? '';
  const n = uncovered.length;
  return `Malpractice cover expired on ${displayDay(expiredOn)}: ${n} paid day${n === 1 ? '' : 's'} from ${displayDay(first)} not covered`;
}

import {
  BONUS_TYPE_LABELS,
  type BonusType,
  displayDay,
  EXPENSE_TYPE_LABELS,
  type ExpenseType,
  formatHours,
  PAYMENT_STATUS_LABELS,
  periodText,
  RATE_KEY_LABELS,
  RATE_SET_LABELS,
  type RateKey,
  type RateSetName,
} from '@portal/contracts';
import type { StoredLineKey } from '../../../db/schema/index.ts';
import { drawFacts, drawSection, drawTable, drawTitle, type Pdf, pdfMoney, renderPdf } from '../../../platform/pdf.ts';
import type { PaymentRow } from '../payments.repo.ts';
import type { PayFigures, StatementLineRow, YearToDate } from './statements.repo.ts';

/** Everything one statement shows, read before drawing (the PDF is drawn synchronously). */
export interface StatementFacts {
  row: PaymentRow;
  lines: StatementLineRow[];
  ytd: YearToDate;
}

const mdY = (day: string | null) => (day ? displayDay(day) : '');
const hours = (minutes: number) => formatHours(minutes / 60);
const keysOf = (l: StatementLineRow): StoredLineKey[] =>
  (typeof l.keys === 'string' ? JSON.parse(l.keys) : (l.keys ?? [])) as StoredLineKey[];
const rateTypeOf = (l: StatementLineRow) =>
  l.rateSet ? (RATE_SET_LABELS[l.rateSet as RateSetName] ?? l.rateSet) : 'No approved rate';
const kindLabel = (l: StatementLineRow) =>
  l.kind === 'expense'
    ? (EXPENSE_TYPE_LABELS[l.description as ExpenseType] ?? l.description ?? 'Expense')
    : (BONUS_TYPE_LABELS[l.description as BonusType] ?? l.description ?? 'Bonus');

/** A day's on-call: 'In-House Call 01:00 at $20.00/h', or '-'. */
function onCallText(l: StatementLineRow) {
  const k = keysOf(l).find((x) => x.key !== 'worked' && x.minutes > 0);
  if (!k) return '-';
  return `${RATE_KEY_LABELS[k.key as RateKey] ?? k.key} ${hours(k.minutes)} at ${pdfMoney(k.payRate)}/h`;
}

function drawDays(doc: Pdf, lines: StatementLineRow[], row: PaymentRow) {
  const days = lines.filter((l) => l.kind === 'day');
  drawSection(doc, 'Worked days');
  if (days.length === 0) return void doc.fontSize(9).text('No worked days in this pay period.');
  drawTable(doc, {
    columns: [
      { header: 'Date', width: 11 },
      { header: 'Facility', width: 20 },
      { header: 'Rate type', width: 11 },
      { header: 'Hours', width: 8, align: 'right' },
      { header: 'Rate', width: 11, align: 'right' },
      { header: 'On-call', width: 24 },
      { header: 'Pay', width: 13, align: 'right' },
    ],
    rows: days.map((l) => {
      const worked = keysOf(l).find((k) => k.key === 'worked');
      return [
        mdY(l.day),
        l.facilityName ?? '',
        rateTypeOf(l),
        hours(l.workedMinutes),
        worked ? `${pdfMoney(worked.payRate)}/h` : '-',
        onCallText(l),
        pdfMoney(l.payCents),
      ];
    }),
    footer: [
      'Gross pay',
      '',
      '',
      hours(row.p.workedMinutes),
      '',
      `${hours(row.p.onCallMinutes)} on call`,
      pdfMoney(row.p.grossPayCents),
    ],
  });
}

function drawOthers(doc: Pdf, lines: StatementLineRow[], kinds: string[], title: string, total: [string, number]) {
  const rows = lines.filter((l) => kinds.includes(l.kind));
  if (rows.length === 0) return;
  drawSection(doc, title);
  drawTable(doc, {
    columns: [
      { header: 'Date', width: 15 },
      { header: 'Type', width: 55 },
      { header: 'Amount', width: 20, align: 'right' },
    ],
    rows: rows.map((l) => [
      mdY(l.day),
      l.kind === 'deduction' && !/deduction/i.test(kindLabel(l)) ? `${kindLabel(l)} (deduction)` : kindLabel(l),
      pdfMoney(l.payCents),
    ]),
    footer: [total[0], '', pdfMoney(total[1])],
  });
}

/** Draws one statement from the cursor (a run draws many, each on its own document). */
function drawStatement(doc: Pdf, { row, lines, ytd }: StatementFacts, org: string) {
  const p = row.p;
  drawTitle(doc, 'Pay statement', `${org} provider portal`);
  drawFacts(doc, [
    ['Provider', `${row.provider.firstName} ${row.provider.lastName}`],
    ['E-mail', row.provider.email],
    ['Pay period', periodText(row.period)],
    ['Status', PAYMENT_STATUS_LABELS[p.status]],
    ...(p.paidOn ? ([['Paid on', `${mdY(p.paidOn)}, reference ${p.paidReference ?? '-'}`]] as [string, string][]) : []),
  ]);
  drawDays(doc, lines, row);
  drawOthers(doc, lines, ['expense'], 'Expenses', ['Expenses', p.expensesCents]);
  drawOthers(doc, lines, ['bonus', 'deduction'], 'Bonuses and deductions', [
    'Bonuses less deductions',
    p.bonusesCents - p.deductionsCents,
  ]);
  drawSection(doc, `Summary (year to date: ${row.period.endDate.slice(0, 4)})`);
  drawTable(doc, {
    columns: [
      { header: '', width: 40 },
      { header: 'This pay period', width: 30, align: 'right' },
      { header: 'Year to date', width: 30, align: 'right' },
    ],
    rows: [
      ['Hours worked', hours(p.workedMinutes), hours(ytd.workedMinutes)],
      ['Gross pay', pdfMoney(p.grossPayCents), pdfMoney(ytd.grossPay)],
      ['Expenses', pdfMoney(p.expensesCents), pdfMoney(ytd.expenses)],
      ['Bonuses', pdfMoney(p.bonusesCents), pdfMoney(ytd.bonuses)],
      ['Deductions', pdfMoney(-p.deductionsCents), pdfMoney(-ytd.deductions)],
    ],
    footer: ['Net pay', pdfMoney(p.netPayCents), pdfMoney(ytd.netPay)],
  });
}

export const statementPdf = (facts: StatementFacts, org: string) =>
  renderPdf(`Pay statement ${periodText(facts.row.period)}`, (doc) => drawStatement(doc, facts, org));

/** What the register's total line adds up (cents, minutes). */
type RegisterTotals = PayFigures & { count: number };

export function registerTotals(rows: PaymentRow[]): RegisterTotals {
  const t: RegisterTotals = {
    count: 0,
    workedMinutes: 0,
    grossPay: 0,
    expenses: 0,
    bonuses: 0,
    deductions: 0,
    netPay: 0,
  };
  for (const { p } of rows) {
    t.count += 1;
    t.workedMinutes += p.workedMinutes;
    t.grossPay += p.grossPayCents;
    t.expenses += p.expensesCents;
    t.bonuses += p.bonusesCents;
    t.deductions += p.deductionsCents;
    t.netPay += p.netPayCents;
  }
  return t;
}

/** The payments register of a period: one row per approved or paid payment, and the total line. */
export function registerPdf(period: PaymentRow['period'], rows: PaymentRow[], org: string) {
  const t = registerTotals(rows);
  return renderPdf(`Payments register ${periodText(period)}`, (doc) => {
    drawTitle(doc, 'Payments register', `${org}, pay period ${periodText(period)}`);
    drawFacts(doc, [['Payments', String(t.count)]]);
    doc.moveDown(0.5);
    drawTable(doc, {
      fontSize: 8,
      columns: [
        { header: 'Provider', width: 22 },
        { header: 'Status', width: 9 },
        { header: 'Hours', width: 8, align: 'right' },
        { header: 'Gross pay', width: 13, align: 'right' },
        { header: 'Expenses', width: 11, align: 'right' },
        { header: 'Bonuses', width: 11, align: 'right' },
        { header: 'Deductions', width: 11, align: 'right' },
        { header: 'Net pay', width: 13, align: 'right' },
      ],
      rows: rows.map(({ p, provider }) => [
        `${provider.lastName}, ${provider.firstName}`,
        PAYMENT_STATUS_LABELS[p.status],
        hours(p.workedMinutes),
        pdfMoney(p.grossPayCents),
        pdfMoney(p.expensesCents),
        pdfMoney(p.bonusesCents),
        pdfMoney(p.deductionsCents),
        pdfMoney(p.netPayCents),
      ]),
      footer: [
        `Total (${t.count})`,
        '',
        hours(t.workedMinutes),
        pdfMoney(t.grossPay),
        pdfMoney(t.expenses),
        pdfMoney(t.bonuses),
        pdfMoney(t.deductions),
        pdfMoney(t.netPay),
      ],
    });
  });
}

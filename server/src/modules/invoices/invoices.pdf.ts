import { displayDay, formatHours, INVOICE_STATUS_LABELS, type InvoiceDetail, RATE_SET_LABELS } from '@portal/contracts';
import { drawFacts, drawTable, pdfMoney, renderPdf } from '../../platform/pdf.ts';

const mdY = (day: string | null) => (day ? displayDay(day) : '-');
/** Amounts arrive as exact decimal strings ('1242.00'); shown with thousands separators as every portal PDF. */
const money = (amount: string) => pdfMoney(Math.round(Number(amount) * 100));
const hours = (minutes: number) => (minutes ? formatHours(minutes / 60) : '');

/** The invoice as a PDF: a line per provider and day (and per billable expense), the exact total, what was received. */
export function invoicePdf(d: InvoiceDetail): { buffer: Promise<Buffer>; name: string } {
  const label = d.number === null ? 'Draft invoice' : `Invoice ${d.number}`;
  const buffer = renderPdf(label, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(label);
    doc.moveDown(0.5);
    drawFacts(doc, [
      ['Facility', d.facility.name],
      ['Period', `${mdY(d.periodStart)} - ${mdY(d.periodEnd)}`],
      ['Status', INVOICE_STATUS_LABELS[d.status]],
      ['Issued', mdY(d.issuedOn)],
      ['Due', mdY(d.dueOn)],
      ...(d.voidReason ? ([['Void reason', d.voidReason]] as [string, string][]) : []),
    ]);
    doc.moveDown();
    drawTable(doc, {
      columns: [
        { header: 'Date', width: 12 },
        { header: 'Provider', width: 22 },
        { header: 'Rates', width: 11 },
        { header: 'Hours', width: 9, align: 'right' },
        { header: 'On call', width: 9, align: 'right' },
        { header: 'Description', width: 22 },
        { header: 'Amount', width: 15, align: 'right' },
      ],
      rows: d.lines.map((l) => [
        mdY(l.day),
        l.provider.name,
        l.rateSet ? RATE_SET_LABELS[l.rateSet] : 'Expense',
        hours(l.workedMinutes),
        hours(l.onCallMinutes),
        l.description ?? '',
        money(l.amount),
      ]),
      footer: ['Total', '', '', '', '', '', money(d.total)],
    });
    doc.moveDown();
    drawFacts(doc, [
      ['Hours billed', money(d.hours)],
      ['Billable expenses', money(d.expenses)],
      ['Total', money(d.total)],
      ['Received', money(d.paid)],
      ['Balance due', money(d.balance)],
    ]);
  });
  return { buffer, name: `${d.number === null ? 'draft-invoice' : `invoice-${d.number}`}.pdf` };
}

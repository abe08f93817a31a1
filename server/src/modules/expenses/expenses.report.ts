import {
  centsToAmount,
  displayDay,
  displaySpan,
  EXPENSE_TYPE_LABELS,
  type Expense,
  type ExpenseListBody,
  statusLabel,
  toCents,
} from '@portal/contracts';
import type { Ctx } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import { contentWidth, drawFacts, drawTable, ensureSpace, renderPdf } from '../../platform/pdf.ts';
import * as repo from './expenses.repo.ts';
import { exportExpenses } from './expenses.service.ts';

/** At most this many expenses in one PDF report (a provider's period holds far fewer). */
const MAX_ROWS = 1000;
const THUMB = 150;

async function bytesOf(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The PDF expense report of one provider and period: the expenses (date, facility, type, description, status,
 * amount) with the exact total, then each expense's receipts: images as thumbnails, other files by name.
 * Staff name the provider (`filters.providerId`); a provider gets their own. The period (`dateFrom`, `dateTo`) is
 * required.
 */
export async function expenseReportPdf(ctx: Ctx, body: ExpenseListBody): Promise<{ pdf: Buffer; name: string }> {
  const f = body.filters ?? {};
  const own = ctx.user?.role === 'provider';
  if (!own && !f.providerId) throw fieldError('filters.providerId', 'Choose the provider of the report');
  if (!f.dateFrom || !f.dateTo) throw fieldError('filters.dateFrom', 'Choose the period of the report');
  if (f.dateFrom > f.dateTo) throw fieldError('filters.dateTo', 'The period must not end before it starts');
  const rows: Expense[] = [];
  for await (const e of exportExpenses(ctx, body)) {
    rows.push(e);
    if (rows.length > MAX_ROWS) throw fieldError('filters', 'More than 1,000 expenses: choose a shorter period');
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || a._id.localeCompare(b._id));
  const providerName = rows[0]
    ? `${rows[0].provider.firstName} ${rows[0].provider.lastName}`
    : own && ctx.user
      ? `${ctx.user.firstName} ${ctx.user.lastName}`
      : '-';
  const cents = rows.reduce((s, e) => s + (toCents(e.amount) ?? 0), 0);
  const approvedCents = rows.filter((e) => e.status === 'approved').reduce((s, e) => s + (toCents(e.amount) ?? 0), 0);

  // Thumbnails are read before drawing (the PDF is drawn synchronously).
  const receipts = await repo.receiptsOf(
    ctx.db,
    rows.map((e) => e._id),
  );
  const images = new Map<string, Buffer>();
  for (const r of receipts) {
    if (r.contentType !== 'image/png' && r.contentType !== 'image/jpeg') continue;
    const file = await ctx.storage.get(r.storageKey);
    if (file) images.set(r.id, await bytesOf(file.body));
  }

  const pdf = await renderPdf('Expense report', (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('Expense report');
    doc.moveDown(0.5);
    drawFacts(doc, [
      ['Provider', providerName],
      ['Period', displaySpan(f.dateFrom as string, f.dateTo as string)],
      ['Expenses', String(rows.length)],
      ['Total claimed', `$${centsToAmount(cents)}`],
      ['Total approved', `$${centsToAmount(approvedCents)}`],
    ]);
    doc.moveDown(0.8);
    drawTable(doc, {
      columns: [
        { header: 'Date', width: 11 },
        { header: 'Facility', width: 22 },
        { header: 'Type', width: 11 },
        { header: 'Description', width: 30 },
        { header: 'Status', width: 12 },
        { header: 'Amount', width: 14, align: 'right' },
      ],
      rows: rows.map((e) => [
        displayDay(e.date),
        e.facility.name,
        EXPENSE_TYPE_LABELS[e.type] + (e.miles ? ` (${e.miles} mi at $${e.mileageRate})` : ''),
        e.description ?? '',
        statusLabel(e.status) + (e.reason ? `: ${e.reason}` : ''),
        `$${centsToAmount(toCents(e.amount) ?? 0)}`,
      ]),
      footer: ['Total', '', '', '', '', `$${centsToAmount(cents)}`],
    });
    if (receipts.length === 0) return;
    doc.moveDown(1);
    ensureSpace(doc, 40);
    doc.font('Helvetica-Bold').fontSize(12).text('Receipts', doc.page.margins.left);
    for (const e of rows) {
      const mine = receipts.filter((r) => r.expenseId === e._id);
      if (mine.length === 0) continue;
      ensureSpace(doc, 30 + (mine.some((r) => images.has(r.id)) ? THUMB : 0));
      doc.moveDown(0.5);
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(`${displayDay(e.date)} ${EXPENSE_TYPE_LABELS[e.type]}, $${e.amount}`, doc.page.margins.left);
      let x = doc.page.margins.left;
      const top = doc.y + 4;
      let tallest = 0;
      for (const r of mine) {
        const image = images.get(r.id);
        if (image && x + THUMB <= doc.page.margins.left + contentWidth(doc)) {
          try {
            doc.image(image, x, top, { fit: [THUMB, THUMB] });
            x += THUMB + 10;
            tallest = THUMB;
          } catch {
            // A file that starts like an image but is not a whole one is listed by name only.
          }
        }
      }
      doc.y = top + tallest + (tallest ? 4 : 0);
      for (const r of mine) {
        doc
          .font('Helvetica')
          .fontSize(8)
          .text(`${r.name} (${r.contentType}, ${r.size.toLocaleString('en-US')} bytes)`, doc.page.margins.left);
      }
    }
  });
  const who = providerName.replace(/[^\w]+/g, '-').toLowerCase();
  return { pdf, name: `expense-report-${who}-${f.dateFrom}-${f.dateTo}.pdf` };
}

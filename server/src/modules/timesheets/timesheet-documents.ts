import {
  displayDay,
  formatHours,
  ON_CALL_TYPES,
  PAY_PERIOD_TYPES,
  statusLabel,
  type Timesheet,
} from '@portal/contracts';
import type { ExportColumn } from '../../platform/exports.ts';
import {
  contentWidth,
  drawFacts,
  drawTable,
  ensureSpace,
  type Pdf,
  type PdfColumn,
  renderPdf,
} from '../../platform/pdf.ts';
import { zipArchive } from '../../platform/zip.ts';
import type { TimesheetExportRow } from './timesheets.repo.ts';

const hhmm = (minutes: number) => formatHours(minutes / 60);

const ENTRY_COLUMNS: PdfColumn[] = [
  { header: 'Date', width: 12 },
  { header: 'Start', width: 7 },
  { header: 'End', width: 7 },
  { header: 'Break', width: 8, align: 'right' },
  { header: 'Hours', width: 7, align: 'right' },
  { header: 'On-call', width: 12 },
  { header: 'On-call hours', width: 8, align: 'right' },
  { header: 'Notes', width: 33 },
];

const onCallLabel = (v: string | null) => (v ? (ON_CALL_TYPES.find((o) => o.value === v)?.label ?? v) : '-');

/**
 * One time sheet as a PDF: the facts, the entries as a table (notes wrap, long sheets continue on the next page
 * under a repeated header), HH:MM totals, and the approval signature with name and date.
 */
export function timesheetPdf(t: Timesheet, orgName: string): Promise<Buffer> {
  return renderPdf(`Time sheet ${t._id}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(`${orgName} Time Sheet`);
    doc.moveDown(0.5);
    const type = PAY_PERIOD_TYPES.find((p) => p.value === t.payPeriod.type)?.label ?? t.payPeriod.type;
    drawFacts(doc, [
      ['Provider', `${t.provider.firstName} ${t.provider.lastName}`],
      ['Facility', t.facility.name],
      ['Pay period', `${displayDay(t.payPeriod.startDate)} - ${displayDay(t.payPeriod.endDate)} (${type})`],
      ['Status', statusLabel(t.status)],
      ...(t.submittedAt ? [['Submitted', displayDay(t.submittedAt.slice(0, 10))] as [string, string]] : []),
    ]);
    doc.moveDown();
    drawTable(doc, {
      columns: ENTRY_COLUMNS,
      rows: t.entries.map((e) => [
        displayDay(e.date),
        e.startTime ?? '-',
        e.endTime ?? '-',
        e.breakMinutes ? `${e.breakMinutes} min` : '-',
        hhmm(e.minutes),
        onCallLabel(e.onCallType),
        e.onCallMinutes ? hhmm(e.onCallMinutes) : '-',
        e.notes ?? '',
      ]),
      footer: ['Total', '', '', '', hhmm(t.totalMinutes), '', hhmm(t.onCallMinutes), ''],
    });
    doc.moveDown(1.5);
    drawDecision(doc, t);
  });
}

/** The approval signature (the approver's typed name in a script face over a line) or the rejection. */
function drawDecision(doc: Pdf, t: Timesheet) {
  const left = doc.page.margins.left;
  if (t.status === 'approved' && t.approvedByName) {
    ensureSpace(doc, 90);
    doc.font('Helvetica-Bold').fontSize(10).text('Approved by', left);
    doc.moveDown(0.3);
    doc
      .font('Times-Italic')
      .fontSize(22)
      .text(t.approvedByName, left + 6);
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + 240, y)
      .lineWidth(0.75)
      .strokeColor('black')
      .stroke();
    doc.y = y + 4;
    const on = t.approvedAt ? `, ${displayDay(t.approvedAt.slice(0, 10))}` : '';
    doc.font('Helvetica').fontSize(9).text(`${t.approvedByName}${on}`, left);
  } else if (t.status === 'rejected') {
    ensureSpace(doc, 60);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`Rejected${t.approvedByName ? ` by ${t.approvedByName}` : ''}`, left);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Reason: ${t.rejectionReason ?? '-'}`, left, doc.y, {
        width: contentWidth(doc),
      });
  }
}

/** A ZIP of PDFs, streamed as it is built. */
export async function zipOf(files: AsyncIterable<{ name: string; bytes: Buffer }>) {
  const zip = await zipArchive(6);
  (async () => {
    for await (const f of files) zip.append(f.bytes, { name: f.name });
    await zip.finalize();
  })().catch((err) => zip.destroy(err));
  return zip;
}

export const EXPORT_COLUMNS: ExportColumn<TimesheetExportRow>[] = [
  { header: 'Provider', width: 26, value: (r) => `${r.provider.firstName} ${r.provider.lastName}` },
  { header: 'Facility', width: 30, value: (r) => r.facility.name },
  { header: 'Period start', width: 12, kind: 'date', value: (r) => r.period.startDate },
  { header: 'Period end', width: 12, kind: 'date', value: (r) => r.period.endDate },
  { header: 'Pay period type', width: 17, labels: PAY_PERIOD_TYPES, value: (r) => r.period.type },
  { header: 'Status', width: 16, value: (r) => statusLabel(r.t.status) },
  { header: 'Total hours', width: 12, kind: 'minutes', value: (r) => r.t.totalMinutes },
  { header: 'On-call hours', width: 12, kind: 'minutes', value: (r) => r.t.onCallMinutes },
  { header: 'Approved by', width: 22, value: (r) => r.t.approvedByName },
  { header: 'Rejection reason', width: 30, value: (r) => r.t.rejectionReason },
];

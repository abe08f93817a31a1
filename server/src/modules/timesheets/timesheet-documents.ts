import { formatHours, statusLabel, type Timesheet } from '@portal/contracts';
import archiver from 'archiver';
import PDFDocument from 'pdfkit';
import type { XlsxColumn } from '../../platform/xlsx.ts';
import type { TimesheetRow } from './timesheets.repo.ts';

const hhmm = (minutes: number) => formatHours(minutes / 60);
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** One time sheet as a PDF: entries, totals in HH:MM, the approval signature and name, and dates. */
export function timesheetPdf(t: Timesheet, orgName: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `Time sheet ${t._id}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(`${orgName} Time Sheet`);
    doc.moveDown(0.5).font('Helvetica').fontSize(11);
    doc.text(`Provider: ${t.provider.firstName} ${t.provider.lastName}`);
    doc.text(`Facility: ${t.facility.name}`);
    doc.text(`Pay period: ${usDate(t.payPeriod.startDate)} - ${usDate(t.payPeriod.endDate)}`);
    doc.text(`Status: ${statusLabel(t.status)}`);
    doc.moveDown();
    const cols = [54, 140, 200, 260, 320, 380, 470];
    const header = ['Date', 'Start', 'End', 'Break', 'Hours', 'On-call', 'Notes'];
    doc.font('Helvetica-Bold').fontSize(10);
    const y0 = doc.y;
    const cell = (text: string, i: number, y: number) => {
      doc.text(text, cols[i], y, { width: (cols[i + 1] ?? 560) - cols[i] - 4 });
    };
    for (const [i, h] of header.entries()) cell(h, i, y0);
    doc.font('Helvetica');
    for (const e of t.entries) {
      const y = doc.y + 4;
      const cells = [
        usDate(e.date),
        e.startTime ?? '-',
        e.endTime ?? '-',
        e.breakMinutes ? `${e.breakMinutes} min` : '-',
        hhmm(e.minutes),
        e.onCallMinutes ? hhmm(e.onCallMinutes) : '-',
        e.notes ?? '',
      ];
      for (const [i, c] of cells.entries()) cell(c, i, y);
    }
    doc.moveDown();
    doc
      .font('Helvetica-Bold')
      .text(`Total hours: ${hhmm(t.totalMinutes)}    On-call hours: ${hhmm(t.onCallMinutes)}`, 54);
    doc.moveDown().font('Helvetica');
    if (t.status === 'approved' && t.approvedByName) {
      doc.text('Approved by:');
      doc.font('Times-Italic').fontSize(20).text(t.approvedByName);
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(`${t.approvedByName}, ${t.approvedAt ? usDate(t.approvedAt.slice(0, 10)) : ''}`);
    } else if (t.status === 'rejected') {
      doc.text(`Rejected${t.approvedByName ? ` by ${t.approvedByName}` : ''}: ${t.rejectionReason ?? ''}`);
    }
    if (t.submittedAt) doc.text(`Submitted: ${usDate(t.submittedAt.slice(0, 10))}`);
    doc.end();
  });
}

/** A ZIP of PDFs, streamed as it is built. */
export function zipOf(files: AsyncIterable<{ name: string; bytes: Buffer }>) {
  const zip = archiver('zip', { zlib: { level: 6 } });
  (async () => {
    for await (const f of files) zip.append(f.bytes, { name: f.name });
    await zip.finalize();
  })().catch((err) => zip.destroy(err));
  return zip;
}

export const EXPORT_COLUMNS: XlsxColumn<TimesheetRow>[] = [
  { header: 'Provider', width: 26, value: (r) => `${r.provider.firstName} ${r.provider.lastName}` },
  { header: 'Facility', width: 30, value: (r) => r.facility.name },
  { header: 'Period start', width: 12, value: (r) => r.period.startDate },
  { header: 'Period end', width: 12, value: (r) => r.period.endDate },
  { header: 'Pay period type', width: 14, value: (r) => r.period.type },
  { header: 'Status', width: 16, value: (r) => statusLabel(r.t.status) },
  { header: 'Total hours (HH:MM)', width: 18, value: (r) => hhmm(r.t.totalMinutes) },
  { header: 'On-call hours (HH:MM)', width: 18, value: (r) => hhmm(r.t.onCallMinutes) },
  { header: 'Approved by', width: 22, value: (r) => r.t.approvedByName },
  { header: 'Rejection reason', width: 30, value: (r) => r.t.rejectionReason },
];

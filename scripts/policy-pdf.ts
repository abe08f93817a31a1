/**
 * Renders a PolicyDocument (contracts/src/policies.ts) to a PDF with pdfkit: title, effective date,
 * bold section headings, body paragraphs and 'Page n of m' footers, on US Letter with 72 pt margins.
 * The output is byte-for-byte reproducible: the document dates are fixed, and the PDF file ID is derived from them.
 */
import PDFDocument from 'pdfkit';
import type { PolicyDocument } from '../contracts/src/policies.ts';

/** Fixed creation and modification date, so that rebuilding unchanged text yields identical files. */
export const POLICY_PDF_DATE = new Date('2025-01-01T00:00:00.000Z');

const MARGIN = 72;
const FONT = 'Helvetica';
const FONT_BOLD = 'Helvetica-Bold';
const TEXT_COLOR = '#1a1a1a';
const MUTED_COLOR = '#555555';

export const renderPolicyPdf = (policy: PolicyDocument): Promise<Buffer> =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      bufferPages: true,
      lang: 'en-US',
      displayTitle: true,
      info: {
        Title: policy.title,
        Author: 'ICON',
        Subject: `${policy.title}, effective ${policy.effective}`,
        Creator: 'ICON provider portal',
        Producer: 'PDFKit',
        CreationDate: POLICY_PDF_DATE,
        ModDate: POLICY_PDF_DATE,
      },
    });

    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - MARGIN * 2;
    const bottom = () => doc.page.height - doc.page.margins.bottom;

    doc.fillColor(TEXT_COLOR).font(FONT_BOLD).fontSize(20).text('ICON', { width });
    doc.moveDown(0.2);
    doc.font(FONT_BOLD).fontSize(18).text(policy.title, { width });
    doc.moveDown(0.3);
    doc.fillColor(MUTED_COLOR).font(FONT).fontSize(11).text(`Effective ${policy.effective}`, { width });
    doc.moveDown(0.6);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
    doc.moveDown(0.8);

    for (const section of policy.sections) {
      // Keep a heading together with at least the first lines of its section.
      doc.font(FONT_BOLD).fontSize(13);
      const headingHeight = doc.heightOfString(section.heading, { width });
      doc.font(FONT).fontSize(11);
      const firstLines = Math.min(doc.heightOfString(section.paragraphs[0] ?? '', { width, lineGap: 2 }), 45);
      if (doc.y + headingHeight + 6 + firstLines > bottom()) doc.addPage();

      doc.outline.addItem(section.heading);
      doc.fillColor(TEXT_COLOR).font(FONT_BOLD).fontSize(13).text(section.heading, MARGIN, doc.y, { width });
      doc.moveDown(0.4);
      doc.font(FONT).fontSize(11);
      for (const paragraph of section.paragraphs) {
        doc.text(paragraph, MARGIN, doc.y, { width, align: 'left', lineGap: 2, paragraphGap: 8 });
      }
      doc.moveDown(0.6);
    }

    // Footers: drop the bottom margin while writing so that pdfkit does not start a new page.
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const savedBottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN / 2 - 9;
      doc.fillColor(MUTED_COLOR).font(FONT).fontSize(9);
      doc.text(`ICON - ${policy.title} (effective ${policy.effective})`, MARGIN, y, {
        width,
        align: 'left',
        lineBreak: false,
      });
      doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
      doc.page.margins.bottom = savedBottom;
    }

    doc.end();
  });

export type Pdf = PDFKit.PDFDocument;

/** US Letter with 0.75 in margins: the page of every generated document. */
const PAGE = { size: 'LETTER', margin: 54 } as const;

/**
 * Builds a PDF in memory: `draw` writes onto the document, the bytes come back when it ends. pdfkit is loaded on the
 * first document, not at start: with its fonts and line-breaking tables it was the heaviest import of the server.
 */
export async function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ ...PAGE, info: { Title: title }, bufferPages: true });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      numberPages(doc);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

/** 'Page 1 of 2' at the foot of every page (pages are buffered, so the total is known). */
function numberPages(doc: Pdf) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not open a new page
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(`Page ${i - start + 1} of ${count}`, doc.page.margins.left, doc.page.height - bottom / 2 - 4, {
        width: contentWidth(doc),
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const pageBottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit below the cursor. */
export function ensureSpace(doc: Pdf, height: number) {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

export interface PdfColumn {
  header: string;
  /** A share of the table's width (the shares are scaled to fill it). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfTable {
  columns: PdfColumn[];
  rows: string[][];
  /** A last row in bold (totals); kept on the same page as the row above it. */
  footer?: string[];
  fontSize?: number;
}

const PAD = 4;
const RULE = '#999999';
const HEADER_FILL = '#E8EEF4';

/**
 * Draws a table from the cursor down: every cell wraps within its column, a row is as tall as its tallest cell, a
 * row never splits across pages, and each new page repeats the header. Leaves the cursor under the table.
 */
export function drawTable(doc: Pdf, { columns, rows, footer, fontSize = 9 }: PdfTable) {
  const left = doc.page.margins.left;
  const total = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * contentWidth(doc));
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((s, w) => s + w, 0));

  const heightOf = (cells: string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    const tallest = Math.max(
      ...cells.map((text, i) => doc.heightOfString(text || ' ', { width: (widths[i] ?? 0) - 2 * PAD })),
    );
    return tallest + 2 * PAD;
  };

  const drawRow = (cells: string[], font: string, fill?: string) => {
    const height = heightOf(cells, font);
    const top = doc.y;
    const width = contentWidth(doc);
    if (fill) doc.rect(left, top, width, height).fill(fill).fillColor('black');
    doc.font(font).fontSize(fontSize);
    for (const [i, text] of cells.entries()) {
      doc.text(text, (xs[i] ?? left) + PAD, top + PAD, {
        width: (widths[i] ?? 0) - 2 * PAD,
        align: columns[i]?.align ?? 'left',
      });
    }
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };

  const header = columns.map((c) => c.header);
  const drawHeader = () => drawRow(header, 'Helvetica-Bold', HEADER_FILL);
  const headerHeight = heightOf(header, 'Helvetica-Bold');

  // The header never stands alone at the foot of a page.
  ensureSpace(doc, headerHeight + (rows[0] ? heightOf(rows[0], 'Helvetica') : 0));
  drawHeader();
  for (const [i, cells] of rows.entries()) {
    const last = i === rows.length - 1;
    const needed = heightOf(cells, 'Helvetica') + (last && footer ? heightOf(footer, 'Helvetica-Bold') : 0);
    if (doc.y + needed > pageBottom(doc)) {
      doc.addPage();
      drawHeader();
    }
    drawRow(cells, 'Helvetica');
  }
  if (footer) {
    if (doc.y + heightOf(footer, 'Helvetica-Bold') > pageBottom(doc)) {
      doc.addPage();
      drawHeader();
    }
    drawRow(footer, 'Helvetica-Bold');
  }
  doc.font('Helvetica');
}

/** Label: value lines ('Provider: Jane Doe'), the label in bold. */
export function drawFacts(doc: Pdf, facts: [label: string, value: string][], fontSize = 10) {
  const left = doc.page.margins.left;
  for (const [label, value] of facts) {
    doc.fontSize(fontSize).font('Helvetica-Bold').text(`${label}: `, left, doc.y, { continued: true });
    doc.font('Helvetica').text(value);
  }
}

/** A document's title, optionally with a grey line under it (the organisation, the period). */
export function drawTitle(doc: Pdf, title: string, subtitle?: string) {
  const left = doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(title, left, doc.y);
  if (subtitle) doc.font('Helvetica').fontSize(10).fillColor('#555555').text(subtitle, left).fillColor('black');
  doc.moveDown(0.5);
}

/** A section heading above a table; it never stands alone at the foot of a page. */
export function drawSection(doc: Pdf, title: string) {
  doc.moveDown(0.6);
  ensureSpace(doc, 60);
  doc.font('Helvetica-Bold').fontSize(11).text(title, doc.page.margins.left, doc.y);
  doc.moveDown(0.2);
  doc.font('Helvetica');
}

/** Integer cents as a document shows money: '$1,234.56', '-$12.00' (always two decimals, no float sums). */
export function pdfMoney(cents: number): string {
  const abs = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

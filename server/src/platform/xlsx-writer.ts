import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { zipArchive } from './zip.ts';

/**
 * A one-sheet .xlsx written as a stream: the sheet's XML goes straight into the ZIP as rows arrive.
 * exceljs's streaming writer, used before, spent about 40 µs a row building a cell model per value: 4 s of the
 * 5 s an export of 100,000 providers may take. Only what the portal's exports need: one sheet, a bold frozen header
 * row, column widths, text (inline strings), numbers, dates (Excel serial days) and a number format per column.
 * The files are read back by exceljs in the tests and open in LibreOffice (checked by converting one to CSV).
 */

export interface SheetColumn {
  header: string;
  /** Width in characters. */
  width: number;
  /** Excel number format of the column's cells ('"$"#,##0.00', '[h]:mm', 'mm/dd/yyyy'...); none: General. */
  numFmt?: string;
}

/** A Date is written as a date serial (with the column's format, or date and time when the column has none). */
export type SheetCell = string | number | Date | null | undefined;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const DATETIME_FORMAT = 'mm/dd/yyyy hh:mm';
/** Excel's limit on a cell's text. */
const MAX_TEXT = 32_767;
/** Rows gathered into one write. */
const ROWS_PER_WRITE = 200;

// Characters XML 1.0 cannot hold at all (NUL and other controls, lone surrogates, U+FFFE/FFFF): dropped.
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the characters XML cannot hold is the point
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

function xmlText(value: string): string {
  if (!NEEDS_WORK.test(value)) return value;
  return value
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A, B, ... Z, AA, AB ... for a 0-based column index. */
function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Excel's serial day of 1970-01-01: a date is written as days since 1899-12-30, from its instant in UTC. */
const SERIAL_EPOCH = 25_569;
const TEXT = '" t="inlineStr"><is><t xml:space="preserve">';
const TEXT_HEADER = '" t="inlineStr" s="1"><is><t xml:space="preserve">';

/** Style indexes: 0 General, 1 the bold header, then one per distinct number format. */
function stylesOf(columns: SheetColumn[]) {
  const formats = [...new Set([...columns.map((c) => c.numFmt).filter((f): f is string => !!f), DATETIME_FORMAT])];
  const styleOf = (format: string | undefined) => (format ? 2 + formats.indexOf(format) : 0);
  const numFmts = formats.map((f, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(f)}"/>`).join('');
  const xfs = formats
    .map((_f, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`)
    .join('');
  const xml =
    `${HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="${formats.length}">${numFmts}</numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${2 + formats.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
    `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${xfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
  return { xml, styleOf, datetimeStyle: styleOf(DATETIME_FORMAT) };
}

/** Excel refuses a sheet name over 31 characters or with []:*?/\ in it. */
const sheetNameOf = (name: string) => xmlText(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');

const PACKAGE_PARTS = (sheetName: string): [string, string][] => [
  [
    '[Content_Types].xml',
    `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${sheetNameOf(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${HEAD}<Relationships xmlns="${PKG_REL}">` +
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  ],
];

export async function xlsxSheetStream<T>(
  sheetName: string,
  columns: SheetColumn[],
  batches: AsyncIterable<T[]>,
  cellsOf: (row: T) => SheetCell[],
): Promise<Readable> {
  const zip = await zipArchive(1);
  const styles = stylesOf(columns);
  for (const [name, xml] of PACKAGE_PARTS(sheetName)) zip.append(xml, { name });
  zip.append(styles.xml, { name: 'xl/styles.xml' });
  const sheet = new PassThrough();
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });

  // Each cell's markup around its row number and value, built once per column rather than once per cell.
  const opens = columns.map((_c, i) => `<c r="${columnLetters(i)}`);
  const numbers = columns.map((c) => `" s="${styles.styleOf(c.numFmt)}"><v>`);
  const dates = columns.map((c) => `" s="${styles.styleOf(c.numFmt) || styles.datetimeStyle}"><v>`);
  const cell = (value: SheetCell, i: number, r: number, header = false): string => {
    if (value === null || value === undefined || value === '') return '';
    if (typeof value === 'number') {
      return Number.isFinite(value) ? `${opens[i]}${r}${numbers[i]}${value}</v></c>` : '';
    }
    if (value instanceof Date) {
      const time = value.getTime();
      return Number.isNaN(time) ? '' : `${opens[i]}${r}${dates[i]}${time / 86_400_000 + SERIAL_EPOCH}</v></c>`;
    }
    const text = xmlText(value.length > MAX_TEXT ? value.slice(0, MAX_TEXT) : value);
    return `${opens[i]}${r}${header ? TEXT_HEADER : TEXT}${text}</t></is></c>`;
  };
  const rowXml = (values: SheetCell[], r: number, header = false) => {
    let xml = `<row r="${r}">`;
    for (let i = 0; i < values.length; i += 1) xml += cell(values[i], i, r, header);
    return `${xml}</row>`;
  };

  // The download ended early (the browser went away): the rows stop, and their query with them.
  const ended = new Promise<void>((resolve) => zip.once('close', resolve));
  let closed = false;
  void ended.then(() => {
    closed = true;
  });
  (async () => {
    const cols = columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
      .join('');
    let chunk =
      `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0">` +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>` +
      rowXml(
        columns.map((c) => c.header),
        1,
        true,
      );
    let r = 1;
    let pending = 0;
    for await (const rows of batches) {
      for (const row of rows) {
        r += 1;
        chunk += rowXml(cellsOf(row), r);
        if (++pending >= ROWS_PER_WRITE) {
          // A slow reader (a remote browser) slows the rows down rather than piling the file up in memory.
          if (!sheet.write(chunk)) await Promise.race([once(sheet, 'drain'), ended]);
          if (closed) return;
          chunk = '';
          pending = 0;
        }
      }
    }
    sheet.end(`${chunk}</sheetData></worksheet>`);
    await zip.finalize();
  })().catch((err) => zip.destroy(err));
  return zip;
}

import { PassThrough, type Readable } from 'node:stream';
import { dayOfDate, formatHours, type Option } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { csvText } from './csv.ts';
import { batchesOf, rowBatches } from './row-batches.ts';
import { type SheetCell, xlsxSheetStream } from './xlsx-writer.ts';

/**
 * What a column holds, so the spreadsheet types its cells:
 * - `text`: as given; with `labels`, an enumeration value written as its label ('bi_weekly' -> 'Bi-Weekly').
 * - `number` and `money` (`$#,##0.00`): numbers.
 * - `minutes`: integer minutes written as a time duration (a fraction of a day) formatted `[h]:mm`, so Excel shows
 *   56:00 and sums a column past 24 hours.
 * - `date`: a calendar day 'YYYY-MM-DD' written as a real date (MM/DD/YYYY), without a time-zone shift.
 * - `datetime`: an instant (Date or ISO text) written as a real date and time, in UTC.
 * - `boolean`: Yes / No.
 */
export type CellKind = 'text' | 'number' | 'money' | 'minutes' | 'date' | 'datetime' | 'boolean';

type CellValue = string | number | boolean | Date | null | undefined;

export interface ExportColumn<T> {
  header: string;
  /** Column width in characters (default 20). */
  width?: number;
  kind?: CellKind;
  /** For enumerations: the value's label is written; a value without one is written as it is. */
  labels?: readonly Option[];
  value: (row: T) => CellValue;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** Excel's number formats per kind. */
const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  money: '"$"#,##0.00',
  minutes: '[h]:mm',
  date: 'mm/dd/yyyy',
  datetime: 'mm/dd/yyyy hh:mm',
};

const MINUTES_PER_DAY = 24 * 60;

const toDate = (v: CellValue, kind: 'date' | 'datetime'): Date | null => {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  // A calendar day is midnight UTC; exceljs writes dates in UTC, so Excel shows the same day everywhere.
  const d = new Date(kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(String(v)) ? `${v}T00:00:00Z` : String(v));
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * Each column's kind and its value with the label put in, made once per export: the labels are looked up in a
 * map, not searched for every cell of 100,000 rows.
 */
function cellSources<T>(columns: ExportColumn<T>[]) {
  return columns.map((c) => {
    const kind: CellKind = c.kind ?? 'text';
    if (kind === 'date') return { kind, value: parsedDays(c.value) };
    if (!c.labels) return { kind, value: c.value };
    const labels = new Map(c.labels.map((o) => [o.value, o.label]));
    const value = (row: T): CellValue => {
      const v = c.value(row);
      return typeof v === 'string' ? (labels.get(v) ?? v) : v;
    };
    return { kind, value };
  });
}

/** Distinct days remembered per date column; an export's rows share a few thousand at most. */
const DAYS_KEPT = 10_000;

/**
 * A date column's 'YYYY-MM-DD' values as dates, each distinct day parsed once per export: parsing the text was the
 * export's costliest cell work (300,000 time sheets have two date cells each and fewer than 300 distinct days).
 */
function parsedDays<T>(value: (row: T) => CellValue): (row: T) => CellValue {
  const days = new Map<string, Date | null>();
  return (row) => {
    const v = value(row);
    if (typeof v !== 'string') return v;
    let day = days.get(v);
    if (day === undefined) {
      day = toDate(v, 'date');
      if (days.size < DAYS_KEPT) days.set(v, day);
    }
    return day;
  };
}

/** The typed value an XLSX cell gets from a column's (labelled) value. */
function xlsxCell(kind: CellKind, v: CellValue): SheetCell {
  if (v === null || v === undefined) return null;
  switch (kind) {
    case 'number':
    case 'money':
      return typeof v === 'number' ? v : Number(v);
    case 'minutes':
      return Number(v) / MINUTES_PER_DAY;
    case 'date':
    case 'datetime':
      return toDate(v, kind);
    case 'boolean':
      return v ? 'Yes' : 'No';
    default:
      return v instanceof Date ? v : String(v);
  }
}

/** The text a CSV cell gets: hours as HH:MM, days as YYYY-MM-DD, instants as ISO 8601. */
function csvCell(kind: CellKind, v: CellValue): string {
  if (v === null || v === undefined) return '';
  switch (kind) {
    case 'minutes':
      return formatHours(Number(v) / 60);
    case 'money':
      return Number(v).toFixed(2);
    case 'date': {
      const day = toDate(v, 'date');
      return day ? dayOfDate(day) : '';
    }
    case 'datetime':
      return toDate(v, 'datetime')?.toISOString() ?? '';
    case 'boolean':
      return v ? 'Yes' : 'No';
    default:
      return v instanceof Date ? v.toISOString() : String(v);
  }
}

/** Streams rows into an .xlsx workbook (platform/xlsx-writer.ts), in constant memory; cells typed by column kind. */
export function xlsxStream<T>(
  sheetName: string,
  columns: ExportColumn<T>[],
  rows: AsyncIterable<T>,
): Promise<Readable> {
  const sheetColumns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? 20,
    numFmt: NUMBER_FORMATS[c.kind ?? 'text'],
  }));
  const cells = cellSources(columns);
  return xlsxSheetStream(sheetName, sheetColumns, batchesOf(rows), (row) =>
    cells.map((c) => xlsxCell(c.kind, c.value(row))),
  );
}

/** Streams rows as CSV (header first, `csvText`: quoted, formulas neutralised), a batch of rows per write. */
export function csvStream<T>(columns: ExportColumn<T>[], rows: AsyncIterable<T>, batch = 500): Readable {
  const out = new PassThrough();
  const lines = (data: string[][]) => `${csvText(data, { newline: '\r\n' })}\r\n`;
  const cells = cellSources(columns);
  (async () => {
    out.write(lines([columns.map((c) => c.header)]));
    let buffer: string[][] = [];
    for await (const rowsRead of batchesOf(rows)) {
      for (const row of rowsRead) {
        buffer.push(cells.map((c) => csvCell(c.kind, c.value(row))));
        if (buffer.length >= batch) {
          if (!out.write(lines(buffer))) await new Promise((r) => out.once('drain', r));
          buffer = [];
        }
      }
    }
    if (buffer.length) out.write(lines(buffer));
    out.end();
  })().catch((err) => out.destroy(err));
  return out;
}

export type ExportFormat = 'xlsx' | 'csv';

export interface ExportRequest<T> {
  /** The file name without extension ('timesheets'). */
  name: string;
  sheetName: string;
  columns: ExportColumn<T>[];
  rows: AsyncIterable<T>;
  format?: ExportFormat;
}

/** Reads the first batch before a byte is sent, so a failing query answers an error, not a cut-off download. */
async function started<T>(batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]();
  let first: IteratorResult<T> | null = await iterator.next();
  // The same iterator with its first batch put back (no generator in between).
  const resumed: AsyncIterator<T> = {
    next: () => {
      const taken = first;
      first = null;
      return taken ? Promise.resolve(taken) : iterator.next();
    },
    return: (value?: unknown) => iterator.return?.(value) ?? Promise.resolve({ done: true, value: undefined }),
  };
  return { [Symbol.asyncIterator]: () => resumed };
}

/** Answers an export as a streamed download: XLSX by default, CSV on request. */
export async function sendExport<T>(
  reply: FastifyReply,
  { name, sheetName, columns, rows: source, format = 'xlsx' }: ExportRequest<T>,
) {
  const batches = await started(batchesOf(source));
  const rows = rowBatches(() => batches);
  const csv = format === 'csv';
  return reply
    .header('Content-Type', csv ? CSV_TYPE : XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename="${name}.${format}"`)
    .send(csv ? csvStream(columns, rows) : await xlsxStream(sheetName, columns, rows));
}

import { dayOfDate, type FieldError } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import type { z } from 'zod';
import { csvText, FORMULA_START } from './csv.ts';
import { AppError, badRequest, fieldError } from './errors.ts';
import { CSV_TYPE, XLSX_TYPE } from './exports.ts';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from './input-guard.ts';
import { readUpload } from './uploads.ts';

/** exceljs, loaded at the first XLSX import or example: importing it took a second of every start of the portal. */
const excel = async () => (await import('exceljs')).default;

/** One data row of an upload: its values keyed by the header, and its line in the file (the header is line 1). */
export interface ImportLine<R> {
  line: number;
  value: R;
}

const MAX_IMPORT_ROWS = 5000;

/** What an import refuses with: 'Line 3: hours: ...' under the field 'line 3'. */
export const lineError = (line: number, message: string): FieldError => ({
  field: `line ${line}`,
  message: `Line ${line}: ${message}`,
});

const lineOf = (e: FieldError) => Number(e.field.replace(/^line /, '')) || 0;

/** Refuses the whole import when any line failed, naming every failed line in file order. */
export function refuseIfAny(errors: FieldError[]) {
  if (errors.length === 0) return;
  const sorted = [...errors].sort((a, b) => lineOf(a) - lineOf(b));
  throw badRequest(`${errors.length} row(s) could not be imported; nothing was imported`, sorted);
}

const cellText = (v: unknown): string => {
  if (v instanceof Date) return dayOfDate(v);
  if (v && typeof v === 'object') {
    // Rich text, hyperlinks and formulas: their visible text or result.
    const o = v as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (o.richText)
      return o.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (o.result !== undefined) return cellText(o.result);
    if (o.text !== undefined) return String(o.text).trim();
  }
  return String(v ?? '').trim();
};

/**
 * Reads an uploaded CSV or XLSX (first sheet) into rows of text keyed by the trimmed header. A cell holding text
 * the database cannot keep (NUL, lone surrogate) refuses the file, naming its line (the header is line 1).
 */
export async function parseUpload(file: { filename: string; bytes: Buffer }): Promise<Record<string, string>[]> {
  const rows = await readRows(file);
  rows.forEach((row, i) => {
    const column = findUnsafeText(row);
    if (column !== null) throw fieldError(`line ${i + 2}`, `Line ${i + 2}, ${column || 'row'}: ${UNSAFE_TEXT_MESSAGE}`);
  });
  return rows;
}

async function readRows(file: { filename: string; bytes: Buffer }): Promise<Record<string, string>[]> {
  const name = file.filename.toLowerCase();
  if (name.endsWith('.csv')) {
    const parsed = Papa.parse<Record<string, string>>(file.bytes.toString('utf8').replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
      // The apostrophe the portal's own CSV put before a formula-like cell (csv.ts) is taken off again, so an
      // exported file imports back as it was written.
      transform: (value) => (value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value),
    });
    return parsed.data;
  }
  if (name.endsWith('.xlsx')) {
    const wb = new (await excel()).Workbook();
    await wb.xlsx.load(file.bytes as unknown as ArrayBuffer).catch(() => {
      throw fieldError('file', 'The file is not a valid XLSX workbook');
    });
    const sheet = wb.worksheets[0];
    if (!sheet) return [];
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(cellText);
    const rows: Record<string, string>[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const cells = (row.values as unknown[]).slice(1);
      rows.push(Object.fromEntries(header.map((h, i) => [h, cellText(cells[i])])));
    });
    return rows;
  }
  throw new AppError(415, 'Upload a CSV or XLSX file');
}

/**
 * Checks an upload's rows before anything is written: not empty (else 400), at most `maxRows` (else 400), each row
 * valid under `schema` (the first issue of a row is named with its line and field). Returns the valid lines and the
 * errors of the others (`columnOf` renames a schema field to the file's column in messages); the caller adds the errors of its own checks and calls `refuseIfAny`, so an import is all
 * rows or none and one answer names every bad line.
 */
export function validateRows<S extends z.ZodType>(
  rows: Record<string, string>[],
  schema: S,
  { maxRows = MAX_IMPORT_ROWS, columnOf = {} }: { maxRows?: number; columnOf?: Record<string, string> } = {},
): { lines: ImportLine<z.output<S>>[]; errors: FieldError[] } {
  if (rows.length === 0) throw badRequest('The file has no rows');
  if (rows.length > maxRows) throw badRequest(`Import at most ${maxRows.toLocaleString('en-US')} rows at once`);
  const errors: FieldError[] = [];
  const lines: ImportLine<z.output<S>>[] = [];
  for (const [i, raw] of rows.entries()) {
    const line = i + 2;
    const parsed = schema.safeParse(raw);
    if (parsed.success) {
      lines.push({ line, value: parsed.data });
    } else {
      const issue = parsed.error.issues[0];
      const where = issue?.path.map((p) => columnOf[String(p)] ?? String(p)).join('.');
      errors.push(lineError(line, `${where ? `${where}: ` : ''}${issue?.message ?? 'invalid row'}`));
    }
  }
  return { lines, errors };
}

/** An example file for an import: its columns as the header and `rows` under it, as CSV or XLSX. */
export async function exampleFile(
  format: 'csv' | 'xlsx',
  columns: readonly string[],
  rows: object[],
  sheetName: string,
): Promise<{ type: string; body: string | Buffer }> {
  if (format === 'csv') return { type: CSV_TYPE, body: csvText(rows, { columns: [...columns] }) };
  const wb = new (await excel()).Workbook();
  const sheet = wb.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c, key: c, width: 20 }));
  for (const r of rows) sheet.addRow(r);
  sheet.getRow(1).font = { bold: true };
  return { type: XLSX_TYPE, body: Buffer.from(await wb.xlsx.writeBuffer()) };
}

export interface ExampleRequest {
  /** The download's name without extension ('timesheet-import-example'). */
  name: string;
  format: 'csv' | 'xlsx';
  columns: readonly string[];
  rows: object[];
  sheetName: string;
}

/** Answers an import's example file as a download. */
export async function sendExample(reply: FastifyReply, { name, format, columns, rows, sheetName }: ExampleRequest) {
  const file = await exampleFile(format, columns, rows, sheetName);
  return reply
    .header('Content-Type', file.type)
    .header('Content-Disposition', `attachment; filename="${name}.${format}"`)
    .send(file.body);
}

const CHOOSE_FILE = 'Choose a CSV or XLSX file to import';

/** The rows of the CSV or XLSX uploaded as the multipart field "file"; 400 naming `file` when none was sent. */
export async function uploadedRows(req: FastifyRequest): Promise<Record<string, string>[]> {
  const file = await readUpload(req);
  if (!file) throw badRequest(CHOOSE_FILE, [{ field: 'file', message: CHOOSE_FILE }]);
  return parseUpload(file);
}

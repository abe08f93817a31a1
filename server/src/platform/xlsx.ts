import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface XlsxColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | boolean | Date | null;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams rows into an .xlsx download with exceljs's streaming writer: each row is committed as it comes,
 * so an export of any size runs in constant memory.
 */
export function sendXlsx<T>(
  reply: FastifyReply,
  filename: string,
  sheetName: string,
  columns: XlsxColumn<T>[],
  rows: AsyncIterable<T>,
) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const row of rows) sheet.addRow(columns.map((c) => c.value(row))).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(out);
}

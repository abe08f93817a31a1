import ExcelJS from 'exceljs';
import type { TestApp } from './buildTestApp.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The bytes of an XLSX answer as a workbook, to assert on its sheets and typed cells. */
export async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}

/** POSTs a download and answers its workbook, failing unless the answer is a 200 XLSX. */
export async function downloadedWorkbook(
  t: Pick<TestApp, 'post'>,
  url: string,
  headers: Record<string, string>,
  payload: object = {},
): Promise<ExcelJS.Workbook> {
  const res = await t.post(url, headers, payload);
  if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith(XLSX_TYPE))
    throw new Error(`${url}: ${res.statusCode} ${res.headers['content-type']} ${res.body.slice(0, 200)}`);
  return workbookOf(res.rawPayload);
}

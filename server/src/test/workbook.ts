import ExcelJS from 'exceljs';

/** The bytes of an XLSX answer as a workbook, to assert on its sheets and typed cells. */
export async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}

import { buffer } from 'node:stream/consumers';
import { PAY_PERIOD_TYPES } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvStream, type ExportColumn, xlsxStream } from './exports.ts';

interface Row {
  name: string;
  type: string;
  minutes: number;
  day: string;
  at: string;
  pay: number | null;
  active: boolean;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Type', labels: PAY_PERIOD_TYPES, value: (r) => r.type },
  { header: 'Hours', kind: 'minutes', value: (r) => r.minutes },
  { header: 'Day', kind: 'date', value: (r) => r.day },
  { header: 'At', kind: 'datetime', value: (r) => r.at },
  { header: 'Pay', kind: 'money', value: (r) => r.pay },
  { header: 'Active', kind: 'boolean', value: (r) => r.active },
];

const rows: Row[] = [
  {
    name: 'Ann, "Nurse"',
    type: 'bi_weekly',
    minutes: 56 * 60,
    day: '2026-01-05',
    at: '2026-01-05T14:30:00Z',
    pay: 1234.5,
    active: true,
  },
  { name: 'Bo', type: 'daily', minutes: 450, day: '2026-12-31', at: '2026-12-31T23:59:00Z', pay: null, active: false },
];

/** exceljs reads a number under a time format back as a Date from Excel's epoch; this is the stored number. */
const serial = (v: unknown) => ((v as Date).getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;

async function* each<T>(items: T[]) {
  yield* items;
}

describe('xlsx export', () => {
  it('writes typed cells: durations as [h]:mm numbers, labels, real dates, money', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await buffer(await xlsxStream('Sheet', columns, each(rows)))) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Sheet');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Type', 'Hours', 'Day', 'At', 'Pay', 'Active']);
    const first = sheet?.getRow(2);
    expect(first?.getCell(1).value).toBe('Ann, "Nurse"');
    expect(first?.getCell(2).value).toBe('Bi-Weekly');
    // 56 hours = 56/24 days: Excel shows 56:00 under [h]:mm and sums the column.
    expect(first?.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(serial(first?.getCell(3).value)).toBeCloseTo(56 / 24, 8);
    expect(first?.getCell(3).numFmt).toBe('[h]:mm');
    expect(first?.getCell(4).value).toEqual(new Date('2026-01-05T00:00:00Z'));
    expect(first?.getCell(4).numFmt).toBe('mm/dd/yyyy');
    expect(first?.getCell(5).value).toEqual(new Date('2026-01-05T14:30:00Z'));
    expect(first?.getCell(6).value).toBe(1234.5);
    expect(first?.getCell(6).numFmt).toBe('"$"#,##0.00');
    expect(first?.getCell(7).value).toBe('Yes');
    const second = sheet?.getRow(3);
    expect(second?.getCell(2).value).toBe('Daily');
    expect(serial(second?.getCell(3).value)).toBeCloseTo(7.5 / 24, 8);
    expect(second?.getCell(6).value).toBeNull();
    expect(second?.getCell(7).value).toBe('No');
  });
});

describe('xlsx writer', () => {
  it('writes a bold, frozen header, column widths and XML-safe text (controls and lone surrogates dropped)', async () => {
    const hostile = [{ text: 'a<b>&"c"\u0000d\uD800e\u0007 ', n: 3 }];
    const cols: ExportColumn<{ text: string; n: number }>[] = [
      { header: 'Text <1>', width: 33, value: (r) => r.text },
      { header: 'N', kind: 'number', value: (r) => r.n },
    ];
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await buffer(await xlsxStream('Odd: [name]', cols, each(hostile)))) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.name).toBe('Odd   name ');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Text <1>');
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getColumn(1).width).toBe(33);
    expect(sheet?.getRow(2).getCell(1).value).toBe('a<b>&"c"de ');
    expect(sheet?.getRow(2).getCell(2).value).toBe(3);
  });

  it('streams many rows in order, each on its own row', async () => {
    const many = Array.from({ length: 2_500 }, (_v, i) => ({ i }));
    const cols: ExportColumn<{ i: number }>[] = [
      { header: 'I', kind: 'number', value: (r) => r.i },
      { header: 'Label', value: (r) => `row ${r.i}` },
    ];
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await buffer(await xlsxStream('Many', cols, each(many)))) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Many');
    expect(sheet?.rowCount).toBe(2_501);
    expect(sheet?.getRow(2).values).toEqual([undefined, 0, 'row 0']);
    expect(sheet?.getRow(2_501).values).toEqual([undefined, 2_499, 'row 2499']);
  });
});

describe('csv export', () => {
  it('writes a header and quoted rows with HH:MM hours, labels and ISO dates', async () => {
    const text = (await buffer(csvStream(columns, each(rows), 1))).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      'Name,Type,Hours,Day,At,Pay,Active',
      '"Ann, ""Nurse""",Bi-Weekly,56:00,2026-01-05,2026-01-05T14:30:00.000Z,1234.50,Yes',
      'Bo,Daily,07:30,2026-12-31,2026-12-31T23:59:00.000Z,,No',
      '',
    ]);
  });
});

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { csvText } from './csv.ts';
import { AppError } from './errors.ts';
import { exampleFile, lineError, parseUpload, refuseIfAny, validateRows } from './imports.ts';

const schema = z.object({
  email: z.email(),
  hours: z
    .string()
    .transform(Number)
    .pipe(z.number().max(24, { message: 'at most 24' })),
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e as AppError;
  }
  throw new Error('not refused');
};

describe('parseUpload', () => {
  it('reads CSV (with a byte-order mark) and XLSX alike, keyed by the trimmed header', async () => {
    const csv = await parseUpload({ filename: 'a.CSV', bytes: Buffer.from('\uFEFFemail , hours\na@b.co,8\n\n') });
    expect(csv).toEqual([{ email: 'a@b.co', hours: '8' }]);
    const example = await exampleFile('xlsx', ['email', 'hours'], [{ email: 'a@b.co', hours: 8 }], 'Rows');
    const xlsx = await parseUpload({ filename: 'a.xlsx', bytes: example.body as Buffer });
    expect(xlsx).toEqual([{ email: 'a@b.co', hours: '8' }]);
  });

  it("takes off the apostrophe the portal's CSV puts before a formula-like cell, and only that one", async () => {
    const written = csvText([{ note: '=SUM(1,2)', name: "O'Brien", quoted: "'plain", amount: '-12.50' }]);
    expect(written).toContain("'=SUM(1,2)");
    const rows = await parseUpload({ filename: 'back.csv', bytes: Buffer.from(written) });
    expect(rows).toEqual([{ note: '=SUM(1,2)', name: "O'Brien", quoted: "'plain", amount: '-12.50' }]);
  });

  it('reads an XLSX date cell as a calendar day', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('x');
    sheet.addRow(['date']);
    sheet.addRow([new Date('2026-03-04T00:00:00Z')]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await parseUpload({ filename: 'd.xlsx', bytes })).toEqual([{ date: '2026-03-04' }]);
  });

  it('refuses other files with 415', async () => {
    await expect(parseUpload({ filename: 'a.txt', bytes: Buffer.from('x') })).rejects.toMatchObject({ status: 415 });
  });
});

describe('validateRows', () => {
  it('returns valid lines with their line numbers and names each bad line and field', () => {
    const { lines, errors } = validateRows(
      [
        { email: 'a@b.co', hours: '8' },
        { email: 'nope', hours: '8' },
        { email: 'c@d.co', hours: '30' },
      ],
      schema,
      { columnOf: { hours: 'hours_worked' } },
    );
    expect(lines).toEqual([{ line: 2, value: { email: 'a@b.co', hours: 8 } }]);
    expect(errors.map((e) => e.field)).toEqual(['line 3', 'line 4']);
    expect(errors[1]?.message).toBe('Line 4: hours_worked: at most 24');
  });

  it('refuses an empty file and too many rows', () => {
    expect(refusal(() => validateRows([], schema)).message).toBe('The file has no rows');
    const many = Array.from({ length: 3 }, () => ({ email: 'a@b.co', hours: '1' }));
    expect(refusal(() => validateRows(many, schema, { maxRows: 2 })).message).toBe('Import at most 2 rows at once');
  });
});

describe('refuseIfAny', () => {
  it('passes without errors and otherwise refuses everything, lines in file order', () => {
    expect(() => refuseIfAny([])).not.toThrow();
    const e = refusal(() => refuseIfAny([lineError(12, 'b'), lineError(3, 'a')]));
    expect(e).toBeInstanceOf(AppError);
    expect(e.message).toBe('2 row(s) could not be imported; nothing was imported');
    expect(e.errors?.map((x) => x.message)).toEqual(['Line 3: a', 'Line 12: b']);
  });
});

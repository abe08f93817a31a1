import { entryMinutes, timesheetEntrySchema } from '@portal/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { v7 as uuidv7 } from 'uuid';
import { assignments, facilities, payPeriods, type StoredEntry, timesheets, users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';

/** The import's columns, in the order of the example file. */
export const IMPORT_COLUMNS = [
  'provider_email',
  'facility_name',
  'date',
  'start_time',
  'end_time',
  'break_minutes',
  'hours',
  'on_call_type',
  'on_call_hours',
  'notes',
] as const;
type Row = Record<(typeof IMPORT_COLUMNS)[number], string>;

export const IMPORT_EXAMPLE: Row[] = [
  {
    provider_email: 'provider@example.com',
    facility_name: 'Mercy General Hospital',
    date: '2026-11-02',
    start_time: '07:00',
    end_time: '15:30',
    break_minutes: '30',
    hours: '',
    on_call_type: '',
    on_call_hours: '',
    notes: 'Day shift',
  },
  {
    provider_email: 'provider@example.com',
    facility_name: 'Mercy General Hospital',
    date: '2026-11-03',
    start_time: '',
    end_time: '',
    break_minutes: '0',
    hours: '7.5',
    on_call_type: 'in-house-call',
    on_call_hours: '2',
    notes: '',
  },
];

/** An example file of `rows` with `columns`, as CSV. */
export const exampleCsv = (columns: readonly string[] = IMPORT_COLUMNS, rows: object[] = IMPORT_EXAMPLE) =>
  Papa.unparse(rows, { columns: [...columns] });

/** The same example as an XLSX workbook. */
export async function exampleXlsx(
  columns: readonly string[] = IMPORT_COLUMNS,
  rows: object[] = IMPORT_EXAMPLE,
  sheetName = 'Time sheets',
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c, key: c, width: 20 }));
  for (const r of rows) sheet.addRow(r);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Reads the uploaded CSV or XLSX into rows keyed by the header; line numbers count the header as line 1. */
export async function parseUpload<R = Row>(file: { filename: string; bytes: Buffer }): Promise<R[]> {
  const name = file.filename.toLowerCase();
  if (name.endsWith('.csv')) {
    const parsed = Papa.parse<R>(file.bytes.toString('utf8'), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
    });
    return parsed.data;
  }
  if (name.endsWith('.xlsx')) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    if (!sheet) return [];
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? '').trim());
    const rows: R[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const cells = (row.values as unknown[]).slice(1);
      const cell = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '').trim());
      rows.push(Object.fromEntries(header.map((h, i) => [h, cell(cells[i])])) as R);
    });
    return rows;
  }
  throw new AppError(415, 'Upload a CSV or XLSX file');
}

const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : Number(v));

/**
 * Validates every row (provider, facility, an assignment covering the day, its pay period, the entry itself) and
 * imports them grouped into time sheets only if all rows pass: one bad row imports nothing and is named with its
 * line and reason.
 */
export async function importTimesheets(ctx: Ctx, rows: Row[]) {
  if (rows.length === 0) throw badRequest('The file has no rows');
  if (rows.length > 5000) throw badRequest('Import at most 5,000 rows at once');
  const errors: { field: string; message: string }[] = [];
  const groups = new Map<
    string,
    {
      assignmentId: string;
      providerId: string;
      facilityId: string;
      periodId: string;
      periodStart: string;
      entries: StoredEntry[];
      lines: number[];
    }
  >();
  for (const [i, raw] of rows.entries()) {
    const line = i + 2;
    const fail = (message: string) => errors.push({ field: `line ${line}`, message: `Line ${line}: ${message}` });
    const entry = timesheetEntrySchema.safeParse({
      date: raw.date?.trim(),
      startTime: raw.start_time?.trim() || null,
      endTime: raw.end_time?.trim() || null,
      hours: num(raw.hours),
      breakMinutes: num(raw.break_minutes) ?? 0,
      onCallType: raw.on_call_type?.trim() || null,
      onCallHours: num(raw.on_call_hours),
      notes: raw.notes?.trim() || null,
    });
    if (!entry.success) {
      const issue = entry.error.issues[0];
      fail(`${issue.path.join('.') || 'row'}: ${issue.message}`);
      continue;
    }
    const e = entry.data;
    const [match] = await ctx.db
      .select({ a: assignments, period: payPeriods })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.providerId))
      .innerJoin(facilities, eq(facilities.id, assignments.facilityId))
      .innerJoin(
        payPeriods,
        and(
          eq(payPeriods.type, assignments.payPeriodType),
          lte(payPeriods.startDate, e.date),
          gte(payPeriods.endDate, e.date),
        ),
      )
      .where(
        and(
          eq(sql`lower(${users.email})`, (raw.provider_email ?? '').trim().toLowerCase()),
          eq(sql`lower(${facilities.name})`, (raw.facility_name ?? '').trim().toLowerCase()),
          lte(assignments.startDate, e.date),
          gte(assignments.endDate, e.date),
        ),
      )
      .limit(1);
    if (!match) {
      fail(
        `no assignment of ${raw.provider_email || '(no e-mail)'} at ${raw.facility_name || '(no facility)'} covers ${e.date} with a pay period`,
      );
      continue;
    }
    const key = `${match.a.id}|${match.period.id}`;
    const group = groups.get(key) ?? {
      assignmentId: match.a.id,
      providerId: match.a.providerId,
      facilityId: match.a.facilityId,
      periodId: match.period.id,
      periodStart: match.period.startDate,
      entries: [],
      lines: [],
    };
    if (group.entries.some((x) => x.date === e.date)) {
      fail(`${e.date} appears twice for this provider and facility`);
      continue;
    }
    group.entries.push({
      date: e.date,
      startTime: e.startTime ?? null,
      endTime: e.endTime ?? null,
      breakMinutes: e.breakMinutes,
      minutes: entryMinutes(e),
      onCallType: e.onCallType ?? null,
      onCallMinutes: Math.round((e.onCallHours ?? 0) * 60),
      notes: e.notes ?? null,
    });
    group.lines.push(line);
    groups.set(key, group);
  }
  for (const g of groups.values()) {
    const [exists] = await ctx.db
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(and(eq(timesheets.assignmentId, g.assignmentId), eq(timesheets.payPeriodId, g.periodId)))
      .limit(1);
    if (exists)
      errors.push({
        field: `line ${g.lines[0]}`,
        message: `Line ${g.lines[0]}: a time sheet already exists for this assignment and pay period`,
      });
  }
  if (errors.length) {
    errors.sort((a, b) => Number(a.field.slice(5)) - Number(b.field.slice(5)));
    throw badRequest(`${errors.length} row(s) could not be imported; nothing was imported`, errors);
  }
  const created: string[] = [];
  await ctx.db.transaction(async (tx) => {
    for (const g of groups.values()) {
      const id = uuidv7();
      const entries = g.entries.sort((a, b) => a.date.localeCompare(b.date));
      const values = {
        id,
        assignmentId: g.assignmentId,
        providerId: g.providerId,
        facilityId: g.facilityId,
        payPeriodId: g.periodId,
        periodStart: g.periodStart,
        entries,
        totalMinutes: entries.reduce((s, x) => s + x.minutes, 0),
        onCallMinutes: entries.reduce((s, x) => s + x.onCallMinutes, 0),
      };
      await tx.insert(timesheets).values(values);
      await audit(tx, ctx, {
        action: 'import',
        entityType: 'timesheet',
        entityId: id,
        after: { entries: values.entries, totalMinutes: values.totalMinutes },
      });
      created.push(id);
    }
  });
  return { imported: created.length, rows: rows.length };
}

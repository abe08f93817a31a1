import { TIMESHEET_MESSAGES, timesheetEntrySchema, todayIn } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { StoredEntry } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { lineError, refuseIfAny, validateRows } from '../../platform/imports.ts';
import { sheetValues } from './timesheet-values.ts';
import { toStoredEntry } from './timesheets.mapper.ts';
import * as repo from './timesheets.repo.ts';

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

export const IMPORT_EXAMPLE: Record<(typeof IMPORT_COLUMNS)[number], string>[] = [
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

const text = z.string().trim().default('');
const optional = text.transform((v) => v || null);
const num = text.transform((v) => (v === '' ? null : Number(v)));

/** One line of the file as a time sheet entry, plus whose and where. */
const importRowSchema = z
  .object({
    provider_email: text,
    facility_name: text,
    date: text,
    start_time: optional,
    end_time: optional,
    break_minutes: num,
    hours: num,
    on_call_type: optional,
    on_call_hours: num,
    notes: optional,
  })
  // Typed loosely here: the pipe below checks the entry (an unknown on-call type is a line error).
  .transform(
    (r): Record<string, unknown> => ({
      email: r.provider_email.toLowerCase(),
      facility: r.facility_name,
      date: r.date,
      startTime: r.start_time,
      endTime: r.end_time,
      hours: r.hours,
      breakMinutes: r.break_minutes ?? 0,
      onCallType: r.on_call_type,
      onCallHours: r.on_call_hours,
      notes: r.notes,
    }),
  )
  .pipe(timesheetEntrySchema.safeExtend({ email: z.string(), facility: z.string() }));

/** Errors name the file's columns, not the entry's fields. */
const COLUMN_OF: Record<string, string> = {
  startTime: 'start_time',
  endTime: 'end_time',
  breakMinutes: 'break_minutes',
  onCallType: 'on_call_type',
  onCallHours: 'on_call_hours',
};

type ImportMatch = NonNullable<Awaited<ReturnType<typeof repo.matchImportRow>>>;

/**
 * Validates every row (provider, facility, an assignment covering the day, its pay period, the entry itself) and
 * imports them grouped into time sheets only if all rows pass: one bad row imports nothing and is named with its
 * line and reason.
 */
export async function importTimesheets(ctx: Ctx, rows: Record<string, string>[]) {
  const { lines, errors } = validateRows(rows, importRowSchema, { columnOf: COLUMN_OF });
  const groups = new Map<
    string,
    { assignment: ImportMatch['a']; period: ImportMatch['period']; entries: StoredEntry[]; lines: number[] }
  >();
  for (const { line, value: row } of lines) {
    const fail = (message: string) => errors.push(lineError(line, message));
    const e = row;
    const match = await repo.matchImportRow(ctx.db, row.email, row.facility, e.date);
    if (!match) {
      fail(
        `no assignment of ${row.email || '(no e-mail)'} at ${row.facility || '(no facility)'} covers ${e.date} with a pay period`,
      );
      continue;
    }
    if (e.date > todayIn(match.timezone)) {
      fail(`${e.date}: ${TIMESHEET_MESSAGES.futureDay.toLowerCase()}`);
      continue;
    }
    const key = `${match.a.id}|${match.period.id}`;
    const group = groups.get(key) ?? { assignment: match.a, period: match.period, entries: [], lines: [] };
    if (group.entries.some((x) => x.date === e.date)) {
      fail(`${e.date} appears twice for this provider and facility`);
      continue;
    }
    group.entries.push(toStoredEntry(e));
    group.lines.push(line);
    groups.set(key, group);
  }
  for (const g of groups.values()) {
    if (await repo.timesheetExists(ctx.db, g.assignment.id, g.period.id))
      errors.push(lineError(g.lines[0] ?? 0, 'a time sheet already exists for this assignment and pay period'));
  }
  refuseIfAny(errors);
  const created: string[] = [];
  await ctx.db.transaction(async (tx) => {
    for (const g of groups.values()) {
      const id = uuidv7();
      const values = sheetValues(g.assignment, g.period, g.entries);
      await repo.insertTimesheet(tx, { id, ...values });
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

import {
  effectiveDatesInOrder,
  PAY_RATE_IMPORT_COLUMNS,
  PAY_RATE_MESSAGES,
  payRateFieldsSchema,
  RATE_KEYS,
  RATE_SETS,
  type RatesCents,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { lineError, refuseIfAny, validateRows } from '../../platform/imports.ts';
import * as repo from './pay-rates.repo.ts';

export const IMPORT_COLUMNS = PAY_RATE_IMPORT_COLUMNS;

const column = (set: string, key: string, kind: 'pay' | 'bill') => `${set.replace('Rates', '')}_${key}_${kind}`;

/** Two example rows: the template a newcomer fills. */
export const IMPORT_EXAMPLE: Record<string, string>[] = [
  {
    provider_email: 'provider@example.com',
    facility_name: 'Mercy General Hospital',
    effective_from: '2026-01-01',
    effective_to: '',
    regular_worked_pay: '120.00',
    regular_worked_bill: '165.00',
    'regular_evening-on-call-pager_pay': '15',
    'regular_evening-on-call-pager_bill': '25',
    weekend_worked_pay: '130',
    weekend_worked_bill: '180',
    holiday_worked_pay: '180',
    holiday_worked_bill: '240',
    notes: 'Standard CRNA rates',
  },
];

/** One line of the file read into the create form's input, plus whose and where. */
const rowSchema = z
  .record(z.string(), z.string().optional())
  // Typed loosely here: the pipe below checks every field (a bad amount is a line error).
  .transform((r): Record<string, unknown> => {
    const sets = Object.fromEntries(
      RATE_SETS.map((s) => [
        s,
        Object.fromEntries(
          RATE_KEYS.map((k) => [k, { PayRate: r[column(s, k, 'pay')] ?? '', BillRate: r[column(s, k, 'bill')] ?? '' }]),
        ),
      ]),
    );
    return {
      email: (r.provider_email ?? '').trim().toLowerCase(),
      facility: (r.facility_name ?? '').trim(),
      effectiveFrom: (r.effective_from ?? '').trim(),
      effectiveTo: (r.effective_to ?? '').trim() || null,
      notes: (r.notes ?? '').trim() || null,
      ...sets,
    };
  })
  .pipe(
    payRateFieldsSchema
      .omit({ assignmentId: true })
      .extend({
        email: z.email('Enter the provider e-mail'),
        facility: z.string().min(1, 'Enter the facility name'),
      })
      .superRefine(effectiveDatesInOrder),
  );

/** Errors name the file's columns. */
const COLUMN_OF: Record<string, string> = {
  email: 'provider_email',
  facility: 'facility_name',
  effectiveFrom: 'effective_from',
  effectiveTo: 'effective_to',
};

interface Pending {
  line: number;
  assignmentId: string;
  providerId: string;
  facilityId: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  rates: RatesCents;
  notes: string | null;
}

const meets = (a: { effectiveFrom: string; effectiveTo: string | null }, b: typeof a) =>
  a.effectiveFrom <= (b.effectiveTo ?? '9999-12-31') && b.effectiveFrom <= (a.effectiveTo ?? '9999-12-31');

/**
 * Validates every row (amounts, dates, an assignment of that provider at that facility covering the start, no overlap
 * with a stored rate or another row) and imports them as pending rates only if all pass: one bad row imports nothing
 * and is named with its line and reason.
 */
export async function importPayRates(ctx: Ctx, rows: Record<string, string>[]) {
  const checked = validateRows(rows, rowSchema, { columnOf: COLUMN_OF });
  const { lines } = checked;
  // A rate's path (regularRates.worked.PayRate) is named as its column (regular_worked_pay).
  const errors = checked.errors.map((e) => ({
    ...e,
    message: e.message.replace(
      /\b(\w+Rates)\.([\w-]+)\.(PayRate|BillRate)\b/,
      (_, set: string, key: string, kind: string) => column(set, key, kind === 'PayRate' ? 'pay' : 'bill'),
    ),
  }));
  const pending: Pending[] = [];
  for (const { line, value } of lines) {
    const a = await repo.assignmentByNames(ctx.db, value.email, value.facility, value.effectiveFrom);
    if (!a) {
      errors.push(
        lineError(line, `no assignment of ${value.email} at ${value.facility} covers ${value.effectiveFrom}`),
      );
      continue;
    }
    const period = { effectiveFrom: value.effectiveFrom, effectiveTo: value.effectiveTo ?? null };
    if (await repo.findOverlap(ctx.db, { assignmentId: a.id, ...period })) {
      errors.push(lineError(line, PAY_RATE_MESSAGES.overlap));
      continue;
    }
    const twin = pending.find((p) => p.assignmentId === a.id && meets(p, period));
    if (twin) {
      errors.push(lineError(line, `overlaps line ${twin.line} for the same assignment`));
      continue;
    }
    pending.push({
      line,
      assignmentId: a.id,
      providerId: a.providerId,
      facilityId: a.facilityId,
      ...period,
      rates: Object.fromEntries(RATE_SETS.map((s) => [s, value[s]])) as unknown as RatesCents,
      notes: value.notes ?? null,
    });
  }
  refuseIfAny(errors);
  await ctx.db.transaction(async (tx) => {
    for (const p of pending) {
      const id = uuidv7();
      const { line: _, ...values } = p;
      await repo.insertPayRate(tx, { id, ...values });
      await audit(tx, ctx, { action: 'import', entityType: 'pay-rate', entityId: id, after: values });
    }
  });
  return { imported: pending.length, rows: rows.length };
}

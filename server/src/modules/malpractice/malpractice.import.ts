import { datesInOrder, STATE_RATE_IMPORT_COLUMNS, stateRateFieldsSchema } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { lineError, refuseIfAny, validateRows } from '../../platform/imports.ts';
import { malpracticeStateRateChanged, type StateRateChange, type StateRateTerms } from './malpractice.events.ts';
import * as repo from './malpractice.repo.ts';

export const IMPORT_COLUMNS = STATE_RATE_IMPORT_COLUMNS;
export const IMPORT_EXAMPLE = [
  {
    insurance_provider: 'MedPro Group',
    state: 'TX',
    specialty: 'crna',
    hourly_cost: '9.50',
    effective_from: '2026-01-01',
    effective_to: '',
  },
];

const rowSchema = z
  .record(z.string(), z.string().optional())
  .transform(
    (r): Record<string, unknown> => ({
      insurer: (r.insurance_provider ?? '').trim(),
      state: (r.state ?? '').trim(),
      specialty: (r.specialty ?? '').trim().toLowerCase(),
      hourlyCost: (r.hourly_cost ?? '').trim(),
      effectiveFrom: (r.effective_from ?? '').trim(),
      effectiveTo: (r.effective_to ?? '').trim() || null,
    }),
  )
  .pipe(
    stateRateFieldsSchema
      .omit({ insuranceProviderId: true })
      .extend({ insurer: z.string().min(1, 'Enter the insurance provider') })
      .superRefine(datesInOrder),
  );

const COLUMN_OF = {
  insurer: 'insurance_provider',
  hourlyCost: 'hourly_cost',
  effectiveFrom: 'effective_from',
  effectiveTo: 'effective_to',
};

/** State rates from CSV or XLSX: every row checked (insurer known, no overlap), all imported or none. */
export async function importStateRates(ctx: Ctx, rows: Record<string, string>[]) {
  const { lines, errors } = validateRows(rows, rowSchema, { columnOf: COLUMN_OF });
  const pending: (StateRateTerms & { id: string; line: number })[] = [];
  for (const { line, value } of lines) {
    const insurer = await repo.insurerByName(ctx.db, value.insurer);
    if (!insurer) {
      errors.push(lineError(line, `insurance_provider: ${value.insurer} is not in the insurance provider list`));
      continue;
    }
    const v = {
      insuranceProviderId: insurer.id,
      state: value.state,
      specialty: value.specialty,
      hourlyCents: value.hourlyCost,
      effectiveFrom: value.effectiveFrom,
      effectiveTo: value.effectiveTo ?? null,
    };
    const meets = pending.find(
      (p) =>
        p.insuranceProviderId === v.insuranceProviderId &&
        p.state === v.state &&
        p.specialty === v.specialty &&
        p.effectiveFrom <= (v.effectiveTo ?? '9999-12-31') &&
        v.effectiveFrom <= (p.effectiveTo ?? '9999-12-31'),
    );
    if (meets) {
      errors.push(lineError(line, `overlaps line ${meets.line}`));
      continue;
    }
    if (await repo.stateRateOverlap(ctx.db, v)) {
      errors.push(lineError(line, 'another rate of this insurance provider, state and specialty overlaps these dates'));
      continue;
    }
    pending.push({ id: uuidv7(), line, ...v });
  }
  refuseIfAny(errors);
  const deliver = await ctx.db.transaction(async (tx) => {
    const changes: StateRateChange[] = [];
    for (const { line: _, id, ...terms } of pending) {
      await repo.insertStateRates(tx, [{ id, ...terms }]);
      await audit(tx, ctx, {
        action: 'import',
        entityType: 'malpractice-state-rate',
        entityId: id,
        after: { id, ...terms },
      });
      changes.push({ id, change: 'imported', before: null, after: terms });
    }
    return malpracticeStateRateChanged.emit(tx, ctx, changes);
  });
  await deliver();
  return { imported: pending.length, rows: rows.length };
}

import { HOLIDAY_MESSAGES, type Holiday } from '@portal/contracts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import * as repo from './holidays.repo.ts';
import { holidayChanged } from './pay-rates.events.ts';

const ENTITY = 'holiday';

export const listHolidays = (ctx: Ctx, year: number): Promise<Holiday[]> => repo.holidaysOfYear(ctx.db, year);

/** Adds a day to the calendar; a day already listed answers 409. Audited. */
export async function addHoliday(ctx: Ctx, input: Holiday): Promise<Holiday> {
  const deliver = await ctx.db.transaction(async (tx) => {
    if (!(await repo.insertHoliday(tx, input.day, input.name))) throw conflict(HOLIDAY_MESSAGES.exists);
    await audit(tx, ctx, { action: 'create', entityType: ENTITY, entityId: input.day, after: input });
    return holidayChanged.emit(tx, ctx, [{ day: input.day, change: 'added', name: input.name }]);
  });
  await deliver();
  return input;
}

/** Renames the holiday of a day. Audited. */
export async function renameHoliday(ctx: Ctx, day: string, name: string): Promise<Holiday> {
  const before = await repo.findHoliday(ctx.db, day);
  if (!before) throw notFound(HOLIDAY_MESSAGES.notFound);
  const deliver = await ctx.db.transaction(async (tx) => {
    await repo.renameHoliday(tx, day, name);
    await audit(tx, ctx, { action: 'update', entityType: ENTITY, entityId: day, before, after: { day, name } });
    return holidayChanged.emit(tx, ctx, [{ day, change: 'renamed', name }]);
  });
  await deliver();
  return { day, name };
}

/** Takes a day off the calendar. Audited. */
export async function deleteHoliday(ctx: Ctx, day: string): Promise<void> {
  const before = await repo.findHoliday(ctx.db, day);
  if (!before) throw notFound(HOLIDAY_MESSAGES.notFound);
  const deliver = await ctx.db.transaction(async (tx) => {
    await repo.deleteHoliday(tx, day);
    await audit(tx, ctx, { action: 'delete', entityType: ENTITY, entityId: day, before });
    return holidayChanged.emit(tx, ctx, [{ day, change: 'removed', name: null }]);
  });
  await deliver();
}

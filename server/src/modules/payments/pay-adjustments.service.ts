import { centsToAmount, PAY_PERIOD_MESSAGES, type payAdjustmentInputSchema } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { toPeriod } from '../pay-periods/index.ts';
import { findProvider } from '../providers/index.ts';
import * as repo from './pay-adjustments.repo.ts';
import { calculateIn } from './payments.service.ts';

export type { PayrollRow } from './pay-adjustments.repo.ts';

/**
 * Records a retro adjustment of a closed period and carries it, in the same transaction, into the payment of the
 * next open period of the same type (recalculated for that provider), where it is its own line naming the period.
 */
export async function addAdjustment(ctx: Ctx, periodId: string, input: z.output<typeof payAdjustmentInputSchema>) {
  const corrected = await repo.findPeriod(ctx.db, periodId);
  if (!corrected) throw notFound(PAY_PERIOD_MESSAGES.notFound);
  if (corrected.status !== 'closed') throw conflict(PAY_PERIOD_MESSAGES.correctsOpen);
  if (!(await findProvider(ctx.db, input.providerId))) throw fieldError('providerId', 'Provider not found');
  const applies = await repo.nextOpenPeriod(ctx.db, corrected, input.providerId);
  if (!applies) throw conflict(PAY_PERIOD_MESSAGES.noNextPeriod);
  const amountCents = input.direction === 'recover' ? -input.amount : input.amount;
  const { row, after } = await ctx.db.transaction(async (tx: Db) => {
    const saved = await repo.insertAdjustment(tx, {
      id: uuidv7(),
      providerId: input.providerId,
      correctsPayPeriodId: corrected.id,
      appliesPayPeriodId: applies.id,
      amountCents,
      reason: input.reason,
      createdBy: ctx.user?.id ?? null,
    });
    if (!saved) throw new Error('the adjustment was not stored');
    await audit(tx, ctx, {
      action: 'create',
      entityType: 'pay-adjustment',
      entityId: saved.id,
      after: {
        providerId: saved.providerId,
        amount: centsToAmount(amountCents),
        reason: saved.reason,
        correctsPayPeriodId: corrected.id,
        appliesPayPeriodId: applies.id,
      },
    });
    const actorName = ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() : null;
    const outcome = await calculateIn(
      tx,
      { providerIds: [input.providerId], payPeriodIds: [applies.id] },
      { action: 'recalculate', actorId: ctx.user?.id ?? null, actorName },
      ctx,
    );
    return { row: saved, after: outcome.after };
  });
  await after();
  return {
    _id: row.id,
    providerId: row.providerId,
    amount: centsToAmount(row.amountCents),
    reason: row.reason,
    correctsPeriod: toPeriod(corrected),
    appliesPeriod: toPeriod(applies),
  };
}

/** A closed period's payments for the payroll hand-off (CSV); an open period is refused: it may still change. */
export async function payrollRows(ctx: Ctx, periodId: string) {
  const period = await repo.findPeriod(ctx.db, periodId);
  if (!period) throw notFound(PAY_PERIOD_MESSAGES.notFound);
  if (period.status !== 'closed') throw conflict(PAY_PERIOD_MESSAGES.payrollOpen);
  return { period, rows: repo.payrollPayments(ctx.db, periodId) };
}

import {
  BONUS_MESSAGES,
  type Bonus,
  type BonusDetail,
  type BonusListBody,
  type BonusValues,
  centsToAmount,
  type ListPage,
  type ListQuery,
  signedAmountOf,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { applyTransition } from '../../platform/workflow.ts';
import { findPayPeriod } from '../pay-periods/index.ts';
import { approvedMinutesBetween } from '../timesheets/index.ts';
import * as repo from './bonuses.repo.ts';
import { BONUS_TARGET } from './bonuses.workflow.ts';

const toBonus = (row: repo.BonusRow): Bonus => ({
  _id: row.b.id,
  provider: row.provider,
  assignment:
    row.assignment?._id && row.assignment.facilityId
      ? {
          _id: row.assignment._id,
          facility: { _id: row.assignment.facilityId, name: row.assignment.facilityName ?? '' },
          startDate: row.assignment.startDate ?? '',
          endDate: row.assignment.endDate ?? '',
        }
      : null,
  type: row.b.type,
  amount: centsToAmount(row.b.amountCents),
  signedAmount: signedAmountOf(row.b.type, row.b.amountCents),
  payPeriod: row.period,
  thresholdMinutes: row.b.thresholdMinutes,
  notes: row.b.notes,
  status: row.b.status,
  approvedAt: row.b.approvedAt?.toISOString() ?? null,
  approvedBy: row.b.approvedBy,
  createdAt: row.b.createdAt.toISOString(),
});

export async function listBonuses(ctx: Ctx, query: ListQuery, body: BonusListBody): Promise<ListPage<Bonus>> {
  const { rows, totals } = await repo.listBonuses(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toBonus));
}

/** One bonus; an hours-completion bonus with a threshold also gets the provider's approved hours in its period. */
export async function getBonus(ctx: Ctx, id: string): Promise<BonusDetail> {
  const row = await repo.findBonus(ctx.db, id);
  if (!row) throw notFound(BONUS_MESSAGES.notFound);
  const bonus = toBonus(row);
  if (row.b.thresholdMinutes === null) return { ...bonus, approvedMinutes: null, thresholdMet: null };
  const approvedMinutes = await approvedMinutesBetween(ctx.db, {
    providerId: row.b.providerId,
    assignmentId: row.b.assignmentId,
    from: row.period.startDate,
    to: row.period.endDate,
  });
  return { ...bonus, approvedMinutes, thresholdMet: approvedMinutes >= row.b.thresholdMinutes };
}

/** The stored values of an input, after checking the provider, the assignment (theirs) and the pay period exist. */
async function valuesOf(ctx: Ctx, input: BonusValues) {
  if (!(await repo.findProviderUser(ctx.db, input.providerId)))
    throw fieldError('providerId', BONUS_MESSAGES.unknownProvider);
  if (input.assignmentId) {
    const a = await repo.findAssignmentOwner(ctx.db, input.assignmentId);
    if (!a) throw fieldError('assignmentId', BONUS_MESSAGES.unknownAssignment);
    if (a.providerId !== input.providerId) throw fieldError('assignmentId', BONUS_MESSAGES.assignmentProvider);
  }
  const period = await findPayPeriod(ctx.db, input.payPeriodId);
  if (!period) throw fieldError('payPeriodId', BONUS_MESSAGES.unknownPayPeriod);
  return {
    providerId: input.providerId,
    assignmentId: input.assignmentId ?? null,
    type: input.type,
    amountCents: input.amount,
    payPeriodId: period.id,
    periodStart: period.startDate,
    thresholdMinutes: input.type === 'hoursCompletionBonus' ? input.hoursThreshold : null,
    notes: input.notes || null,
  };
}

export async function createBonus(ctx: Ctx, input: BonusValues): Promise<BonusDetail> {
  const values = await valuesOf(ctx, input);
  const id = uuidv7();
  await ctx.db.transaction(async (tx) => {
    await repo.insertBonus(tx, { id, ...values });
    await audit(tx, ctx, { action: 'create', entityType: 'bonus', entityId: id, after: values });
  });
  return getBonus(ctx, id);
}

const auditable = (b: repo.BonusRow['b']) => ({
  providerId: b.providerId,
  assignmentId: b.assignmentId,
  type: b.type,
  amountCents: b.amountCents,
  payPeriodId: b.payPeriodId,
  periodStart: b.periodStart,
  thresholdMinutes: b.thresholdMinutes,
  notes: b.notes,
});

/** A pending bonus is edited in place; an approved one is locked (409). */
export async function updateBonus(ctx: Ctx, id: string, input: BonusValues): Promise<BonusDetail> {
  const before = await repo.findBonus(ctx.db, id);
  if (!before) throw notFound(BONUS_MESSAGES.notFound);
  if (before.b.status !== 'pending') throw conflict(BONUS_MESSAGES.locked);
  const values = await valuesOf(ctx, input);
  await ctx.db.transaction(async (tx) => {
    // Conditional on still pending, so an approval racing this edit wins and the edit is refused.
    if (!(await repo.updatePendingBonus(tx, id, values))) throw conflict(BONUS_MESSAGES.locked);
    await audit(tx, ctx, {
      action: 'update',
      entityType: 'bonus',
      entityId: id,
      before: auditable(before.b),
      after: values,
    });
  });
  return getBonus(ctx, id);
}

export async function deleteBonus(ctx: Ctx, id: string): Promise<void> {
  const before = await repo.findBonus(ctx.db, id);
  if (!before) throw notFound(BONUS_MESSAGES.notFound);
  if (before.b.status !== 'pending') throw conflict(BONUS_MESSAGES.locked);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deletePendingBonus(tx, id))) throw conflict(BONUS_MESSAGES.locked);
    await audit(tx, ctx, { action: 'delete', entityType: 'bonus', entityId: id, before: auditable(before.b) });
  });
}

export async function approveBonus(ctx: Ctx, id: string): Promise<BonusDetail> {
  const by = ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() : null;
  await applyTransition(ctx, BONUS_TARGET, { id, action: 'approve', set: { approvedAt: new Date(), approvedBy: by } });
  return getBonus(ctx, id);
}

/** The rows of the current filter for the XLSX download, in keyset batches. */
export const exportBonusRows = (ctx: Ctx, body: BonusListBody) => repo.allBonuses(ctx.db, body);
export type { BonusRow } from './bonuses.repo.ts';

import {
  addDays,
  centsToAmount,
  type ListPage,
  type ListQuery,
  marginTable,
  PAY_RATE_MESSAGES,
  type PayRate,
  type PayRateDetail,
  type PayRateListBody,
  type PayRateValues,
  type PickedRate,
  pickRateSet,
  RATE_KEYS,
  RATE_SETS,
  type RateSetOut,
  type RatesCents,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { audit } from '../../platform/audit.ts';
import { auditUpdate } from '../../platform/audit-update.ts';
import { type Ctx, ownerOf } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { applyTransition } from '../../platform/workflow.ts';
import { malpracticeCostFor } from '../malpractice/index.ts';
import * as repo from './pay-rates.repo.ts';
import { PAY_RATE_TARGET } from './pay-rates.workflow.ts';

/** A provider sees only their own approved rates; staff see all. */

const setOut = (set: RatesCents[keyof RatesCents]): RateSetOut =>
  Object.fromEntries(
    RATE_KEYS.map((k) => [
      k,
      { PayRate: centsToAmount(set?.[k]?.PayRate ?? 0), BillRate: centsToAmount(set?.[k]?.BillRate ?? 0) },
    ]),
  ) as RateSetOut;

/** Spec section 9's pick shown per row: the picked set's worked-hours rates. */
export function pickedOf(rates: RatesCents): PickedRate | null {
  const set = pickRateSet(rates);
  if (!set) return null;
  const worked = rates[set].worked;
  return { set, PayRate: centsToAmount(worked.PayRate), BillRate: centsToAmount(worked.BillRate) };
}

/** Providers never see what the facility is billed. */
const hideBill = (out: PayRate): PayRate => {
  const strip = (s: RateSetOut) =>
    Object.fromEntries(Object.entries(s).map(([k, v]) => [k, { ...v, BillRate: '-' }])) as RateSetOut;
  return {
    ...out,
    regularRates: strip(out.regularRates),
    weekendRates: strip(out.weekendRates),
    holidayRates: strip(out.holidayRates),
    picked: out.picked ? { ...out.picked, BillRate: '-' } : null,
  };
};

const toPayRate = (row: repo.PayRateRow): PayRate => ({
  _id: row.r.id,
  assignmentId: row.r.assignmentId,
  provider: row.provider,
  facility: row.facility,
  effectiveFrom: row.r.effectiveFrom,
  effectiveTo: row.r.effectiveTo,
  status: row.r.status,
  version: row.r.version,
  previousId: row.r.previousId,
  regularRates: setOut(row.r.rates.regularRates),
  weekendRates: setOut(row.r.rates.weekendRates),
  holidayRates: setOut(row.r.rates.holidayRates),
  picked: pickedOf(row.r.rates),
  notes: row.r.notes,
  approvedAt: row.r.approvedAt?.toISOString() ?? null,
  approvedBy: row.r.approvedBy,
  createdAt: row.r.createdAt.toISOString(),
});

export async function listPayRates(ctx: Ctx, query: ListQuery, body: PayRateListBody): Promise<ListPage<PayRate>> {
  const owner = ownerOf(ctx);
  const { rows, totals } = await repo.listPayRates(ctx.db, query, body, owner);
  const data = rows.map(toPayRate);
  return listAnswer(query, totals, owner ? data.map(hideBill) : data);
}

/** The margin of a rate: bill - pay - malpractice per hour (facility's state, provider's specialty), in cents. */
async function marginFor(ctx: Ctx, row: { assignmentId: string; effectiveFrom: string; rates: RatesCents }) {
  const facts = await repo.assignmentFacts(ctx.db, row.assignmentId);
  if (!facts) return null;
  const cost = await malpracticeCostFor(ctx.db, {
    providerId: facts.providerId,
    state: facts.state,
    specialty: facts.specialty,
    on: row.effectiveFrom,
  });
  return {
    malpracticeCost: centsToAmount(cost.cents),
    malpracticeSource: cost.source,
    sets: marginTable(row.rates, cost.cents),
  };
}

export async function getPayRate(ctx: Ctx, id: string): Promise<PayRateDetail> {
  const owner = ownerOf(ctx);
  const row = await repo.findPayRate(ctx.db, id, owner);
  if (!row) throw notFound(PAY_RATE_MESSAGES.notFound);
  const history = (await repo.assignmentHistory(ctx.db, row.r.assignmentId, owner)).map((h) => ({
    _id: h.id,
    version: h.version,
    status: h.status,
    effectiveFrom: h.effectiveFrom,
    effectiveTo: h.effectiveTo,
    picked: owner ? null : pickedOf(h.rates),
  }));
  if (owner) return { ...hideBill(toPayRate(row)), margin: null, history };
  return { ...toPayRate(row), margin: await marginFor(ctx, row.r), history };
}

const ratesOf = (v: PayRateValues): RatesCents =>
  Object.fromEntries(RATE_SETS.map((s) => [s, v[s]])) as unknown as RatesCents;

const values = (v: PayRateValues) => ({
  effectiveFrom: v.effectiveFrom,
  effectiveTo: v.effectiveTo ?? null,
  rates: ratesOf(v),
  notes: v.notes ?? null,
});

/** The database's exclusion constraint backs the check: a race past it is still the same clear 409. */
async function guardOverlap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const code =
      (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23P01') throw conflict(PAY_RATE_MESSAGES.overlap);
    throw err;
  }
}

async function assignmentOf(ctx: Ctx, assignmentId: string) {
  const facts = await repo.assignmentFacts(ctx.db, assignmentId);
  if (!facts) throw fieldError('assignmentId', PAY_RATE_MESSAGES.unknownAssignment);
  return facts;
}

export async function createPayRate(ctx: Ctx, input: PayRateValues): Promise<PayRateDetail> {
  const facts = await assignmentOf(ctx, input.assignmentId);
  const v = { assignmentId: input.assignmentId, ...values(input) };
  if (await repo.findOverlap(ctx.db, v)) throw conflict(PAY_RATE_MESSAGES.overlap);
  const id = uuidv7();
  await guardOverlap(() =>
    ctx.db.transaction(async (tx) => {
      await repo.insertPayRate(tx, { id, providerId: facts.providerId, facilityId: facts.facilityId, ...v });
      await audit(tx, ctx, { action: 'create', entityType: 'pay-rate', entityId: id, after: v });
    }),
  );
  return getPayRate(ctx, id);
}

/**
 * A pending rate is edited in place. An approved one is locked: the change becomes a new pending version (version + 1,
 * previous_id) starting after the approved one starts, and the approved version's period ends the day before.
 */
export async function updatePayRate(
  ctx: Ctx,
  id: string,
  input: PayRateValues,
): Promise<{ rate: PayRateDetail; versioned: boolean }> {
  const before = await repo.findPayRate(ctx.db, id);
  if (!before) throw notFound(PAY_RATE_MESSAGES.notFound);
  const old = before.r;
  if (input.assignmentId !== old.assignmentId) throw fieldError('assignmentId', PAY_RATE_MESSAGES.versionAssignment);
  const next = values(input);
  if (old.status === 'pending') {
    if (await repo.findOverlap(ctx.db, { assignmentId: old.assignmentId, ...next }, id))
      throw conflict(PAY_RATE_MESSAGES.overlap);
    await guardOverlap(() =>
      ctx.db.transaction(async (tx) => {
        await repo.updatePayRate(tx, id, next);
        await auditUpdate(tx, ctx, 'pay-rate', id, old, next);
      }),
    );
    return { rate: await getPayRate(ctx, id), versioned: false };
  }
  // Approved: a new dated version.
  if (next.effectiveFrom <= old.effectiveFrom) throw fieldError('effectiveFrom', PAY_RATE_MESSAGES.versionStart);
  const newId = uuidv7();
  const closedTo = addDays(next.effectiveFrom, -1);
  // The approved version's own end stays if it ends before the new one starts.
  const trimTo = old.effectiveTo && old.effectiveTo < next.effectiveFrom ? old.effectiveTo : closedTo;
  await guardOverlap(() =>
    ctx.db.transaction(async (tx) => {
      if (trimTo !== old.effectiveTo) {
        await repo.updatePayRate(tx, id, { effectiveTo: trimTo });
        await audit(tx, ctx, {
          action: 'supersede',
          entityType: 'pay-rate',
          entityId: id,
          before: { effectiveTo: old.effectiveTo },
          after: { effectiveTo: trimTo },
        });
      }
      const overlap = await repo.findOverlap(tx, { assignmentId: old.assignmentId, ...next });
      if (overlap) throw conflict(PAY_RATE_MESSAGES.overlap);
      await repo.insertPayRate(tx, {
        id: newId,
        assignmentId: old.assignmentId,
        providerId: old.providerId,
        facilityId: old.facilityId,
        version: old.version + 1,
        previousId: id,
        ...next,
      });
      await audit(tx, ctx, {
        action: 'create-version',
        entityType: 'pay-rate',
        entityId: newId,
        after: { previousId: id, version: old.version + 1, ...next },
      });
    }),
  );
  return { rate: await getPayRate(ctx, newId), versioned: true };
}

export async function approvePayRate(ctx: Ctx, id: string): Promise<PayRateDetail> {
  const by = ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() : null;
  await applyTransition(ctx, PAY_RATE_TARGET, {
    id,
    action: 'approve',
    set: { approvedAt: new Date(), approvedBy: by },
  });
  return getPayRate(ctx, id);
}

/** The rows of the current filter for the XLSX download, in keyset batches. */
export const exportPayRateRows = (ctx: Ctx, body: Parameters<typeof repo.allPayRates>[1]) =>
  repo.allPayRates(ctx.db, body);
export type { PayRateRow } from './pay-rates.repo.ts';

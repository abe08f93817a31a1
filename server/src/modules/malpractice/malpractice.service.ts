import {
  centsToAmount,
  daysUntil,
  type ListPage,
  type ListQuery,
  MALPRACTICE_MESSAGES,
  type MalpracticeInfo,
  type MalpracticeInfoListBody,
  type MalpracticeNote,
  type malpracticeInfoInputSchema,
  type StateRate,
  type StateRateListBody,
  type stateRateInputSchema,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import { auditUpdate } from '../../platform/audit-update.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { findProvider } from '../providers/index.ts';
import { malpracticeCoverChanged, malpracticeStateRateChanged } from './malpractice.events.ts';
import * as repo from './malpractice.repo.ts';

type RateInput = z.output<typeof stateRateInputSchema>;
type InfoInput = z.output<typeof malpracticeInfoInputSchema>;

const toStateRate = (r: repo.StateRateRow): StateRate => ({
  _id: r.r.id,
  insuranceProvider: r.insurer,
  state: r.r.state,
  specialty: r.r.specialty,
  hourlyCost: centsToAmount(r.r.hourlyCents),
  effectiveFrom: r.r.effectiveFrom,
  effectiveTo: r.r.effectiveTo,
  createdAt: r.r.createdAt.toISOString(),
});

export const toInfo = (r: repo.InfoRow): MalpracticeInfo => ({
  _id: r.i.id,
  provider: r.provider,
  specialty: r.specialty,
  insuranceProvider: r.insurer,
  policyNumber: r.i.policyNumber,
  perClaim: r.i.perClaimCents === null ? null : centsToAmount(r.i.perClaimCents),
  aggregate: r.i.aggregateCents === null ? null : centsToAmount(r.i.aggregateCents),
  effectiveDate: r.i.effectiveDate,
  expiryDate: r.i.expiryDate,
  daysLeft: daysUntil(r.i.expiryDate),
  latestNote: r.latestNote,
  createdAt: r.i.createdAt.toISOString(),
});

export async function listStateRates(
  ctx: Ctx,
  query: ListQuery,
  body: StateRateListBody,
): Promise<ListPage<StateRate>> {
  const { rows, totals } = await repo.listStateRates(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toStateRate));
}

const rateValues = (v: RateInput) => ({
  insuranceProviderId: v.insuranceProviderId,
  state: v.state,
  specialty: v.specialty,
  hourlyCents: v.hourlyCost,
  effectiveFrom: v.effectiveFrom,
  effectiveTo: v.effectiveTo ?? null,
});

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23P01') throw conflict(MALPRACTICE_MESSAGES.stateRateOverlap);
    throw err;
  }
}

async function checkRate(ctx: Ctx, v: ReturnType<typeof rateValues>, exceptId?: string) {
  if (!(await repo.insurerExists(ctx.db, v.insuranceProviderId)))
    throw fieldError('insuranceProviderId', MALPRACTICE_MESSAGES.unknownInsurer);
  if (await repo.stateRateOverlap(ctx.db, v, exceptId)) throw conflict(MALPRACTICE_MESSAGES.stateRateOverlap);
}

/** A state rate read back after a write: a 404 if it was deleted meanwhile. */
async function stateRateOr404(ctx: Ctx, id: string) {
  const row = await repo.findStateRate(ctx.db, id);
  if (!row) throw notFound(MALPRACTICE_MESSAGES.stateRateNotFound);
  return row;
}

/** One state rate (404 when unknown). */
export const getStateRate = async (ctx: Ctx, id: string): Promise<StateRate> =>
  toStateRate(await stateRateOr404(ctx, id));

export async function createStateRate(ctx: Ctx, input: RateInput): Promise<StateRate> {
  const v = rateValues(input);
  await checkRate(ctx, v);
  const id = uuidv7();
  const deliver = await guard(() =>
    ctx.db.transaction(async (tx) => {
      await repo.insertStateRates(tx, [{ id, ...v }]);
      await audit(tx, ctx, { action: 'create', entityType: 'malpractice-state-rate', entityId: id, after: v });
      return malpracticeStateRateChanged.emit(tx, ctx, [{ id, change: 'added', before: null, after: v }]);
    }),
  );
  await deliver();
  return toStateRate(await stateRateOr404(ctx, id));
}

export async function updateStateRate(ctx: Ctx, id: string, input: RateInput): Promise<StateRate> {
  const before = await repo.findStateRate(ctx.db, id);
  if (!before) throw notFound(MALPRACTICE_MESSAGES.stateRateNotFound);
  const v = rateValues(input);
  await checkRate(ctx, v, id);
  const deliver = await guard(() =>
    ctx.db.transaction(async (tx) => {
      await repo.updateStateRate(tx, id, v);
      await auditUpdate(tx, ctx, 'malpractice-state-rate', id, before.r, v);
      const { id: _, createdAt, updatedAt, ...prev } = before.r;
      return malpracticeStateRateChanged.emit(tx, ctx, [{ id, change: 'updated', before: prev, after: v }]);
    }),
  );
  await deliver();
  return toStateRate(await stateRateOr404(ctx, id));
}

export async function listInfo(
  ctx: Ctx,
  query: ListQuery,
  body: MalpracticeInfoListBody,
): Promise<ListPage<MalpracticeInfo>> {
  const { rows, totals } = await repo.listInfo(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toInfo));
}

const infoValues = (v: InfoInput) => ({
  providerId: v.providerId,
  insuranceProviderId: v.insuranceProviderId,
  policyNumber: v.policyNumber,
  perClaimCents: v.perClaim || null,
  aggregateCents: v.aggregate || null,
  effectiveDate: v.effectiveDate,
  expiryDate: v.expiryDate,
});

async function checkInfo(ctx: Ctx, v: ReturnType<typeof infoValues>) {
  if (!(await findProvider(ctx.db, v.providerId))) throw fieldError('providerId', MALPRACTICE_MESSAGES.unknownProvider);
  if (!(await repo.insurerExists(ctx.db, v.insuranceProviderId)))
    throw fieldError('insuranceProviderId', MALPRACTICE_MESSAGES.unknownInsurer);
}

/** A malpractice info read back after a write: a 404 if it was deleted meanwhile. */
async function infoOr404(ctx: Ctx, id: string) {
  const row = await repo.findInfo(ctx.db, id);
  if (!row) throw notFound(MALPRACTICE_MESSAGES.infoNotFound);
  return row;
}

/** One provider's cover (404 when unknown). */
export const getInfo = async (ctx: Ctx, id: string): Promise<MalpracticeInfo> => toInfo(await infoOr404(ctx, id));

export async function createInfo(ctx: Ctx, input: InfoInput): Promise<MalpracticeInfo> {
  const v = infoValues(input);
  await checkInfo(ctx, v);
  const id = uuidv7();
  const deliver = await ctx.db.transaction(async (tx) => {
    await repo.insertInfo(tx, id, v);
    await audit(tx, ctx, { action: 'create', entityType: 'malpractice-info', entityId: id, after: v });
    return malpracticeCoverChanged.emit(tx, ctx, [{ id, providerId: v.providerId, change: 'added' }]);
  });
  await deliver();
  return toInfo(await infoOr404(ctx, id));
}

export async function updateInfo(ctx: Ctx, id: string, input: InfoInput): Promise<MalpracticeInfo> {
  const before = await repo.findInfo(ctx.db, id);
  if (!before) throw notFound(MALPRACTICE_MESSAGES.infoNotFound);
  const v = infoValues(input);
  await checkInfo(ctx, v);
  const deliver = await ctx.db.transaction(async (tx) => {
    await repo.updateInfo(tx, id, v);
    await auditUpdate(tx, ctx, 'malpractice-info', id, before.i, v);
    return malpracticeCoverChanged.emit(tx, ctx, [{ id, providerId: v.providerId, change: 'updated' }]);
  });
  await deliver();
  return toInfo(await infoOr404(ctx, id));
}

const toNote = (n: repo.NoteRow): MalpracticeNote => ({
  _id: n.id,
  note: n.note,
  authorName: n.authorName,
  createdAt: n.createdAt.toISOString(),
});

export async function notes(ctx: Ctx, infoId: string): Promise<MalpracticeNote[]> {
  if (!(await repo.findInfo(ctx.db, infoId))) throw notFound(MALPRACTICE_MESSAGES.infoNotFound);
  return (await repo.notesOf(ctx.db, infoId)).map(toNote);
}

/** A staff note on an expired or expiring cover, audited in the same transaction. */
export async function addNote(ctx: Ctx, infoId: string, note: string): Promise<MalpracticeNote> {
  if (!(await repo.findInfo(ctx.db, infoId))) throw notFound(MALPRACTICE_MESSAGES.infoNotFound);
  const id = uuidv7();
  const authorName = ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() : null;
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertNote(tx, {
      id,
      malpracticeInfoId: infoId,
      note,
      authorId: ctx.user?.id ?? null,
      authorName,
    });
    await audit(tx, ctx, { action: 'add-note', entityType: 'malpractice-info', entityId: infoId, after: { note } });
    return inserted;
  });
  return toNote(row);
}

/** The rows of the current filter for the XLSX downloads, in keyset batches. */
export const exportStateRateRows = (ctx: Ctx, body: Parameters<typeof repo.allStateRates>[1]) =>
  repo.allStateRates(ctx.db, body);
export const exportInfoRows = (ctx: Ctx, body: Parameters<typeof repo.allInfo>[1]) => repo.allInfo(ctx.db, body);
export type { InfoRow, StateRateRow } from './malpractice.repo.ts';

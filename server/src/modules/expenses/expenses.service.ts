import {
  type ApproveAllBody,
  centsToAmount,
  EXPENSE_MESSAGES,
  type Expense,
  type ExpenseAction,
  type ExpenseListBody,
  type ExpenseStatus,
  type ExpenseValues,
  hundredthMilesText,
  type ListPage,
  type ListQuery,
  MILEAGE_RATE_CENTS,
  mileageCents,
  RECEIPT_UPLOAD,
  type Receipt,
  type StaffExpenseValues,
  toHundredthMiles,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { auditUpdate } from '../../platform/audit-update.ts';
import { type Ctx, ownerOf } from '../../platform/context.ts';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors.ts';
import { sniffReceipt } from '../../platform/file-types.ts';
import { listAnswer } from '../../platform/list.ts';
import { findRun, type RunKind, startRun } from '../../platform/transition-runs.ts';
import { applyTransition } from '../../platform/workflow.ts';
import { expenseCreated } from './expenses.events.ts';
import * as repo from './expenses.repo.ts';
import { EXPENSE_TARGET } from './expenses.workflow.ts';

/** A provider reaches only their own expenses (others are 404); staff reach all. */
const actorName = (ctx: Ctx) => (ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || 'Admin' : null);

const toReceipt = (r: repo.ReceiptRow): Receipt => ({
  _id: r.id,
  name: r.name,
  contentType: r.contentType,
  size: r.size,
});

const toExpense = (row: repo.ExpenseRow, receipts: repo.ReceiptRow[]): Expense => ({
  _id: row.e.id,
  provider: row.provider,
  facility: row.facility,
  date: row.e.date,
  type: row.e.type as Expense['type'],
  amount: centsToAmount(row.e.amountCents),
  miles: row.e.milesHundredths === null ? null : hundredthMilesText(row.e.milesHundredths),
  mileageRate: row.e.mileageRateCents === null ? null : centsToAmount(row.e.mileageRateCents),
  description: row.e.description,
  status: row.e.status,
  reason: row.e.reason,
  billable: row.e.billable,
  decidedAt: row.e.decidedAt?.toISOString() ?? null,
  decidedBy: row.e.decidedBy,
  receipts: receipts.filter((r) => r.expenseId === row.e.id).map(toReceipt),
  createdAt: row.e.createdAt.toISOString(),
});

export async function listExpenses(
  ctx: Ctx,
  query: ListQuery,
  body: ExpenseListBody,
): Promise<ListPage<Expense> & { totalAmount: string }> {
  const owner = ownerOf(ctx);
  const [{ rows, totals }, cents] = await Promise.all([
    repo.listExpenses(ctx.db, query, body, owner),
    repo.sumExpenses(ctx.db, body, owner),
  ]);
  const receipts = await repo.receiptsOf(
    ctx.db,
    rows.map((r) => r.e.id),
  );
  return {
    ...listAnswer(
      query,
      totals,
      rows.map((r) => toExpense(r, receipts)),
    ),
    totalAmount: centsToAmount(cents),
  };
}

async function rowOf(ctx: Ctx, id: string) {
  const row = await repo.findExpense(ctx.db, id, ownerOf(ctx));
  if (!row) throw notFound(EXPENSE_MESSAGES.notFound);
  return row;
}

export async function getExpense(ctx: Ctx, id: string): Promise<Expense> {
  const row = await rowOf(ctx, id);
  return toExpense(row, await repo.receiptsOf(ctx.db, [id]));
}

/** The facilities an expense may be claimed for: the provider's assigned ones (a provider: their own). */
export async function assignedFacilities(ctx: Ctx, providerId?: string) {
  const owner = ownerOf(ctx) ?? providerId;
  if (!owner) throw fieldError('providerId', 'Choose a provider');
  return repo.assignedFacilities(ctx.db, owner);
}

/** Exactly what the expense stores: mileage is miles x the rate, truncated to the cent. */
function amountsOf(v: ExpenseValues) {
  if (v.type === 'mileage') {
    const h = toHundredthMiles(v.miles) ?? 0;
    return { amountCents: mileageCents(h), milesHundredths: h, mileageRateCents: MILEAGE_RATE_CENTS };
  }
  return { amountCents: v.amount, milesHundredths: null, mileageRateCents: null };
}

const valuesOf = (v: ExpenseValues) => ({
  facilityId: v.facilityId,
  date: v.date,
  type: v.type,
  ...amountsOf(v),
  description: v.description || null,
});

const ENDINGS: Partial<Record<string, string[]>> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  heic: ['heic', 'heif'],
  heif: ['heic', 'heif'],
};

/**
 * A receipt is stored before its expense is saved. Its real type is read from its first bytes: anything but a PDF,
 * PNG, JPEG, HEIC or HEIF, or a file whose name or declared type claims another of those, is refused with 415.
 * (The multipart limit answers 413 past 15,000,000 bytes before this runs.)
 */
export async function uploadReceipt(
  ctx: Ctx,
  file: { filename: string; mimetype: string; bytes: Buffer } | undefined,
): Promise<Receipt> {
  const user = ctx.user;
  if (!user) throw notFound(EXPENSE_MESSAGES.notFound);
  if (!file || file.bytes.length === 0) throw fieldError('file', EXPENSE_MESSAGES.receiptMissing);
  const kind = sniffReceipt(file.bytes);
  const ending = /\.([a-z0-9]+)$/i.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  const declared = file.mimetype.toLowerCase();
  const lies =
    !kind ||
    (RECEIPT_UPLOAD.extensions.includes(ending) && !ENDINGS[kind.ext]?.includes(ending)) ||
    (declared !== 'application/octet-stream' &&
      declared !== '' &&
      declared !== kind.mime &&
      !(kind.ext === 'jpg' && declared === 'image/jpg') &&
      !(kind.ext.startsWith('hei') && declared.startsWith('image/hei')));
  if (lies || !kind) throw new AppError(415, EXPENSE_MESSAGES.receiptType);
  const key = await ctx.storage.put('receipts', kind.ext, file.bytes, { contentType: kind.mime });
  const id = uuidv7();
  const name = file.filename.slice(0, 200) || `receipt.${kind.ext}`;
  await ctx.db.transaction(async (tx) => {
    await repo.insertReceipt(tx, {
      id,
      uploadedBy: user.id,
      storageKey: key,
      name,
      contentType: kind.mime,
      size: file.bytes.length,
    });
    await audit(tx, ctx, {
      action: 'upload-receipt',
      entityType: 'expense-receipt',
      entityId: id,
      after: { name, contentType: kind.mime, size: file.bytes.length },
    });
  });
  return { _id: id, name, contentType: kind.mime, size: file.bytes.length };
}

/** Every receipt id is one the caller uploaded and has not attached, or (editing) one already on this expense. */
async function checkReceipts(ctx: Ctx, db: Db, receiptIds: string[], expenseId?: string) {
  const ids = [...new Set(receiptIds)];
  const own = expenseId ? (await repo.receiptsOf(db, [expenseId])).map((r) => r.id) : [];
  const loose = ids.filter((id) => !own.includes(id));
  const found = await repo.looseReceipts(db, ctx.user?.id ?? '', loose);
  if (found.length !== loose.length) throw fieldError('receiptIds', EXPENSE_MESSAGES.receiptUnknown);
  return { ids, loose };
}

async function checkAssigned(ctx: Ctx, providerId: string, facilityId: string) {
  if (!(await repo.isAssigned(ctx.db, providerId, facilityId))) {
    throw fieldError('facilityId', ownerOf(ctx) ? EXPENSE_MESSAGES.notAssigned : EXPENSE_MESSAGES.providerNotAssigned);
  }
}

/** A provider claims an expense (pending); staff add one for a provider (`providerId`). */
export async function createExpense(ctx: Ctx, input: ExpenseValues | StaffExpenseValues): Promise<Expense> {
  const owner = ownerOf(ctx);
  const providerId = owner ?? ('providerId' in input ? input.providerId : undefined);
  if (!providerId || (!owner && !(await repo.isProvider(ctx.db, providerId)))) {
    throw fieldError('providerId', 'Choose a provider');
  }
  await checkAssigned(ctx, providerId, input.facilityId);
  const v = valuesOf(input);
  const id = uuidv7();
  const createdBy = ctx.user?.id ?? null;
  const deliver = await ctx.db.transaction(async (tx) => {
    const { loose } = await checkReceipts(ctx, tx, input.receiptIds);
    await repo.insertExpense(tx, { id, providerId, createdBy, ...v });
    await repo.attachReceipts(tx, id, loose);
    await audit(tx, ctx, {
      action: 'create',
      entityType: 'expense',
      entityId: id,
      after: { providerId, ...v, receipts: loose.length },
    });
    return expenseCreated.emit(tx, ctx, [{ id, providerId, facilityId: v.facilityId, createdBy }]);
  });
  await deliver();
  return getExpense(ctx, id);
}

/** Only a pending expense changes (its provider or staff); the row is locked so a decision cannot slip between. */
export async function updateExpense(ctx: Ctx, id: string, input: ExpenseValues): Promise<Expense> {
  const row = await rowOf(ctx, id);
  await checkAssigned(ctx, row.e.providerId, input.facilityId);
  const v = valuesOf(input);
  const removed = await ctx.db.transaction(async (tx) => {
    const cur = await repo.lockExpense(tx, id);
    if (!cur) throw notFound(EXPENSE_MESSAGES.notFound);
    if (cur.status !== 'pending') throw conflict(EXPENSE_MESSAGES.locked);
    const { ids, loose } = await checkReceipts(ctx, tx, input.receiptIds, id);
    const keys = await repo.dropReceipts(tx, id, ids);
    await repo.attachReceipts(tx, id, loose);
    await repo.updateExpense(tx, id, v);
    await auditUpdate(tx, ctx, 'expense', id, cur, { ...v, receiptsAdded: loose.length, receiptsRemoved: keys.length });
    return keys;
  });
  for (const key of removed) await ctx.storage.remove(key);
  return getExpense(ctx, id);
}

export async function deleteExpense(ctx: Ctx, id: string): Promise<void> {
  const row = await rowOf(ctx, id);
  const keys = (await repo.receiptsOf(ctx.db, [id])).map((r) => r.storageKey);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deletePendingExpense(tx, id))) throw conflict(EXPENSE_MESSAGES.locked);
    await audit(tx, ctx, {
      action: 'delete',
      entityType: 'expense',
      entityId: id,
      before: { providerId: row.e.providerId, date: row.e.date, type: row.e.type, amountCents: row.e.amountCents },
    });
  });
  for (const key of keys) await ctx.storage.remove(key);
}

export async function approveExpense(ctx: Ctx, id: string): Promise<Expense> {
  await applyTransition(ctx, EXPENSE_TARGET, {
    id,
    action: 'approve',
    set: { decidedAt: new Date(), decidedBy: actorName(ctx), reason: null },
  });
  return getExpense(ctx, id);
}

/** Marks an expense billable to its facility (the invoices drawn up after it carry it), or not; audited. */
export async function setExpenseBillable(ctx: Ctx, id: string, billable: boolean): Promise<Expense> {
  const before = await getExpense(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await repo.setBillable(tx, id, billable);
    await auditUpdate(tx, ctx, 'expense', id, before, { billable });
  });
  return getExpense(ctx, id);
}

export async function notApproveExpense(ctx: Ctx, id: string, reason: string): Promise<Expense> {
  await applyTransition(ctx, EXPENSE_TARGET, {
    id,
    action: 'not-approve',
    set: { decidedAt: new Date(), decidedBy: actorName(ctx), reason },
    auditAfter: { reason },
  });
  return getExpense(ctx, id);
}

/** The stored file of one of the expense's receipts (its owner or staff). */
export async function receiptFile(ctx: Ctx, expenseId: string, receiptId: string) {
  await rowOf(ctx, expenseId);
  const receipt = await repo.findReceipt(ctx.db, expenseId, receiptId);
  const file = receipt ? await ctx.storage.get(receipt.storageKey) : null;
  if (!receipt || !file) throw notFound(EXPENSE_MESSAGES.receiptNotFound);
  return { receipt, file };
}

/** The rows of the download (a provider: their own only). */
export async function* exportExpenses(ctx: Ctx, body: ExpenseListBody): AsyncGenerator<Expense> {
  let batch: repo.ExpenseRow[] = [];
  const flush = async () => {
    const receipts = await repo.receiptsOf(
      ctx.db,
      batch.map((r) => r.e.id),
    );
    const out = batch.map((r) => toExpense(r, receipts));
    batch = [];
    return out;
  };
  for await (const row of repo.allExpenses(ctx.db, body, ownerOf(ctx))) {
    batch.push(row);
    if (batch.length === 500) yield* await flush();
  }
  if (batch.length) yield* await flush();
}

export const LOOSE_RECEIPTS_QUEUE = 'drop-loose-receipts';
/** A receipt uploaded but not saved with an expense within a day is abandoned (the form was left). */
const LOOSE_RECEIPT_MS = 24 * 3600 * 1000;

/** Removes abandoned receipts (rows, then files); answers how many. */
export async function dropLooseReceipts(deps: { db: Db; storage: Ctx['storage'] }, now = new Date()) {
  const keys = await repo.dropLooseReceipts(deps.db, new Date(now.getTime() - LOOSE_RECEIPT_MS));
  for (const key of keys) await deps.storage.remove(key);
  return keys.length;
}

// approve/all

/** How many expenses approve/all would approve now: the pending ones matching the filter. */
export async function approveAllCount(ctx: Ctx, body: ApproveAllBody) {
  return { count: (await repo.matchingPendingIds(ctx.db, body)).length };
}

/**
 * approve/all as a platform transition run: `approve` applied to the snapshotted expenses 500 at a time (audited
 * `bulk-approve`); the browser polls the run's progress.
 */
export const APPROVE_ALL_RUN: RunKind<ExpenseStatus, ExpenseAction> = {
  kind: 'expense-approval',
  queue: 'approve-all-expenses',
  target: EXPENSE_TARGET,
  action: 'approve',
  auditAction: 'bulk-approve',
  set: (run) => ({ decidedAt: new Date(), decidedBy: run.createdByName, reason: null }),
  refusal: repo.notApprovedReason,
  batchSize: 500,
};

/** Snapshots the pending expenses matching the filter into a run and queues the job (202). */
export async function startApproveAll(ctx: Ctx, body: ApproveAllBody) {
  const ids = await repo.matchingPendingIds(ctx.db, body);
  if (ids.length === 0) throw conflict(EXPENSE_MESSAGES.noneToApprove);
  const runId = await startRun(ctx, APPROVE_ALL_RUN, ids, (tx, id) =>
    audit(tx, ctx, {
      action: 'approve-all',
      entityType: 'expense-approval-run',
      entityId: id,
      after: { totalCount: ids.length, filters: body.filters ?? {}, search: body.search ?? null },
    }),
  );
  return { runId, totalCount: ids.length };
}

export async function approveAllRun(ctx: Ctx, runId: string) {
  const run = await findRun(ctx.db, APPROVE_ALL_RUN, runId);
  if (!run) throw notFound('Approval run not found');
  return {
    runId: run.id,
    status: run.status,
    totalCount: run.totalCount,
    approvedCount: run.movedCount,
    notApprovedCount: run.refusedCount,
  };
}

import {
  APPLICATION_TYPE_LABELS,
  CREDENTIALING_KIND_LABELS,
  CREDENTIALING_MESSAGES,
  type Credentialing,
  type CredentialingAction,
  type CredentialingDetail,
  type CredentialingListBody,
  type CredentialingValues,
  type HistoryEntry,
  type ListPage,
  type ListQuery,
  statusLabel,
  todayIn,
  webPaths,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { composeMail } from '../../platform/mail.ts';
import { webLink } from '../../platform/web-links.ts';
import { applyTransition } from '../../platform/workflow.ts';
import * as repo from './credentialing.repo.ts';
import { CREDENTIALING_ARCHIVE_TARGET, CREDENTIALING_TARGET } from './credentialing.workflow.ts';
import { listStaffOptions } from './report-items.repo.ts';

const toCredentialing = (row: repo.CredentialingRow): Credentialing => ({
  _id: row.r.id,
  kind: row.r.kind,
  provider: row.provider,
  facility: row.facility,
  payor: row.payor,
  applicationType: row.r.applicationType,
  requestedOn: row.r.requestedOn,
  submittedOn: row.r.submittedOn,
  approvedOn: row.r.approvedOn,
  effectiveOn: row.r.effectiveOn,
  dueOn: row.r.dueOn,
  privileges: row.r.privileges,
  assignedStaff: row.staff,
  notes: row.r.notes,
  status: row.r.status,
  archived: row.r.archivedAt !== null,
  createdAt: row.r.createdAt.toISOString(),
  updatedAt: row.r.updatedAt.toISOString(),
});

export const toHistory = (rows: Awaited<ReturnType<typeof repo.historyOf>>): HistoryEntry[] =>
  rows.map((h) => ({
    _id: h.id,
    action: h.action,
    actor: h.actorName,
    at: h.at.toISOString(),
    changes: h.changes.map((ch) => ({ field: ch.field, before: ch.old ?? null, after: ch.new ?? null })),
  }));

export async function listCredentialing(
  ctx: Ctx,
  query: ListQuery,
  body: CredentialingListBody,
  archived = false,
): Promise<ListPage<Credentialing>> {
  const { rows, totals } = await repo.listRecords(ctx.db, query, body, archived);
  return listAnswer(query, totals, rows.map(toCredentialing));
}

export async function getCredentialing(ctx: Ctx, id: string): Promise<CredentialingDetail> {
  const row = await repo.findRecord(ctx.db, id);
  if (!row) throw notFound(CREDENTIALING_MESSAGES.notFound);
  const [docs, history] = await Promise.all([
    repo.providerDocuments(ctx.db, row.r.providerId, row.r.documentIds),
    repo.historyOf(ctx.db, 'credentialing', id),
  ]);
  return { ...toCredentialing(row), documents: docs, history: toHistory(history) };
}

async function valuesOf(ctx: Ctx, input: CredentialingValues) {
  if (!(await repo.userWithRole(ctx.db, input.providerId, ['provider'])))
    throw fieldError('providerId', CREDENTIALING_MESSAGES.unknownProvider);
  if (input.facilityId && !(await repo.facilityExists(ctx.db, input.facilityId)))
    throw fieldError('facilityId', CREDENTIALING_MESSAGES.unknownFacility);
  if (input.kind === 'payor-enrollment' && input.payorId && !(await repo.payorExists(ctx.db, input.payorId)))
    throw fieldError('payorId', CREDENTIALING_MESSAGES.unknownPayor);
  if (input.assignedStaffId && !(await repo.userWithRole(ctx.db, input.assignedStaffId, ['iconUser', 'superAdmin'])))
    throw fieldError('assignedStaffId', CREDENTIALING_MESSAGES.unknownStaff);
  const documentIds = [...new Set(input.documentIds)];
  const docs = await repo.providerDocuments(ctx.db, input.providerId, documentIds);
  if (docs.length !== documentIds.length) throw fieldError('documentIds', CREDENTIALING_MESSAGES.unknownDocument);
  return {
    kind: input.kind,
    providerId: input.providerId,
    facilityId: input.facilityId ?? null,
    payorId: input.kind === 'payor-enrollment' ? (input.payorId ?? null) : null,
    applicationType: input.applicationType,
    requestedOn: input.requestedOn,
    submittedOn: input.submittedOn,
    approvedOn: input.approvedOn,
    effectiveOn: input.effectiveOn,
    dueOn: input.dueOn,
    privileges: input.privileges || null,
    assignedStaffId: input.assignedStaffId ?? null,
    notes: input.notes || null,
    documentIds,
  };
}

const auditable = (r: repo.RecordRow) => ({
  kind: r.kind,
  providerId: r.providerId,
  facilityId: r.facilityId,
  payorId: r.payorId,
  applicationType: r.applicationType,
  requestedOn: r.requestedOn,
  submittedOn: r.submittedOn,
  approvedOn: r.approvedOn,
  effectiveOn: r.effectiveOn,
  dueOn: r.dueOn,
  privileges: r.privileges,
  assignedStaffId: r.assignedStaffId,
  notes: r.notes,
  documentIds: r.documentIds,
});

/**
 * Queues an e-mail about a record to its facility's primary credentialing contact (credentialing) or primary PE
 * contact (payor enrollment), in the mutation's transaction. No facility or no contact: nobody to tell.
 */
async function mailFacilityContact(tx: Db, ctx: Ctx, id: string, what: string) {
  const row = await repo.findRecord(tx, id);
  if (!row?.r.facilityId) return;
  const type = row.r.kind === 'credentialing' ? 'primary_credentialing_contact' : 'primary_pe_contact';
  const contact = await repo.facilityContact(tx, row.r.facilityId, type);
  if (!contact) return;
  const c = toCredentialing(row);
  const subject = `${CREDENTIALING_KIND_LABELS[c.kind]} of ${c.provider.firstName} ${c.provider.lastName}: ${what}`;
  await ctx.mail.notice(
    composeMail(ctx.config, contact.email, {
      subject,
      greeting: `Hello ${contact.name},`,
      paragraphs: [
        `${subject}.`,
        [
          `Facility: ${c.facility?.name ?? '-'}`,
          c.payor ? `Payor: ${c.payor.name}` : null,
          `Application type: ${APPLICATION_TYPE_LABELS[c.applicationType]}`,
          `Status: ${statusLabel(c.status)}`,
          c.dueOn ? `Expiry / reappointment due: ${c.dueOn}` : null,
        ]
          .filter(Boolean)
          .join('. '),
      ],
      action: { label: 'Open the record', url: webLink(ctx.config, webPaths.viewCredentialingPayor(id)) },
    }),
    tx,
  );
}

/** Writes a record's values (a new record, or over `before`), audits them and tells the facility, in one transaction. */
async function saveRecord(ctx: Ctx, id: string, input: CredentialingValues, before?: repo.RecordRow) {
  const values = await valuesOf(ctx, input);
  await ctx.db.transaction(async (tx) => {
    if (before) await repo.updateRecord(tx, id, values);
    else await repo.insertRecord(tx, { id, ...values });
    await audit(tx, ctx, {
      action: before ? 'update' : 'create',
      entityType: 'credentialing',
      entityId: id,
      before: before && auditable(before),
      after: values,
    });
    await mailFacilityContact(tx, ctx, id, before ? 'record updated' : 'record added');
  });
  return getCredentialing(ctx, id);
}

export const createCredentialing = (ctx: Ctx, input: CredentialingValues) => saveRecord(ctx, uuidv7(), input);

export async function updateCredentialing(
  ctx: Ctx,
  id: string,
  input: CredentialingValues,
): Promise<CredentialingDetail> {
  const before = await repo.findRecord(ctx.db, id);
  if (!before) throw notFound(CREDENTIALING_MESSAGES.notFound);
  if (before.r.archivedAt) throw conflict(CREDENTIALING_MESSAGES.archivedLocked);
  return saveRecord(ctx, id, input, before.r);
}

export async function transitionCredentialing(
  ctx: Ctx,
  id: string,
  action: CredentialingAction,
): Promise<CredentialingDetail> {
  const today = todayIn();
  const set: Record<string, unknown> = {};
  if (action === 'submit') set.submittedOn = today;
  if (action === 'approve') set.approvedOn = today;
  await applyTransition(ctx, CREDENTIALING_TARGET, {
    id,
    action,
    where: repo.LIVE_ONLY,
    set,
    effects: async (tx) => {
      await mailFacilityContact(tx, ctx, id, `status changed (${action})`);
      return undefined;
    },
  });
  return getCredentialing(ctx, id);
}

/** Archives or reinstates a record through the workflow engine; its history records `archived` false/true. */
export async function archiveCredentialing(ctx: Ctx, id: string, archived: boolean): Promise<CredentialingDetail> {
  await applyTransition(ctx, CREDENTIALING_ARCHIVE_TARGET, { id, action: archived ? 'archive' : 'reinstate' });
  return getCredentialing(ctx, id);
}

export const exportCredentialingRows = (ctx: Ctx, body: CredentialingListBody, archived: boolean) =>
  repo.allRecords(ctx.db, body, archived);

/** Staff a record can be assigned to. */
export const staffOptions = (ctx: Ctx) => listStaffOptions(ctx.db);

/** The picker's choices: the provider's documents matching the search (none for someone who is not a provider). */
export const documentOptions = (ctx: Ctx, providerId: string, search?: string) =>
  repo.searchProviderDocuments(ctx.db, providerId, search);
export type { CredentialingRow } from './credentialing.repo.ts';

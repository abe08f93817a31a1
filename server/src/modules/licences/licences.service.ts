import {
  daysBetween,
  LICENCE_MESSAGES,
  LICENCE_TYPES,
  type Licence,
  type LicenceListBody,
  type ListPage,
  type ListQuery,
  type licenceEditSchema,
  type licenceInputSchema,
  type licenceRevokeSchema,
  type licenceVerifySchema,
  renewDocumentPath,
  todayIn,
  webPaths,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { type Ctx, ownerOf, userOf } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { applyTransition } from '../../platform/workflow.ts';
import * as repo from './licences.repo.ts';
import { LICENCE_TARGET } from './licences.workflow.ts';

type LicenceInput = z.output<typeof licenceInputSchema>;
type LicenceEdit = z.output<typeof licenceEditSchema>;

const ENTITY = 'licence';

const toLicence = (r: repo.LicenceRow, today = todayIn()): Licence => ({
  _id: r.l.id,
  provider: r.provider,
  state: r.l.state,
  type: r.l.type,
  number: r.l.number,
  issuedOn: r.l.issuedOn,
  expiresOn: r.l.expiresOn,
  daysLeft: daysBetween(today, r.l.expiresOn),
  status: r.l.status,
  verifiedBy: r.l.verifiedBy
    ? { _id: r.l.verifiedBy, name: `${r.verifierFirstName ?? ''} ${r.verifierLastName ?? ''}`.trim() }
    : null,
  verifiedAt: r.l.verifiedAt?.toISOString() ?? null,
  verificationSource: r.l.verificationSource,
  documentId: r.l.documentId,
  renewalPath: r.l.documentId && r.folderId ? renewDocumentPath(r.folderId, r.l.documentId) : null,
  createdAt: r.l.createdAt.toISOString(),
  updatedAt: r.l.updatedAt.toISOString(),
});

export async function listLicences(ctx: Ctx, query: ListQuery, body: LicenceListBody): Promise<ListPage<Licence>> {
  const { rows, totals } = await repo.listLicences(ctx.db, query, body, ownerOf(ctx));
  const today = todayIn();
  return listAnswer(
    query,
    totals,
    rows.map((r) => toLicence(r, today)),
  );
}

/** One licence; a provider reaches only their own (another's is not found). */
export async function getLicence(ctx: Ctx, id: string): Promise<Licence> {
  const row = await repo.findLicence(ctx.db, id, ownerOf(ctx));
  if (!row) throw notFound(LICENCE_MESSAGES.notFound);
  return toLicence(row);
}

const edited = (input: LicenceEdit) => ({
  state: input.state,
  type: input.type,
  number: input.number.toUpperCase(),
  issuedOn: input.issuedOn || null,
  expiresOn: input.expiresOn,
});

/** The key (provider, state, type, number) taken by another licence: 400 on the number. */
async function checkKeyFree(ctx: Ctx, providerId: string, values: ReturnType<typeof edited>, id: string) {
  const other = await repo.lockByKey(ctx.db, { providerId, ...values });
  if (other && other.id !== id) throw fieldError('number', LICENCE_MESSAGES.taken);
}

export async function createLicence(ctx: Ctx, input: LicenceInput): Promise<Licence> {
  if (!(await repo.findProviderUser(ctx.db, input.providerId)))
    throw fieldError('providerId', LICENCE_MESSAGES.unknownProvider);
  const id = uuidv7();
  const values = edited(input);
  await checkKeyFree(ctx, input.providerId, values, id);
  await ctx.db.transaction(async (tx) => {
    await repo.insertLicence(tx, id, { providerId: input.providerId, ...values });
    await audit(tx, ctx, {
      action: 'create',
      entityType: ENTITY,
      entityId: id,
      after: { providerId: input.providerId, ...values },
    });
  });
  return getLicence(ctx, id);
}

/** Edits a licence; a new expiry on a verified or expired licence is a renewal: pending until verified again. */
export async function updateLicence(ctx: Ctx, id: string, input: LicenceEdit): Promise<Licence> {
  const row = await repo.findLicence(ctx.db, id);
  if (!row) throw notFound(LICENCE_MESSAGES.notFound);
  if (row.l.status === 'revoked') throw conflict(LICENCE_MESSAGES.revokedLocked);
  const values = edited(input);
  await checkKeyFree(ctx, row.l.providerId, values, id);
  const before = {
    state: row.l.state,
    type: row.l.type,
    number: row.l.number,
    issuedOn: row.l.issuedOn,
    expiresOn: row.l.expiresOn,
  };
  const renewed = values.expiresOn !== row.l.expiresOn && (row.l.status === 'active' || row.l.status === 'expired');
  if (renewed)
    await applyTransition(ctx, LICENCE_TARGET, {
      id,
      action: 'renew',
      set: { ...values, verifiedBy: null, verifiedAt: null, verificationSource: null },
      auditBefore: before,
      auditAfter: values,
    });
  else
    await ctx.db.transaction(async (tx) => {
      await repo.updateLicence(tx, id, values);
      await audit(tx, ctx, { action: 'update', entityType: ENTITY, entityId: id, before, after: values });
    });
  return getLicence(ctx, id);
}

/** Records who verified the licence, when and from what source, and makes it active (audited by the engine). */
export async function verifyLicence(ctx: Ctx, id: string, input: z.output<typeof licenceVerifySchema>) {
  const user = userOf(ctx);
  const verifiedAt = new Date();
  await applyTransition(ctx, LICENCE_TARGET, {
    id,
    action: 'verify',
    set: { verifiedBy: user.id, verifiedAt, verificationSource: input.source },
    auditAfter: { verifiedBy: user.id, verifiedAt: verifiedAt.toISOString(), verificationSource: input.source },
  });
  return getLicence(ctx, id);
}

export async function revokeLicence(ctx: Ctx, id: string, input: z.output<typeof licenceRevokeSchema>) {
  await applyTransition(ctx, LICENCE_TARGET, { id, action: 'revoke', auditAfter: { reason: input.reason } });
  return getLicence(ctx, id);
}

/** Licence expiries between two days, as risk calendar items. */
export async function listLicenceRisks(
  db: Db,
  q: { from: string; to: string; facilityId?: string; providerId?: string },
) {
  const rows = await repo.licencesExpiringBetween(db, q);
  return rows.map((r) => ({
    date: r.day,
    kind: 'licence-expiry' as const,
    providerId: r.provider_id,
    providerName: r.provider_name,
    facilityId: null,
    facilityName: null,
    title: `${LICENCE_TYPES[r.type]} ${r.state} ${r.number} expires`,
    link: webPaths.viewLicences(r.id),
  }));
}

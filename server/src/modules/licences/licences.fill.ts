import { type LicenceType, usStateOf } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { type AfterCommit, type FanOutCtx, inOrder, type Listener } from '../../platform/events.ts';
import { applyTransitionMany } from '../../platform/workflow.ts';
import type { DocumentValuesChanged } from '../documents/index.ts';
import * as repo from './licences.repo.ts';
import { LICENCE_TARGET } from './licences.workflow.ts';

/** The field keys of a licence document's number, each naming the kind of licence it is. */
const NUMBER_FIELDS: Record<string, LicenceType> = {
  'licence-number': 'state-licence',
  'license-number': 'state-licence',
  'dea-number': 'dea-registration',
  'registration-number': 'controlled-substance',
};
const ISSUED_FIELDS = ['issued-on', 'issue-date', 'issued'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const textOf = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The licence a document's values describe: a number field, a US state and an expiry; null when they do not. */
function licenceOfValues(values: Record<string, unknown>, expiresOn: string | null) {
  const key = Object.keys(NUMBER_FIELDS).find((k) => textOf(values[k]));
  const state = usStateOf(textOf(values.state));
  if (!key || !state || !expiresOn) return null;
  const number = textOf(values[key]).toUpperCase().slice(0, 50);
  const issued = ISSUED_FIELDS.map((k) => textOf(values[k])).find((v) => DAY.test(v));
  return { type: NUMBER_FIELDS[key] as LicenceType, state, number, expiresOn, issuedOn: issued ?? null };
}

const SYSTEM = { user: null };
const FROM_DOCUMENT = 'Licence document';

/**
 * Creates or updates the structured licence a provider's licence document describes, in the document's
 * transaction: found by its key (provider, state, type, number), by the document it was filled from, or by the
 * document this upload renews (a renewal may carry a new number). A new expiry
 * on a verified or expired licence is a renewal (pending until verified again, through the engine).
 */
async function fillFromDocument(tx: Db, ctx: FanOutCtx, p: DocumentValuesChanged): Promise<AfterCommit> {
  const found = licenceOfValues(p.values, p.expiresOn);
  if (!found) return () => {};
  const key = { providerId: p.providerId, state: found.state, type: found.type, number: found.number };
  const existing =
    (await repo.lockByKey(tx, key)) ??
    (await repo.lockByDocument(tx, p.documentId)) ??
    (p.renews ? await repo.lockByDocument(tx, p.renews) : undefined);
  if (!existing) {
    const id = uuidv7();
    await repo.insertLicence(tx, id, { ...key, ...found, documentId: p.documentId });
    await audit(tx, SYSTEM, {
      action: 'create-from-document',
      entityType: 'licence',
      entityId: id,
      actorName: FROM_DOCUMENT,
      after: { ...key, expiresOn: found.expiresOn, issuedOn: found.issuedOn, documentId: p.documentId },
    });
    return () => {};
  }
  const set = { ...key, expiresOn: found.expiresOn, issuedOn: found.issuedOn ?? existing.issuedOn };
  const before = { number: existing.number, state: existing.state, expiresOn: existing.expiresOn };
  await repo.updateLicence(tx, existing.id, { ...set, documentId: p.documentId });
  await audit(tx, SYSTEM, {
    action: 'update-from-document',
    entityType: 'licence',
    entityId: existing.id,
    actorName: FROM_DOCUMENT,
    before: { ...before, documentId: existing.documentId },
    after: { number: set.number, state: set.state, expiresOn: set.expiresOn, documentId: p.documentId },
  });
  if (set.expiresOn === existing.expiresOn) return () => {};
  const { deliver } = await applyTransitionMany(tx, ctx, LICENCE_TARGET, {
    ids: [existing.id],
    action: 'renew',
    set: { verifiedBy: null, verifiedAt: null, verificationSource: null },
    actorId: null,
    actorName: FROM_DOCUMENT,
  });
  return deliver;
}

/** A provider's licence document uploaded or edited: its licence follows. */
export const fillLicences: Listener<DocumentValuesChanged> = async (tx, ctx, payloads) => {
  const after: AfterCommit[] = [];
  for (const p of payloads) after.push(await fillFromDocument(tx, ctx, p));
  return inOrder(ctx, after, 'licences from documents');
};

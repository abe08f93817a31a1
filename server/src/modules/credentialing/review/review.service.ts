import {
  type CredentialingReview,
  type DecisionInput,
  displayDay,
  REVIEW_ITEM_LABELS,
  REVIEW_MESSAGES,
  type Requirement,
  type ReviewItem,
  type SignOffInput,
  todayIn,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../../db/client.ts';
import { audit } from '../../../platform/audit.ts';
import { type Ctx, userOf } from '../../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../../platform/errors.ts';
import { applyTransition } from '../../../platform/workflow.ts';
import { exclusionStanding, npiStanding } from '../../compliance/index.ts';
import { providerRequirementsAt } from '../../documents/index.ts';
import { facilityContact } from '../credentialing.repo.ts';
import { licenceFinding, licenceStateOf, npiFinding } from './review.findings.ts';
import * as repo from './review.repo.ts';
import { REVIEW_TARGET } from './review.workflow.ts';

/**
 * The file review of a credentialing record: the checklist is made from what the facility requires (its
 * documents, the exclusion screen, the NPI, the licences for its state) each time the review is read while it is
 * in review; items are signed off with the reviewer's name, the time and the source; the status moves through the
 * engine (REVIEW_TARGET). The NPI and licence items show what the registry check and the structured licences say.
 */

const ENTITY = 'credentialing-review';
type Standing = Awaited<ReturnType<typeof exclusionStanding>>;
type NpiStanding = Awaited<ReturnType<typeof npiStanding>>;
type StateLicences = Awaited<ReturnType<typeof repo.stateLicencesIn>>;

/** The record behind a review: 404 when absent, 409 for payor enrollment (no facility to review against). */
async function credentialingRecord(ctx: Ctx, id: string) {
  const facts = await repo.recordFacts(ctx.db, id);
  if (!facts) throw notFound(REVIEW_MESSAGES.notFound);
  if (facts.kind !== 'credentialing' || !facts.facilityId) throw conflict(REVIEW_MESSAGES.onlyCredentialing);
  return { ...facts, facilityId: facts.facilityId };
}
type Facts = Awaited<ReturnType<typeof credentialingRecord>>;

const wantedItems = (facts: Facts, reqs: Requirement[]): repo.WantedItem[] => [
  ...reqs.map((q, i) => ({
    itemKey: `document:${q.typeId}`,
    kind: 'document' as const,
    documentTypeId: q.typeId,
    label: q.typeName,
    position: i,
  })),
  {
    itemKey: 'exclusion',
    kind: 'exclusion',
    documentTypeId: null,
    label: REVIEW_ITEM_LABELS.exclusion,
    position: 1000,
  },
  { itemKey: 'npi', kind: 'npi', documentTypeId: null, label: REVIEW_ITEM_LABELS.npi, position: 1001 },
  {
    itemKey: 'licences',
    kind: 'licences',
    documentTypeId: null,
    label: REVIEW_ITEM_LABELS.licences(facts.facilityState),
    position: 1002,
  },
];

/** What the portal knows of an item, why it cannot be signed off now, and a source to start the dialog with. */
function findings(
  item: repo.ItemRow,
  reqs: Map<string, Requirement>,
  files: Map<string, repo.PacketFile>,
  standing: Standing,
  elsewhere: { npi: NpiStanding; licences: StateLicences; state: string | null },
): Pick<ReviewItem, 'finding' | 'blocked' | 'suggestedSource'> {
  if (item.kind === 'npi') return npiFinding(elsewhere.npi);
  if (item.kind === 'licences') return licenceFinding(elsewhere.state, elsewhere.licences);
  if (item.kind === 'document') {
    const q = item.documentTypeId ? reqs.get(item.documentTypeId) : undefined;
    const file = item.documentTypeId ? files.get(item.documentTypeId) : undefined;
    if (!q || q.status === 'missing')
      return { finding: 'Missing', blocked: REVIEW_MESSAGES.missingDocument(item.label), suggestedSource: null };
    const until = q.expiresOn ? displayDay(q.expiresOn) : null;
    if (q.status === 'expired')
      return {
        finding: `Expired on ${until}`,
        blocked: `${item.label} expired on ${until}, so it cannot be signed off`,
        suggestedSource: null,
      };
    return {
      finding: until ? `Present, valid until ${until}` : 'Present',
      blocked: null,
      suggestedSource: file ? `Provider document "${file.name}"` : null,
    };
  }
  if (item.kind === 'exclusion') {
    const screened = standing.screenedAt ? displayDay(todayIn(null, new Date(standing.screenedAt))) : null;
    if (standing.open + standing.confirmed > 0)
      return {
        finding: `${standing.open} open and ${standing.confirmed} confirmed exclusion matches`,
        blocked: REVIEW_MESSAGES.exclusionOpen,
        suggestedSource: null,
      };
    return screened
      ? {
          finding: `No open or confirmed match (lists screened ${screened})`,
          blocked: null,
          suggestedSource: `Exclusion screening (LEIE/SAM), lists screened ${screened}`,
        }
      : { finding: 'No exclusion list screened yet', blocked: null, suggestedSource: null };
  }
  return { finding: null, blocked: null, suggestedSource: null };
}

/**
 * Makes the record's review row if missing and, while it is in review (and the record live), brings the checklist in
 * line with what the facility requires now. Answers the review row and the requirements.
 */
async function refreshChecklist(db: Db, facts: Facts) {
  const review = await repo.ensureReview(db, facts.id);
  const reqs = await providerRequirementsAt(db, facts.providerId, facts.facilityId);
  if (review.status === 'in-review' && !facts.archivedAt)
    await repo.syncItems(db, facts.id, wantedItems(facts, reqs), uuidv7);
  return { review, reqs };
}

/** The demo data's way in: the checklist of a credentialing record as a first reading makes it. */
export async function openChecklist(db: Db, recordId: string) {
  const facts = await repo.recordFacts(db, recordId);
  if (facts?.kind === 'credentialing' && facts.facilityId)
    await refreshChecklist(db, { ...facts, facilityId: facts.facilityId });
}

/** Reads (and, while in review, refreshes) the checklist with what the portal knows about each item. */
async function loadReview(ctx: Ctx, facts: Facts) {
  const { review, reqs } = await refreshChecklist(ctx.db, facts);
  const state = licenceStateOf(facts.facilityState);
  const [items, standing, files, npi, licences] = await Promise.all([
    repo.itemsOf(ctx.db, facts.id),
    exclusionStanding(ctx.db, facts.providerId),
    repo.newestOfTypes(
      ctx.db,
      facts.providerId,
      reqs.map((q) => q.typeId),
    ),
    npiStanding(ctx.db, facts.providerId),
    state ? repo.stateLicencesIn(ctx.db, facts.providerId, state) : [],
  ]);
  const byType = new Map(reqs.map((q) => [q.typeId, q]));
  const fileByType = new Map(files.map((f) => [f.typeId, f]));
  return {
    review,
    items,
    files,
    checks: (item: repo.ItemRow) => findings(item, byType, fileByType, standing, { npi, licences, state }),
  };
}

const itemOut = (item: repo.ItemRow, known: ReturnType<typeof findings>): ReviewItem => ({
  _id: item.id,
  kind: item.kind,
  label: item.label,
  status: item.status,
  signedOffBy: item.signedOffBy,
  signedOffAt: item.signedOffAt?.toISOString() ?? null,
  source: item.source,
  note: item.note,
  ...known,
});

export async function getReview(ctx: Ctx, id: string): Promise<CredentialingReview> {
  const facts = await credentialingRecord(ctx, id);
  const { review, items, checks } = await loadReview(ctx, facts);
  const contact = await facilityContact(ctx.db, facts.facilityId, 'primary_credentialing_contact');
  return {
    recordId: id,
    status: review.status,
    facilityState: facts.facilityState,
    decidedOn: review.decidedOn,
    decisionNote: review.decisionNote,
    decidedBy: review.decidedBy,
    contact: contact ?? null,
    items: items.map((item) => itemOut(item, checks(item))),
  };
}

/** What the packet shows: the record's facts, the review and its checklist, and the files to put in. */
export async function packetContent(ctx: Ctx, id: string) {
  const facts = await credentialingRecord(ctx, id);
  const { review, items, files } = await loadReview(ctx, facts);
  const linked = await repo.linkedFiles(ctx.db, facts.providerId, facts.documentIds);
  const seen = new Set<string>();
  const all = [...files, ...linked].filter((f) => !seen.has(f.id) && seen.add(f.id));
  return { facts, review, items, files: all };
}

const actorName = (ctx: Ctx) => {
  const user = userOf(ctx);
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
};

const AUDIT_ACTIONS = { 'signed-off': 'sign-off', 'not-applicable': 'not-applicable', open: 'reopen-item' } as const;

/** Signs an item off (source required), marks it not applicable (note required) or reopens it; audited. */
export async function signOffItem(ctx: Ctx, id: string, itemId: string, input: SignOffInput) {
  const facts = await credentialingRecord(ctx, id);
  if (facts.archivedAt) throw conflict(REVIEW_MESSAGES.archived);
  const { checks } = await loadReview(ctx, facts);
  const status = input.status;
  await ctx.db.transaction(async (tx) => {
    const review = await repo.lockReview(tx, id);
    if (review?.status !== 'in-review') throw conflict(REVIEW_MESSAGES.locked);
    const item = await repo.lockItem(tx, id, itemId);
    if (!item) throw notFound(REVIEW_MESSAGES.itemNotFound);
    const blocked = checks(item).blocked;
    if (status === 'signed-off' && blocked) throw conflict(blocked);
    const open = status === 'open';
    const after = {
      status,
      signedOffBy: open ? null : actorName(ctx),
      signedOffAt: open ? null : new Date(),
      source: status === 'signed-off' ? (input.source ?? null) : null,
      note: open ? null : (input.note ?? null),
    };
    await repo.updateItem(tx, item.id, after);
    await audit(tx, ctx, {
      action: AUDIT_ACTIONS[status],
      entityType: ENTITY,
      entityId: id,
      before: { item: item.label, status: item.status, source: item.source, note: item.note },
      after: { item: item.label, status, source: after.source, note: after.note },
    });
  });
  return getReview(ctx, id);
}

/** Ready for committee: only once no item is open (409 naming those still open). */
export async function markReady(ctx: Ctx, id: string) {
  const facts = await credentialingRecord(ctx, id);
  if (facts.archivedAt) throw conflict(REVIEW_MESSAGES.archived);
  await loadReview(ctx, facts);
  await applyTransition(ctx, REVIEW_TARGET, {
    id,
    action: 'ready-for-committee',
    effects: async (tx) => {
      const open = (await repo.itemsOf(tx, id)).filter((i) => i.status === 'open').map((i) => i.label);
      if (open.length > 0) throw conflict(REVIEW_MESSAGES.stillOpen(open));
      return undefined;
    },
  });
  return getReview(ctx, id);
}

/** Back to review (the checklist opens for changes again); a decision taken is cleared, the audit keeps it. */
export async function returnToReview(ctx: Ctx, id: string) {
  const facts = await credentialingRecord(ctx, id);
  if (facts.archivedAt) throw conflict(REVIEW_MESSAGES.archived);
  await repo.ensureReview(ctx.db, id);
  await applyTransition(ctx, REVIEW_TARGET, {
    id,
    action: 'return-to-review',
    set: { decidedOn: null, decisionNote: null, decidedBy: null },
  });
  return getReview(ctx, id);
}

/** The committee's decision with its date (not after today) and note; tells `credentialing-record.decided`. */
export async function decide(ctx: Ctx, id: string, action: 'approve' | 'deny', input: DecisionInput) {
  const facts = await credentialingRecord(ctx, id);
  if (facts.archivedAt) throw conflict(REVIEW_MESSAGES.archived);
  if (input.decidedOn > todayIn()) throw fieldError('decidedOn', REVIEW_MESSAGES.futureDecision);
  await repo.ensureReview(ctx.db, id);
  const decision = { decidedOn: input.decidedOn, decisionNote: input.note.trim(), decidedBy: actorName(ctx) };
  await applyTransition(ctx, REVIEW_TARGET, {
    id,
    action,
    set: decision,
    auditAfter: { decidedOn: decision.decidedOn, decisionNote: decision.decisionNote },
  });
  return getReview(ctx, id);
}

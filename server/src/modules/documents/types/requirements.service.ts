import {
  type Completeness,
  DOCUMENT_MESSAGES,
  type DocumentProviderListBody,
  daysBetween,
  type ListQuery,
  type OwnerKind,
  type Requirement,
  todayIn,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as folders from '../folders/index.ts';
import { ownerOf } from '../reach.ts';
import * as repo from './requirements.repo.ts';
import type * as types from './types.repo.ts';

/** What each owner must hold (the document types required of them) and how complete their documents are. */

interface OwnerFacts {
  id: string;
  specialty: string | null;
  organisation: string | null;
  /** A provider seen at one facility: the provider types naming that facility are required too. */
  facilityId?: string;
}

const appliesTo = (t: { requiredFor: types.TypeRow['requiredFor'] }, o: OwnerFacts) =>
  t.requiredFor.everyone ||
  (o.specialty !== null && t.requiredFor.specialties.includes(o.specialty)) ||
  (o.organisation !== null && t.requiredFor.organisations.includes(o.organisation)) ||
  t.requiredFor.facilityIds.includes(o.facilityId ?? o.id);

async function requirementsOf(ctx: Pick<Ctx, 'db'>, kind: OwnerKind, owners: OwnerFacts[]) {
  const types = await repo.requiredTypes(ctx.db, kind);
  const held = await repo.heldTypes(
    ctx.db,
    kind,
    owners.map((o) => o.id),
    types.map((t) => t.id),
  );
  const answered = await repo.heldAnswers(
    ctx.db,
    kind,
    owners.map((o) => o.id),
    types.map((t) => t.id),
  );
  // A general document (form) counts as held once answered.
  const heldBy = new Map([...answered, ...held].map((h) => [`${h.ownerId}:${h.typeId}`, h.expiresOn]));
  const now = todayIn();
  return new Map(
    owners.map((o) => [
      o.id,
      types
        .filter((t) => appliesTo(t, o))
        .map((t): Requirement => {
          const expiry = heldBy.get(`${o.id}:${t.id}`);
          const expiresOn = expiry && expiry !== 'infinity' ? expiry : null;
          const daysLeft = expiresOn ? daysBetween(now, expiresOn) : null;
          const status =
            expiry === undefined
              ? 'missing'
              : daysLeft === null
                ? 'present'
                : daysLeft < 0
                  ? 'expired'
                  : daysLeft <= 90
                    ? 'expiring'
                    : 'present';
          return { typeId: t.id, typeName: t.name, folderName: t.folderName, status, expiresOn, daysLeft };
        }),
    ]),
  );
}

const completeness = (reqs: Requirement[]): Completeness => ({
  required: reqs.length,
  present: reqs.filter((r) => r.status !== 'missing').length,
  missing: reqs.filter((r) => r.status === 'missing').length,
  expired: reqs.filter((r) => r.status === 'expired').length,
  expiring30: reqs.filter((r) => r.daysLeft !== null && r.daysLeft >= 0 && r.daysLeft <= 30).length,
  expiring60: reqs.filter((r) => r.daysLeft !== null && r.daysLeft >= 0 && r.daysLeft <= 60).length,
  expiring90: reqs.filter((r) => r.daysLeft !== null && r.daysLeft >= 0 && r.daysLeft <= 90).length,
});

/** What an owner is required to hold and its state (spec "requirements"). */
export async function requirements(ctx: Ctx, kind: OwnerKind, ownerIdGiven: string | undefined) {
  const ownerId = ownerOf(ctx, kind, ownerIdGiven);
  let facts: OwnerFacts;
  if (kind === 'provider') {
    const [p] = await repo.providerFacts(ctx.db, [ownerId]);
    if (!p) throw notFound(DOCUMENT_MESSAGES.providerNotFound);
    facts = { id: p.id, specialty: p.specialty, organisation: p.organisation };
  } else {
    if ((await folders.ownerName(ctx.db, kind, ownerId)) === null) throw notFound(DOCUMENT_MESSAGES.facilityNotFound);
    facts = { id: ownerId, specialty: null, organisation: null };
  }
  const reqs = (await requirementsOf(ctx, kind, [facts])).get(ownerId) ?? [];
  return { requirements: reqs, completeness: completeness(reqs) };
}

/**
 * What a provider must hold to work at a facility: the provider types required of everyone, of their specialty or
 * organisation, or naming that facility. Empty for someone who is not a provider.
 */
export async function providerRequirementsAt(db: Db, providerId: string, facilityId: string) {
  const [p] = await repo.providerFacts(db, [providerId]);
  if (!p) return [];
  const facts = { id: p.id, specialty: p.specialty, organisation: p.organisation, facilityId };
  return (await requirementsOf({ db }, 'provider', [facts])).get(p.id) ?? [];
}

/** /document-providers-listing: every provider with the completeness of their required documents. */
export async function listDocumentProviders(ctx: Ctx, query: ListQuery, body: DocumentProviderListBody) {
  const { rows, totals } = await repo.listDocumentProviders(ctx.db, query, body);
  const reqs = await requirementsOf(
    ctx,
    'provider',
    rows.map((r) => ({ id: r.id, specialty: r.specialty, organisation: r.organisation })),
  );
  const data = rows.map((r) => ({
    _id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    specialty: r.specialty,
    completeness: completeness(reqs.get(r.id) ?? []),
  }));
  return { data, ...totals, page: query.page, pageSize: query.pageSize };
}

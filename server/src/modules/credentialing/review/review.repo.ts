import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  credentialingRecords,
  credentialingReviewItems,
  credentialingReviews,
  documents,
  documentTypes,
  facilities,
  licences,
} from '../../../db/schema/index.ts';
import { findOne, selectWithProvider } from '../../../platform/rows.ts';

const r = credentialingRecords;
const items = credentialingReviewItems;

/** What the review needs of its record: provider, facility (name and state), archived or not, linked documents. */
export const recordFacts = (db: Db, id: string) =>
  findOne(
    selectWithProvider(
      db,
      {
        id: r.id,
        kind: r.kind,
        providerId: r.providerId,
        facilityId: r.facilityId,
        archivedAt: r.archivedAt,
        documentIds: r.documentIds,
        applicationType: r.applicationType,
        facilityName: facilities.name,
        facilityState: facilities.state,
      },
      r,
    )
      .leftJoin(facilities, eq(facilities.id, r.facilityId))
      .where(eq(r.id, id)),
  );

/** The record's review row, made (in review) on first use. */
export async function ensureReview(db: Db, recordId: string) {
  await db.insert(credentialingReviews).values({ recordId }).onConflictDoNothing();
  const [row] = await db.select().from(credentialingReviews).where(eq(credentialingReviews.recordId, recordId));
  if (!row) throw new Error(`No review row for ${recordId}`);
  return row;
}

export interface WantedItem {
  itemKey: string;
  kind: 'document' | 'exclusion' | 'npi' | 'licences';
  documentTypeId: string | null;
  label: string;
  position: number;
}

/**
 * Brings the checklist in line with what the facility requires now: new requirements become open items, labels and
 * order follow, and open items no longer required go; items already signed off or not applicable stay as signed.
 */
export async function syncItems(db: Db, recordId: string, wanted: WantedItem[], newId: () => string) {
  if (wanted.length > 0)
    await db
      .insert(items)
      .values(wanted.map((w) => ({ id: newId(), recordId, ...w })))
      .onConflictDoUpdate({
        target: [items.recordId, items.itemKey],
        set: { label: sql`excluded.label`, position: sql`excluded.position` },
      });
  await db.delete(items).where(
    and(
      eq(items.recordId, recordId),
      eq(items.status, 'open'),
      notInArray(
        items.itemKey,
        wanted.map((w) => w.itemKey),
      ),
    ),
  );
}

export const itemsOf = (db: Db, recordId: string) =>
  db.select().from(items).where(eq(items.recordId, recordId)).orderBy(asc(items.position), asc(items.label));
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

/** One item of the record, locked for its sign-off. */
export const lockItem = async (db: Db, recordId: string, itemId: string) =>
  (
    await db
      .select()
      .from(items)
      .where(and(eq(items.recordId, recordId), eq(items.id, itemId)))
      .for('update')
  )[0];

export const updateItem = (db: Db, id: string, set: Partial<typeof items.$inferInsert>) =>
  db
    .update(items)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(items.id, id));

/** The review row locked (the engine's transitions and sign-offs exclude each other through it). */
export const lockReview = async (db: Db, recordId: string) =>
  (await db.select().from(credentialingReviews).where(eq(credentialingReviews.recordId, recordId)).for('update'))[0];

const fileColumns = {
  id: documents.id,
  typeId: documents.typeId,
  typeName: documentTypes.name,
  name: documents.name,
  format: documents.format,
  contentType: documents.contentType,
  storageKey: documents.storageKey,
  previewKey: documents.previewKey,
  size: documents.size,
  expiresOn: documents.expiresOn,
};
export interface PacketFile {
  id: string;
  typeId: string;
  typeName: string;
  name: string;
  format: string;
  contentType: string;
  storageKey: string;
  previewKey: string | null;
  size: number;
  expiresOn: string | null;
}

/**
 * For each of the types, the provider's live document that holds longest (no expiry first, as the requirements count
 * it), the newest among equals: the one a reviewer verifies and the packet carries.
 */
export const newestOfTypes = (db: Db, providerId: string, typeIds: string[]): Promise<PacketFile[]> =>
  typeIds.length === 0
    ? Promise.resolve([])
    : db
        .selectDistinctOn([documents.typeId], fileColumns)
        .from(documents)
        .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
        .where(
          and(
            eq(documents.ownerKind, 'provider'),
            eq(documents.ownerId, providerId),
            inArray(documents.typeId, typeIds),
            isNull(documents.archivedAt),
          ),
        )
        .orderBy(
          documents.typeId,
          sql`${documents.expiresOn} desc nulls first`,
          desc(documents.createdAt),
          desc(documents.id),
        );

/** The record's linked documents that are still the provider's and live. */
export const linkedFiles = (db: Db, providerId: string, ids: string[]): Promise<PacketFile[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(fileColumns)
        .from(documents)
        .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
        .where(
          and(
            inArray(documents.id, ids),
            eq(documents.ownerKind, 'provider'),
            eq(documents.ownerId, providerId),
            isNull(documents.archivedAt),
          ),
        )
        .orderBy(documents.name, documents.id);

/** For the credentialing file review: a provider's live state licences in one state, verified ones first. */
export const stateLicencesIn = (db: Db, providerId: string, state: string) =>
  db
    .select({
      number: licences.number,
      status: licences.status,
      expiresOn: licences.expiresOn,
      verifiedAt: licences.verifiedAt,
      source: licences.verificationSource,
    })
    .from(licences)
    .where(
      and(
        eq(licences.providerId, providerId),
        eq(licences.type, 'state-licence'),
        eq(licences.state, state),
        sql`${licences.status} in ('pending', 'active')`,
      ),
    )
    .orderBy(sql`${licences.verifiedAt} desc nulls last`, licences.expiresOn);

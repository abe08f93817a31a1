import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { genericUploads } from '../../db/schema/index.ts';

/** A generic upload stored (`stored`) or, presigned, about to be, under this key. */
export const recordUpload = (db: Db, storageKey: string, ownerId: string, stored: boolean) =>
  db
    .insert(genericUploads)
    .values({ storageKey, ownerId, storedAt: stored ? new Date() : null })
    .onConflictDoNothing();

/** Claims a presigned upload's one PUT in one statement: true for the first caller only. */
export const claimPut = async (db: Db, storageKey: string) =>
  (
    await db
      .update(genericUploads)
      .set({ storedAt: new Date() })
      .where(and(eq(genericUploads.storageKey, storageKey), isNull(genericUploads.storedAt)))
      .returning({ storageKey: genericUploads.storageKey })
  ).length > 0;

/** Gives a claimed PUT back when nothing was stored (refused type, size, cut-off body), so the link can be retried. */
export const releasePut = (db: Db, storageKey: string) =>
  db.update(genericUploads).set({ storedAt: null }).where(eq(genericUploads.storageKey, storageKey));

export const forgetUpload = (db: Db, storageKey: string) =>
  db.delete(genericUploads).where(eq(genericUploads.storageKey, storageKey));

/** Of these keys, the generic uploads of `ownerId` (attached or not). */
export const uploadsOf = async (db: Db, ownerId: string, keys: string[]) =>
  keys.length === 0
    ? []
    : db
        .select({ storageKey: genericUploads.storageKey, attachedAt: genericUploads.attachedAt })
        .from(genericUploads)
        .where(and(eq(genericUploads.ownerId, ownerId), inArray(genericUploads.storageKey, keys)));

export const markAttached = async (db: Db, keys: string[]) => {
  if (keys.length === 0) return;
  await db
    .update(genericUploads)
    .set({ attachedAt: new Date() })
    .where(and(inArray(genericUploads.storageKey, keys), isNull(genericUploads.attachedAt)));
};

/** Removes the rows of uploads never attached and made before `before`; answers their keys. */
export const dropLoose = async (db: Db, before: Date) =>
  (
    await db
      .delete(genericUploads)
      .where(and(isNull(genericUploads.attachedAt), lt(genericUploads.createdAt, before)))
      .returning({ storageKey: genericUploads.storageKey })
  ).map((r) => r.storageKey);

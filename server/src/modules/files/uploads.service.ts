import { UPLOAD_MESSAGES } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, fieldError } from '../../platform/errors.ts';
import * as repo from './uploads.repo.ts';

/**
 * Generic uploads are kept until a record takes them (`attachUploads`); the daily job (uploads.jobs.ts) removes the
 * ones nobody attached within a day, from storage and from the table.
 */

export const LOOSE_UPLOADS_QUEUE = 'generic-uploads-cleanup';
const LOOSE_UPLOAD_MS = 24 * 3600 * 1000;

/** Records an upload: `stored` now, or presigned (its bytes come with the link's single PUT). */
export const recordUpload = (ctx: Ctx, key: string, ownerId: string, stored: boolean) =>
  repo.recordUpload(ctx.db, key, ownerId, stored);

/**
 * A presigned link takes one PUT: the first claims the key (409 `UPLOAD_LINK_USED` for any later one, the stored
 * bytes untouched); `store` writes the bytes, and a failure gives the claim back so the link may be retried.
 */
export async function presignedPut<T>(ctx: Ctx, key: string, store: () => Promise<T>): Promise<T> {
  if (!(await repo.claimPut(ctx.db, key))) throw conflict(UPLOAD_MESSAGES.linkUsed, 'UPLOAD_LINK_USED');
  try {
    return await store();
  } catch (err) {
    await repo.releasePut(ctx.db, key);
    throw err;
  }
}
export const forgetUpload = (ctx: Ctx, key: string) => repo.forgetUpload(ctx.db, key);

/**
 * A record (in transaction `db`) now references these generic uploads of `ownerId`: they are kept for good. A key
 * that is not one of the owner's generic uploads is refused on `field` (400).
 */
export async function attachUploads(db: Db, ownerId: string, keys: string[], field: string) {
  const unique = [...new Set(keys)];
  const found = await repo.uploadsOf(db, ownerId, unique);
  if (found.length !== unique.length) throw fieldError(field, 'Upload the file again');
  await repo.markAttached(
    db,
    found.filter((f) => f.attachedAt === null).map((f) => f.storageKey),
  );
}

/** Removes generic uploads never attached and older than a day (rows, then files); answers how many. */
export async function dropLooseUploads(deps: { db: Db; storage: Ctx['storage'] }, now = new Date()) {
  const keys = await repo.dropLoose(deps.db, new Date(now.getTime() - LOOSE_UPLOAD_MS));
  for (const key of keys) await deps.storage.remove(key).catch(() => undefined);
  return keys.length;
}

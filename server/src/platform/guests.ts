import { createHash, randomBytes } from 'node:crypto';
import { SHARE_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { documentShares, guestSessions } from '../db/schema/index.ts';
import { appError, unauthorized } from './errors.ts';

/**
 * Guests (issue 15): someone outside the portal who proved a share link and the e-mail address it was sent to. A
 * guest token is random, stored only as its SHA-256 hash (like sessions), bound to one share and to its expiry.
 * Every request reads the share again (no cache), so a revocation or expiry applies on the very next call.
 */
export interface GuestPrincipal extends ShareScope {
  sessionId: string;
  shareId: string;
  email: string;
  expiresAt: Date;
}

/** What a guest's reads are limited to: one share's owner, scope and types. */
export interface ShareScope {
  ownerKind: 'provider' | 'facility';
  ownerId: string;
  scope: 'document' | 'folder' | 'all';
  documentId: string | null;
  folderId: string | null;
  typeIds: string[];
}

export const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new random 256-bit token (base64url). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Guest tokens start with this, so a staff or provider token is never looked up here and the reverse. */
export const GUEST_TOKEN_PREFIX = 'g_';

export async function createGuestSession(
  db: Db,
  input: { id: string; shareId: string; email: string; ip: string; expiresAt: Date },
): Promise<string> {
  const token = `${GUEST_TOKEN_PREFIX}${newToken()}`;
  await db.insert(guestSessions).values({ ...input, tokenHash: sha256(token) });
  return token;
}

/** The guest behind a bearer token; 401 when unknown, and 401 SHARE_EXPIRED when the share expired or was revoked. */
export async function findGuest(db: Db, token: string): Promise<GuestPrincipal> {
  if (!token.startsWith(GUEST_TOKEN_PREFIX)) throw unauthorized(SHARE_MESSAGES.notGuest);
  const [row] = await db
    .select({ g: guestSessions, s: documentShares })
    .from(guestSessions)
    .innerJoin(documentShares, eq(documentShares.id, guestSessions.shareId))
    .where(eq(guestSessions.tokenHash, sha256(token)));
  if (!row) throw unauthorized(SHARE_MESSAGES.notGuest);
  const now = Date.now();
  if (row.s.revokedAt || row.s.expiresAt.getTime() <= now || row.g.expiresAt.getTime() <= now)
    throw appError('SHARE_EXPIRED', SHARE_MESSAGES.expired);
  return {
    sessionId: row.g.id,
    shareId: row.s.id,
    email: row.g.email,
    ownerKind: row.s.ownerKind,
    ownerId: row.s.ownerId,
    scope: row.s.scope,
    documentId: row.s.documentId,
    folderId: row.s.folderId,
    typeIds: row.s.typeIds,
    expiresAt: row.s.expiresAt,
  };
}

import { createHash, randomBytes } from 'node:crypto';

/** Links, codes and guest tokens are stored only as this hash, never as they were sent. */
export const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new random 256-bit token (base64url). */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * A guest: someone outside the portal who proved a share link and the e-mail address it was sent to. A
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

/** Guest tokens start with this, so a staff or provider token is never looked up here and the reverse. */
export const GUEST_TOKEN_PREFIX = 'g_';

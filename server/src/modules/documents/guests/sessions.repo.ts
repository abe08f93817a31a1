import { SHARE_MESSAGES } from '@portal/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { documentShares, guestSessions, shareChallenges } from '../../../db/schema/index.ts';
import { appError, unauthorized } from '../../../platform/errors.ts';
import { GUEST_TOKEN_PREFIX, type GuestPrincipal, newToken, sha256 } from './guests.ts';

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

/** A new code for a share; the share's earlier unused codes stop working. */
export async function insertChallenge(db: Db, row: typeof shareChallenges.$inferInsert) {
  await db
    .update(shareChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(shareChallenges.shareId, row.shareId), isNull(shareChallenges.usedAt)));
  await db.insert(shareChallenges).values(row);
}

export const findChallenge = async (db: Db, challengeHash: string) =>
  (
    await db
      .select({ c: shareChallenges, s: documentShares })
      .from(shareChallenges)
      .innerJoin(documentShares, eq(documentShares.id, shareChallenges.shareId))
      .where(eq(shareChallenges.challengeHash, challengeHash))
  )[0];

/**
 * Takes one try of a live challenge (not used, not expired, fewer than `limit` tries taken) and answers the tries
 * taken with it, or null when none is left. Counting and judging are one statement, so concurrent codes cannot all
 * be judged against the same count: at most `limit` codes are ever checked per challenge, right or wrong.
 */
export async function takeTry(db: Db, id: string, limit: number) {
  const [row] = await db
    .update(shareChallenges)
    .set({ attempts: sql`${shareChallenges.attempts} + 1` })
    .where(
      and(
        eq(shareChallenges.id, id),
        isNull(shareChallenges.usedAt),
        sql`${shareChallenges.attempts} < ${limit}`,
        gt(shareChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ attempts: shareChallenges.attempts });
  return row?.attempts ?? null;
}

/** Uses the challenge once (a double submit gets one token). */
export async function useChallenge(db: Db, id: string) {
  const [row] = await db
    .update(shareChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(shareChallenges.id, id), isNull(shareChallenges.usedAt), gt(shareChallenges.expiresAt, new Date())))
    .returning({ id: shareChallenges.id });
  return row !== undefined;
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { roles, sessions, users } from '../db/schema/index.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface AuthUser {
  id: string;
  sessionId: string;
  email: string;
  role: 'superAdmin' | 'iconUser' | 'provider';
  status: 'pending' | 'confirmed' | 'deactivated';
  firstName: string;
  lastName: string;
  /** Read from the role on every request, so a role change applies on the user's next request. */
  permissions: string[];
}

/** An opaque random token; the client keeps it, the database keeps only its hash. */
export async function createSession(db: Db, userId: string, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: uuidv7(),
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlHours * 3600_000),
  });
  return token;
}

export async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      firstName: users.firstName,
      lastName: users.lastName,
      permissions: roles.permissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ? { ...row, permissions: row.permissions ?? [] } : null;
}

type RevokedListener = (sessionIds: string[]) => void;
const revokedListeners = new Set<RevokedListener>();
/** Lets live connections (socket.io) close as soon as their session is revoked. */
export function onSessionsRevoked(listener: RevokedListener): () => void {
  revokedListeners.add(listener);
  return () => revokedListeners.delete(listener);
}
const announce = (ids: string[]) => {
  if (ids.length) for (const l of revokedListeners) l(ids);
};

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  announce([sessionId]);
}

/** Revokes every live session of the user except `keepSessionId` (when given). */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  announce(revoked.map((r) => r.id));
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { roles, sessions, users } from '../db/schema/index.ts';
import { BUS_TOPICS, type Bus, publish } from './bus.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface AuthUser {
  id: string;
  sessionId: string;
  email: string;
  role: 'superAdmin' | 'iconUser' | 'provider';
  status: 'pending' | 'confirmed' | 'deactivated';
  firstName: string;
  lastName: string;
  /** The staff role (null for the super admin and providers): what the role may see, e.g. document folders. */
  roleId: string | null;
  /** Read from the role on every request, so a role change applies on the user's next request. */
  permissions: string[];
  /** Minutes without an authenticated request after which this session ends (idle sign-out). */
  idleTimeoutMinutes: number;
  /** Set when an API key makes the call: the user is the key (named 'API key <name>'), never a person's session. */
  apiKey?: { id: string; name: string };
}

/**
 * `select <columns>, principal from <table> join users` on the user a row acts for (a session's user, an API key's
 * creator): `principal` is that user with what their staff role grants now, read on every call so that a role
 * change applies at once.
 */
export const selectWithPrincipal = <C extends SelectedFields, T extends PgTable>(
  db: Db,
  columns: C,
  table: T,
  userId: AnyPgColumn,
) =>
  db
    .select({
      ...columns,
      principal: {
        id: users.id,
        email: users.email,
        role: users.role,
        status: users.status,
        firstName: users.firstName,
        lastName: users.lastName,
        roleId: users.roleId,
        permissions: roles.permissions,
      },
    })
    // drizzle's `from` rejects a generic table argument; the explicit type argument keeps the row type exact.
    .from<T>(table as never)
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(roles, eq(roles.id, users.roleId));

/**
 * Idle sign-out: a session ends after its idle timeout without an authenticated request. Staff
 * use IDLE_TIMEOUT_MINUTES unless their role sets its own, providers PROVIDER_IDLE_TIMEOUT_MINUTES.
 */
const idle = { staffMinutes: 30, providerMinutes: 60 };
export function configureIdleTimeouts(staffMinutes: number, providerMinutes: number): void {
  idle.staffMinutes = staffMinutes;
  idle.providerMinutes = providerMinutes;
}
export const idleTimeoutMinutesFor = (role: AuthUser['role'], roleMinutes: number | null | undefined): number =>
  role === 'provider' ? idle.providerMinutes : (roleMinutes ?? idle.staffMinutes);

/**
 * Activity is written at most once per interval (a minute, or a tenth of a short timeout), so a busy session costs
 * one UPDATE a minute, not one per request. The stored time therefore lags the last request by less than the
 * interval, and a session is refused only once it has been idle for its timeout plus that interval: never early,
 * at most a minute late. The web signs out on its own clock at the timeout itself.
 */
const activityWriteIntervalMs = (timeoutMinutes: number) => Math.min(60_000, timeoutMinutes * 6_000);

export class SessionIdleError extends Error {
  constructor(readonly minutes: number) {
    super('idle');
  }
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

/**
 * Signed-in users by token, for a few seconds: the lookup (session, user, role) otherwise runs on every
 * request. Anything that changes what the entry holds evicts it at once (revocation, user and role updates, through
 * evictSessions), so a sign-out or deactivation applies on the very next request; SESSION_CACHE_MS bounds how long
 * another instance may serve an entry it was not told to evict.
 */
let cacheMs = 5_000;
const SESSION_CACHE_MAX = 10_000;

/** Sets how long a lookup is reused (config SESSION_CACHE_MS); 0 turns the cache off. */
export function configureSessionCache(ms: number): void {
  cacheMs = ms;
  cache.clear();
}
interface CachedSession {
  user: AuthUser;
  roleId: string | null;
  until: number;
  /** The session's last_active_at as this instance last read or wrote it (ms). */
  lastActiveAt: number;
}
const cache = new Map<string, CachedSession>();

/**
 * When each session, user or role was last evicted. An eviction can run inside a transaction that has not
 * committed yet, so a lookup in that window still reads the old row: for SESSION_CACHE_MS after an eviction the
 * lookups it concerns go to the database uncached, and the commit takes effect on the next request.
 */
const evictedAt = new Map<string, number>();
let allEvictedAt = 0;

/**
 * Drops cached sign-ins: of these sessions, of this user, of users holding this role, or all of them.
 * Called by revocation and by every user or role update; cross-instance invalidation calls it too.
 */
export function evictSessions(which: { sessionIds?: string[]; userId?: string; roleId?: string } | 'all'): void {
  const now = Date.now();
  if (which === 'all') {
    allEvictedAt = now;
    cache.clear();
    return;
  }
  if (evictedAt.size > SESSION_CACHE_MAX) {
    for (const [key, at] of evictedAt) if (at <= now - cacheMs) evictedAt.delete(key);
  }
  const ids = new Set(which.sessionIds);
  for (const id of ids) evictedAt.set(`s:${id}`, now);
  if (which.userId) evictedAt.set(`u:${which.userId}`, now);
  if (which.roleId) evictedAt.set(`r:${which.roleId}`, now);
  for (const [token, entry] of cache) {
    const { user } = entry;
    if (ids.has(user.sessionId) || user.id === which.userId || (which.roleId && entry.roleId === which.roleId)) {
      cache.delete(token);
    }
  }
}

const recentlyEvicted = (user: AuthUser, roleId: string | null, now: number) => {
  const since = now - cacheMs;
  const keys = [`s:${user.sessionId}`, `u:${user.id}`, ...(roleId ? [`r:${roleId}`] : [])];
  return allEvictedAt > since || keys.some((k) => (evictedAt.get(k) ?? 0) > since);
};

/**
 * The signed-in user of a token when the cache alone can answer: a live entry whose activity needs no write yet.
 * Null sends the caller to findSessionUser, which decides everything else (idle, expired, revoked, the write).
 */
export function cachedSessionUser(token: string, now = Date.now()): AuthUser | null {
  const hit = cache.get(token);
  if (!hit || hit.until <= now) return null;
  return now - hit.lastActiveAt < activityWriteIntervalMs(hit.user.idleTimeoutMinutes) ? hit.user : null;
}

/**
 * The signed-in user of a token, or null when the token is unknown, revoked or past its TTL. Throws
 * SessionIdleError when the session has been idle past its timeout (it is revoked). Each call counts as activity.
 */
export async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  const now = Date.now();
  // Keyed by the token itself, which the process holds anyway while it answers the request: a hit then costs no
  // hash. Only the database keeps nothing but hashes.
  const hit = cache.get(token);
  if (hit && hit.until > now) {
    const { user } = hit;
    const intervalMs = activityWriteIntervalMs(user.idleTimeoutMinutes);
    // Looks idle from here: another instance may have seen activity since, so the database decides.
    if (now - hit.lastActiveAt <= user.idleTimeoutMinutes * 60_000 + intervalMs) {
      if (now - hit.lastActiveAt >= intervalMs) hit.lastActiveAt = await touch(db, user.sessionId, now, intervalMs);
      return user;
    }
  }
  if (hit) cache.delete(token);
  const hash = sha256(token);
  const sessionColumns = {
    sessionId: sessions.id,
    expiresAt: sessions.expiresAt,
    lastActiveAt: sessions.lastActiveAt,
    roleIdleMinutes: roles.idleTimeoutMinutes,
  };
  const [row] = await selectWithPrincipal(db, sessionColumns, sessions, sessions.userId)
    .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  if (!row) return null;
  const { expiresAt, roleIdleMinutes, lastActiveAt: storedActiveAt, sessionId, principal } = row;
  const { roleId } = principal;
  const idleTimeoutMinutes = idleTimeoutMinutesFor(principal.role, roleIdleMinutes);
  const user: AuthUser = { ...principal, sessionId, permissions: principal.permissions ?? [], idleTimeoutMinutes };
  const intervalMs = activityWriteIntervalMs(idleTimeoutMinutes);
  let lastActiveAt = storedActiveAt.getTime();
  if (now - lastActiveAt > idleTimeoutMinutes * 60_000 + intervalMs) {
    await revokeSession(db, user.sessionId);
    throw new SessionIdleError(idleTimeoutMinutes);
  }
  if (now - lastActiveAt >= intervalMs) lastActiveAt = await touch(db, user.sessionId, now, intervalMs);
  if (cacheMs === 0 || recentlyEvicted(user, roleId, now)) return user;
  // Insertion order is age order: past the bound, the oldest entry goes.
  if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(token, { user, roleId, until: Math.min(now + cacheMs, expiresAt.getTime()), lastActiveAt });
  return user;
}

/**
 * Records activity: one conditional UPDATE, skipped by the database when another instance wrote within the
 * interval. Answers the time to remember.
 */
async function touch(db: Db, sessionId: string, now: number, intervalMs: number): Promise<number> {
  await db
    .update(sessions)
    .set({ lastActiveAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastActiveAt, new Date(now - intervalMs))));
  return now;
}

/**
 * Tells every instance (this one included) which sessions ended, when the caller's transaction commits: their
 * live sockets close and no cached copy of them survives. Chunked to fit the bus's message size.
 */
async function announceRevoked(db: Db, sessionIds: string[]) {
  for (let i = 0; i < sessionIds.length; i += 100) {
    await publish(db, BUS_TOPICS.sessionsRevoked, { sessionIds: sessionIds.slice(i, i + 100) });
  }
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  evictSessions({ sessionIds: [sessionId] });
  await announceRevoked(db, [sessionId]);
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
  evictSessions({ userId });
  await announceRevoked(
    db,
    revoked.map((r) => r.id),
  );
}

/**
 * Other instances' revocations and permission changes reach this instance's cache over the bus; after a missed
 * stretch of messages (gap) nothing cached can be trusted.
 */
export function subscribeSessionCache(bus: Bus): void {
  bus.subscribe(BUS_TOPICS.sessionsRevoked, ({ sessionIds }) => evictSessions({ sessionIds }));
  bus.subscribe(BUS_TOPICS.permissionsChanged, (p) => {
    if ('roleId' in p) evictSessions({ roleId: p.roleId });
    else for (const userId of p.userIds) evictSessions({ userId });
  });
  bus.subscribe(BUS_TOPICS.gap, () => evictSessions('all'));
}

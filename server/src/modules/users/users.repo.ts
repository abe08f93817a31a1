import { and, asc, eq, ilike, inArray, isNull, lt, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { likePattern } from '../../platform/list.ts';
import { evictSessions } from '../../platform/sessions.ts';

/**
 * The users table: every read other modules share and every write (sign-up, invitations, profile and status
 * changes, passwords) goes through here. Module-specific lists (icon users, providers) join it in their own repos.
 */
export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  await db.insert(users).values(values);
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
  // Status, role and name are part of a cached sign-in.
  evictSessions({ userId: id });
}

/** Matches the trigram index users_name_trgm_idx, so substring search stays indexed. */
/** The sorts of a list of users (providers, staff); each matches one of the users_live_role_* partial indexes. */
export const USER_LIST_SORT = {
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
};

/** Name or e-mail matches a LIKE pattern (a value, or a placeholder bound later). */
export const nameMatches = (pattern: string | SQLWrapper) =>
  ilike(sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`, pattern);

export const nameSearch = (search: string) => nameMatches(likePattern(search));

export const userIdsWithRole = async (db: Db, roleId: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.roleId, roleId))).map((r) => r.id);

/** Every super admin not deactivated: who is told when the portal itself stops something (a webhook pauses). */
export const superAdminIds = async (db: Db) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'superAdmin'), ne(users.status, 'deactivated')))
  ).map((r) => r.id);

/** Confirmed staff users, for the ICON contacts picker (facility-icon-users/contacts). */
export async function activeIconUsers(db: Db, ids?: string[]) {
  const c = [eq(users.role, 'iconUser'), eq(users.status, 'confirmed')];
  if (ids) c.push(inArray(users.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000']));
  return db
    .select({ _id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(...c))
    .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`))
    .limit(1000);
}

export async function claimMfaStep(db: Db, userId: string, step: number): Promise<boolean> {
  const res = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return res.length > 0;
}

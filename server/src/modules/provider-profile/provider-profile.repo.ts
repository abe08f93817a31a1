import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, providerProfiles, users } from '../../db/schema/index.ts';
import { listTotal } from '../../platform/list.ts';

/** A provider's user row joined to its profile row; undefined when the id is not a provider's. */
export async function findProviderProfile(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, profile: providerProfiles })
    .from(users)
    .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'provider')))
    .limit(1);
  return row;
}
export type ProviderProfileRow = NonNullable<Awaited<ReturnType<typeof findProviderProfile>>>;

export async function updateProfile(db: Db, userId: string, values: Partial<typeof providerProfiles.$inferInsert>) {
  await db
    .update(providerProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(providerProfiles.userId, userId));
}

/** The audit events of one user, newest first (indexed by entity type, id and time). */
export async function historyOf(db: Db, userId: string, limit: number, offset: number) {
  const where = and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, userId));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(limit)
      .offset(offset),
    listTotal(db, () => db.select({ id: auditEvents.id }).from(auditEvents).where(where).$dynamic(), true),
  ]);
  return { rows, totals };
}

/** Flags (a day) or clears (null) a provider's confirmed exclusion; the first confirmation's day is kept. */
export async function setExcludedOn(db: Db, userId: string, day: string | null) {
  await db
    .update(providerProfiles)
    .set({
      excludedOn: day === null ? null : sql`coalesce(${providerProfiles.excludedOn}, ${day}::date)`,
      updatedAt: new Date(),
    })
    .where(eq(providerProfiles.userId, userId));
}

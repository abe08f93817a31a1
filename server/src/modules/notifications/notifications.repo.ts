import { first, type ListQuery } from '@portal/contracts';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationSettings, notifications, roles, users } from '../../db/schema/index.ts';
import { idIn, listTotal, pageWindow } from '../../platform/list.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import { timeOrderedId } from '../../platform/sql-values.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert) {
  return first(await db.insert(notifications).values(values).returning(), 'the inserted notification');
}

/**
 * Rows per INSERT: a statement binds at most 65,535 parameters (the protocol counts them in 16 bits), and a daily
 * reminder run over the bench's 100,000 providers bound 55,064 too many and failed on every retry.
 */
const INSERT_BATCH = 5000;

export async function insertNotifications(db: Db, values: (typeof notifications.$inferInsert)[]) {
  const rows: NotificationRow[] = [];
  for (let i = 0; i < values.length; i += INSERT_BATCH) {
    rows.push(
      ...(await db
        .insert(notifications)
        .values(values.slice(i, i + INSERT_BATCH))
        .returning()),
    );
  }
  return rows;
}

/**
 * Inserts the notifications a SELECT yields (columns user_id, type, title, body, link) in one statement: how a
 * reaction notifies about thousands of records (a bulk approval) without carrying them through the application.
 */
export async function insertNotificationsFrom(db: Db, select: SQL): Promise<NotificationRow[]> {
  const res = await db.execute(sql`
    INSERT INTO notifications (id, user_id, type, title, body, link)
    SELECT ${timeOrderedId}, s.user_id, s.type, s.title, s.body, s.link FROM (${select}) AS s
    RETURNING id, user_id, type, title, body, link, read_at, created_at`);
  type Raw = { id: string; user_id: string; type: string; title: string; body: string; link: string | null };
  return rowsOf<Raw & { read_at: unknown; created_at: string | Date }>(res).map((r) => ({
    id: r.id,
    userId: r.user_id,
    type: r.type,
    title: r.title,
    body: r.body,
    link: r.link,
    readAt: null,
    createdAt: new Date(r.created_at),
  }));
}

/** Active staff who may act on `permission`: super admins, and confirmed icon users whose role holds it. */
export async function staffHolding(db: Db, permission: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      sql`${users.archivedAt} is null and ((${users.role} = 'superAdmin' and ${users.status} <> 'deactivated')
        or (${users.role} = 'iconUser' and ${users.status} = 'confirmed' and ${permission} = any(${roles.permissions})))`,
    );
  return rows.map((r) => r.id);
}

/** The notifications among `ids` whose owner wants e-mail (no settings row means yes), with the address. */
export async function emailable(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ n: notifications, email: users.email, firstName: users.firstName })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
    .where(
      and(
        idIn(notifications.id, ids),
        sql`coalesce(${notificationSettings.email}, true)`,
        sql`${users.status} <> 'deactivated'`,
      ),
    );
}

export async function findSettings(db: Db, userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return { email: row?.email ?? true };
}

export async function saveSettings(db: Db, userId: string, values: { email: boolean }) {
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } });
}

/** Always scoped to one user: nobody reads another's notifications. */
export async function listNotifications(db: Db, userId: string, query: ListQuery, unreadOnly: boolean) {
  const mine = eq(notifications.userId, userId);
  const where = unreadOnly ? and(mine, isNull(notifications.readAt)) : mine;
  const { limit, offset } = pageWindow(query);
  const [rows, totals, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    listTotal(db, () => db.select({ id: notifications.id }).from(notifications).where(where).$dynamic(), true),
    countUnread(db, userId),
  ]);
  return { rows, totals, unread };
}

export async function countUnread(db: Db, userId: string) {
  const { n } = first(
    await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
    'the unread count',
  );
  return n;
}

export async function markRead(db: Db, userId: string, id: string) {
  const res = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return res.length > 0;
}

export async function markAllRead(db: Db, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

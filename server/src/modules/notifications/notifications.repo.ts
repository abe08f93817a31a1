import type { ListQuery } from '@portal/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { pageWindow } from '../../platform/list.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row;
}

/** Always scoped to one user: nobody reads another's notifications. */
export async function listNotifications(db: Db, userId: string, query: ListQuery, unreadOnly: boolean) {
  const mine = eq(notifications.userId, userId);
  const where = unreadOnly ? and(mine, isNull(notifications.readAt)) : mine;
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(notifications).where(where),
    countUnread(db, userId),
  ]);
  return { rows, total, unread };
}

export async function countUnread(db: Db, userId: string) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
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

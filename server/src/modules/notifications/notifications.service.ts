import { type ListPage, type ListQuery, type Notification, REALTIME_EVENTS } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { type Ctx, userOf } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './notifications.repo.ts';

export interface NewNotification {
  type: string;
  title: string;
  body: string;
  link?: string | null;
}

const toNotification = (row: repo.NotificationRow): Notification => ({
  _id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores a notification in the caller's transaction and returns the push to run once it has committed,
 * so a browser is never told about a notification that was rolled back.
 */
export async function notify(tx: Db, ctx: Pick<Ctx, 'realtime'>, userId: string, n: NewNotification) {
  const row = await repo.insertNotification(tx, { id: uuidv7(), userId, link: null, ...n });
  return () => ctx.realtime.toUser(userId, REALTIME_EVENTS.notification, toNotification(row));
}

export async function listNotifications(
  ctx: Ctx,
  query: ListQuery,
  unreadOnly: boolean,
): Promise<ListPage<Notification> & { unread: number }> {
  const user = userOf(ctx);
  const { rows, total, unread } = await repo.listNotifications(ctx.db, user.id, query, unreadOnly);
  return { data: rows.map(toNotification), total, unread, page: query.page, pageSize: query.pageSize };
}

export const unreadCount = (ctx: Ctx) => repo.countUnread(ctx.db, userOf(ctx).id);

export async function markRead(ctx: Ctx, id: string) {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.markRead(tx, userOf(ctx).id, id))) throw notFound('Notification not found');
    await audit(tx, ctx, {
      action: 'read',
      entityType: 'notification',
      entityId: id,
      before: { read: false },
      after: { read: true },
    });
  });
}

export async function markAllRead(ctx: Ctx) {
  const user = userOf(ctx);
  await ctx.db.transaction(async (tx) => {
    await repo.markAllRead(tx, user.id);
    await audit(tx, ctx, { action: 'read-all', entityType: 'notification', entityId: user.id, after: { read: 'all' } });
  });
}

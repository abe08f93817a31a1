import {
  type ListPage,
  type ListQuery,
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationSettings,
  REALTIME_EVENTS,
} from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { type Ctx, userOf } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { AfterCommit, FanOutCtx } from '../../platform/events.ts';
import { listAnswer } from '../../platform/list.ts';
import type { Mailer } from '../../platform/mail.ts';
import { webLink } from '../../platform/web-links.ts';
import * as repo from './notifications.repo.ts';

export const NOTIFICATION_EMAIL_QUEUE = 'notification-emails';

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

/** One notification for one user; `email` also sends it by e-mail unless the user turned e-mail off. */
export interface Delivery extends NewNotification {
  userId: string;
  email: boolean;
}

/**
 * Stores many notifications in the caller's transaction (one INSERT) and returns the delivery to run after commit:
 * a socket.io push to each user (their live unread count) and one job that e-mails those who want e-mail.
 * Event listeners (platform/events.ts) call it; it is how every module notifies.
 */
export async function notifyMany(tx: Db, ctx: FanOutCtx, deliveries: Delivery[]): Promise<AfterCommit | undefined> {
  if (deliveries.length === 0) return undefined;
  const rows = await repo.insertNotifications(
    tx,
    deliveries.map(({ email: _email, ...d }) => ({ id: uuidv7(), link: null, ...d })),
  );
  return deliver(ctx, rows, (_, i) => deliveries[i]?.email === true);
}

/**
 * The set-based form of `notifyMany`: the notifications are the rows of `select` (columns user_id, type, title,
 * body, link), inserted in one statement; all are e-mailed (to those who want e-mail) when `email` is set.
 */
export async function notifyFrom(tx: Db, ctx: FanOutCtx, select: SQL, opts: { email: boolean }) {
  const rows = await repo.insertNotificationsFrom(tx, select);
  return rows.length ? deliver(ctx, rows, () => opts.email) : undefined;
}

/** After commit: a socket.io push to each user (their live unread count) and one job for the e-mails. */
function deliver(
  ctx: FanOutCtx,
  rows: repo.NotificationRow[],
  emailed: (row: repo.NotificationRow, i: number) => boolean,
): AfterCommit {
  const emailIds = rows.filter(emailed).map((r) => r.id);
  return async () => {
    for (const row of rows) ctx.realtime.toUser(row.userId, REALTIME_EVENTS.notification, toNotification(row));
    if (emailIds.length) await ctx.jobs.send(NOTIFICATION_EMAIL_QUEUE, { ids: emailIds });
  };
}

/** E-mails each notification whose owner wants e-mail, gathered into a digest per person (run by the job). */
export async function emailNotifications(deps: { db: Db; mail: Mailer; config: Config }, ids: string[]) {
  for (const { n, email, firstName } of await repo.emailable(deps.db, ids)) {
    await deps.mail.digest(email, {
      subject: n.title,
      greeting: `Hello ${firstName},`,
      paragraphs: [n.body],
      action: n.link ? { label: 'Open in the portal', url: webLink(deps.config, n.link) } : undefined,
      footer: NOTIFICATION_MESSAGES.emailFooter,
    });
  }
}

export const getSettings = (ctx: Ctx): Promise<NotificationSettings> => repo.findSettings(ctx.db, userOf(ctx).id);

export async function saveSettings(ctx: Ctx, input: NotificationSettings): Promise<NotificationSettings> {
  const user = userOf(ctx);
  const before = await repo.findSettings(ctx.db, user.id);
  await ctx.db.transaction(async (tx) => {
    await repo.saveSettings(tx, user.id, input);
    await audit(tx, ctx, {
      action: 'update-notification-settings',
      entityType: 'user',
      entityId: user.id,
      before: { emailNotifications: before.email },
      after: { emailNotifications: input.email },
    });
  });
  return input;
}

export async function listNotifications(
  ctx: Ctx,
  query: ListQuery,
  unreadOnly: boolean,
): Promise<ListPage<Notification> & { unread: number }> {
  const user = userOf(ctx);
  const { rows, totals, unread } = await repo.listNotifications(ctx.db, user.id, query, unreadOnly);
  return { ...listAnswer(query, totals, rows.map(toNotification)), unread };
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

/** Who among staff is told about work waiting for `permission` (super admins and roles holding it). */
export const staffHolding = repo.staffHolding;

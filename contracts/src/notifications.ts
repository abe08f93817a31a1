import { z } from 'zod';

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListBodySchema = z.object({
  filters: z.object({ unread: z.boolean() }).partial().default({}),
});

/** Realtime events (socket.io) besides the spec's BULK_APPROVAL and TIMESHEETS_APPROVAL. */
export const REALTIME_EVENTS = {
  notification: 'notification',
  permissionsChanged: 'permissions-changed',
} as const;

export const NOTIFICATION_MESSAGES = {
  markedRead: 'Marked as read',
  allRead: 'All notifications marked as read',
} as const;

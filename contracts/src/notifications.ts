import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, listPageSchema, listQuerySchema } from './http.ts';

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

/** A user's own notification choices: in-app notifications always arrive; e-mail copies can be turned off. */
export const notificationSettingsSchema = z.object({ email: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** What a notification is about; the web may pick an icon by it. */
export const NOTIFICATION_TYPES = {
  timesheetApproved: 'timesheet-approved',
  timesheetRejected: 'timesheet-rejected',
  timesheetAwaitingApproval: 'timesheet-awaiting-approval',
  providerAwaitingConfirmation: 'provider-awaiting-confirmation',
  expenseApproved: 'expense-approved',
  expenseNotApproved: 'expense-not-approved',
  expenseAwaitingApproval: 'expense-awaiting-approval',
  bonusApproved: 'bonus-approved',
  deductionApproved: 'deduction-approved',
  paymentApproved: 'payment-approved',
  paymentRecalculated: 'payment-recalculated',
  payPeriodReopened: 'pay-period-reopened',
  webhookPaused: 'webhook-paused',
} as const;

export const NOTIFICATION_MESSAGES = {
  markedRead: 'Marked as read',
  allRead: 'All notifications marked as read',
  settingsSaved: 'Notification settings saved',
  emailFooter: 'You can turn these e-mails off under Notifications in the portal.',
} as const;

/** One page of the signed-in user's notifications, with how many are unread in all. */
export const notificationPageSchema = listPageSchema(notificationSchema).extend({ unread: z.number().int() });

const signedIn = 'authenticated';

/** The signed-in user's own notifications; every role has them. */
export const NOTIFICATION_API = /*#__PURE__*/ defineEndpoints('notifications', {
  list: {
    method: 'POST',
    path: '/notifications/all',
    access: signedIn,
    summary: 'My notifications, newest first',
    query: listQuerySchema,
    body: notificationListBodySchema,
    response: notificationPageSchema,
  },
  unreadCount: {
    method: 'GET',
    path: '/notifications/unread-count',
    access: signedIn,
    summary: 'How many are unread',
    response: z.object({ count: z.number() }),
  },
  markRead: {
    method: 'PUT',
    path: '/notifications/:id/read',
    access: signedIn,
    summary: 'Mark one read',
    params: idParamSchema,
    response: z.null(),
  },
  markAllRead: {
    method: 'PUT',
    path: '/notifications/read-all',
    access: signedIn,
    summary: 'Mark all read',
    response: z.null(),
  },
  settings: {
    method: 'GET',
    path: '/notifications/settings',
    access: signedIn,
    summary: 'My notification settings',
    response: notificationSettingsSchema,
  },
  saveSettings: {
    method: 'PUT',
    path: '/notifications/settings',
    access: signedIn,
    summary: 'Turn e-mail copies of my notifications on or off',
    body: notificationSettingsSchema,
    response: notificationSettingsSchema,
  },
});

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
} as const;

export const NOTIFICATION_MESSAGES = {
  markedRead: 'Marked as read',
  allRead: 'All notifications marked as read',
  settingsSaved: 'Notification settings saved',
  emailFooter: 'You can turn these e-mails off under Notifications in the portal.',
} as const;

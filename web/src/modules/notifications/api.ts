import { NOTIFICATION_API, type notificationPageSchema } from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf } from '../../lib/endpoint.ts';

/** One page of the signed-in user's notifications, with how many are unread in all. */
export type NotificationPage = z.output<typeof notificationPageSchema>;

/** Tags: the list, the unread count, and each notification by id. A realtime 'notification' invalidates all. */
const NOTIFICATION_LIST_TAG = { type: 'Notification' as const, id: 'LIST' };
const NOTIFICATION_COUNT_TAG = { type: 'Notification' as const, id: 'COUNT' };
const NOTIFICATION_SETTINGS_TAG = { type: 'Notification' as const, id: 'SETTINGS' };

const E = NOTIFICATION_API;

/** The list's body: only the unread ones, or all. */
export const notificationListBody = (unreadOnly: boolean) => ({ filters: unreadOnly ? { unread: true } : {} });

/** The notification calls: every signed-in user, their own only (no role prefix). */
const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first (notificationListBody). */
    listNotifications: build.query(
      queryOf(E.list, {
        providesTags: (result?: NotificationPage) => [
          NOTIFICATION_LIST_TAG,
          ...(result?.data ?? []).map((n) => ({ type: 'Notification' as const, id: n._id })),
        ],
      }),
    ),
    /** The top bar's badge. */
    getUnreadCount: build.query(queryOf(E.unreadCount, { providesTags: [NOTIFICATION_COUNT_TAG] })),
    markNotificationRead: build.mutation(
      mutationOf(E.markRead, {
        invalidatesTags: (_result: unknown, _error: unknown, { id }: { id: string }) => [
          NOTIFICATION_LIST_TAG,
          NOTIFICATION_COUNT_TAG,
          { type: 'Notification' as const, id },
        ],
      }),
    ),
    markAllNotificationsRead: build.mutation(mutationOf(E.markAllRead, { invalidatesTags: ['Notification' as const] })),
    /** Whether notifications are also e-mailed. */
    getNotificationSettings: build.query(queryOf(E.settings, { providesTags: [NOTIFICATION_SETTINGS_TAG] })),
    saveNotificationSettings: build.mutation(
      mutationOf(E.saveSettings, { invalidatesTags: [NOTIFICATION_SETTINGS_TAG] }),
    ),
  }),
});

export const {
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
  useListNotificationsQuery,
  useGetUnreadCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;

import type { ListPage, Notification, NotificationSettings, Ok } from '@portal/contracts';
import { api } from '../../app/api.ts';

/** One page of the signed-in user's notifications, with how many are unread in all. */
export type NotificationPage = ListPage<Notification> & { unread: number };

export interface NotificationListArgs {
  page: number;
  pageSize: number;
  /** Only the unread ones. */
  unreadOnly: boolean;
}

/** Tags: the list, the unread count, and each notification by id. A realtime 'notification' invalidates all. */
export const NOTIFICATION_LIST_TAG = { type: 'Notification' as const, id: 'LIST' };
export const NOTIFICATION_COUNT_TAG = { type: 'Notification' as const, id: 'COUNT' };
export const NOTIFICATION_SETTINGS_TAG = { type: 'Notification' as const, id: 'SETTINGS' };

/** The notification calls: every signed-in user, their own only (no role prefix). */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /notifications/all?page=&pageSize= body { filters: { unread? } }: newest first. */
    listNotifications: build.query<NotificationPage, NotificationListArgs>({
      query: ({ page, pageSize, unreadOnly }) => ({
        url: '/notifications/all',
        method: 'POST',
        params: { page, pageSize },
        body: { filters: unreadOnly ? { unread: true } : {} },
      }),
      transformResponse: (res: Ok<NotificationPage>) => res.data,
      providesTags: (result) => [
        NOTIFICATION_LIST_TAG,
        ...(result?.data ?? []).map((n) => ({ type: 'Notification' as const, id: n._id })),
      ],
    }),
    /** GET /notifications/unread-count: the top bar's badge. */
    getUnreadCount: build.query<number, void>({
      query: () => '/notifications/unread-count',
      transformResponse: (res: Ok<{ count: number }>) => res.data.count,
      providesTags: [NOTIFICATION_COUNT_TAG],
    }),
    /** PUT /notifications/{id}/read */
    markNotificationRead: build.mutation<Ok<null>, { id: string }>({
      query: ({ id }) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'PUT' }),
      invalidatesTags: (_result, _error, { id }) => [
        NOTIFICATION_LIST_TAG,
        NOTIFICATION_COUNT_TAG,
        { type: 'Notification', id },
      ],
    }),
    /** PUT /notifications/read-all */
    markAllNotificationsRead: build.mutation<Ok<null>, void>({
      query: () => ({ url: '/notifications/read-all', method: 'PUT' }),
      invalidatesTags: ['Notification'],
    }),
    /** GET /notifications/settings: whether notifications are also e-mailed. */
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => '/notifications/settings',
      transformResponse: (res: Ok<NotificationSettings>) => res.data,
      providesTags: [NOTIFICATION_SETTINGS_TAG],
    }),
    /** PUT /notifications/settings { email } */
    saveNotificationSettings: build.mutation<Ok<NotificationSettings>, NotificationSettings>({
      query: (body) => ({ url: '/notifications/settings', method: 'PUT', body }),
      invalidatesTags: [NOTIFICATION_SETTINGS_TAG],
    }),
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

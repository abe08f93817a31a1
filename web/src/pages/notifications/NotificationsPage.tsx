import { Button } from '@mantine/core';
import { NOTIFICATION_MESSAGES, type Notification } from '@portal/contracts';
import { IconChecks } from '@tabler/icons-react';
import { useCallback } from 'react';
import { toastSuccess } from '../../lib/toast.ts';
import {
  notificationListBody,
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '../../modules/notifications/api.ts';
import { EmailNotificationsSwitch } from '../../modules/notifications/components/EmailNotificationsSwitch.tsx';
import { filterOf, NotificationsTable } from '../../modules/notifications/components/NotificationsTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useListState } from '../../ui/useListState.ts';

/** The key of the notifications list in the searchFilters slice. */
export const NOTIFICATIONS_LIST_KEY = 'notifications';

/** The line under the title. */
export const unreadText = (unread: number): string =>
  unread > 0
    ? `You have ${unread} unread ${unread === 1 ? 'notification' : 'notifications'}.`
    : 'You are all caught up.';

/** /notifications-listing: every signed-in user's own notifications, and whether they are also e-mailed. */
export default function NotificationsPage() {
  const list = useListState(NOTIFICATIONS_LIST_KEY);
  const unreadOnly = filterOf(list.state.filters) === 'unread';
  const { data, isFetching } = useListNotificationsQuery({
    page: list.request.page,
    pageSize: list.request.pageSize,
    body: notificationListBody(unreadOnly),
  });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const unread = data?.unread ?? 0;

  const onMarkRead = useCallback(
    (n: Notification) => {
      // A failure is shown by the app's error listener.
      markRead({ id: n._id })
        .unwrap()
        .catch(() => {});
    },
    [markRead],
  );

  return (
    <>
      <PageHeader
        title="Notifications"
        description={data && unreadText(unread)}
        actions={
          <Button
            variant="light"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unread === 0}
            loading={markingAll}
            onClick={async () => {
              try {
                const res = await markAllRead(undefined).unwrap();
                toastSuccess(res.message ?? NOTIFICATION_MESSAGES.allRead);
              } catch {
                // Shown by the app's error listener.
              }
            }}
          >
            Mark all as read
          </Button>
        }
      />
      <EmailNotificationsSwitch />
      <NotificationsTable list={list} page={data} fetching={isFetching} onMarkRead={onMarkRead} />
    </>
  );
}

import { ActionIcon, Badge, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Notification } from '@portal/contracts';
import { IconCheck, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import type { ListController } from '../../../ui/useListState.ts';
import { ViewSwitch } from '../../../ui/ViewSwitch.tsx';
import { safeRedirect } from '../../auth/index.ts';
import type { NotificationPage } from '../api.ts';

export type NotificationFilter = 'all' | 'unread';

/** The list's filter, kept in its search state as `{ unread: true }` (or nothing for all). */
export const filterOf = (filters: Record<string, unknown>): NotificationFilter =>
  filters.unread === true ? 'unread' : 'all';

/** Where a notification's link goes inside the app, or null (only paths on this site are followed). */
const notificationTarget = (n: Pick<Notification, 'link'>): string | null => safeRedirect(n.link);

interface Props {
  list: ListController;
  page: NotificationPage | undefined;
  fetching: boolean;
  onMarkRead: (n: Notification) => void;
}

/** The notifications, newest first: unread ones bold with a dot and an 'Unread' badge; a row with a link opens it. */
export function NotificationsTable({ list, page, fetching, onMarkRead }: Props) {
  const navigate = useNavigate();
  const filter = filterOf(list.state.filters);

  const columns = useMemo<DataTableColumn<Notification>[]>(
    () => [
      {
        accessor: 'title',
        title: 'Notification',
        render: (n) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Box
              mt={7}
              w={8}
              h={8}
              style={{ borderRadius: '50%', flex: 'none' }}
              bg={n.read ? 'transparent' : 'blue.6'}
              data-testid={n.read ? undefined : 'unread-dot'}
              aria-hidden
            />
            <Stack gap={2}>
              {/* On a phone the badge goes under a long title rather than being cut. */}
              <Group gap="xs">
                <Text size="sm" fw={n.read ? 400 : 700}>
                  {n.title}
                </Text>
                {!n.read && (
                  <Badge size="xs" variant="light" color="blue" style={{ flex: 'none' }}>
                    Unread
                  </Badge>
                )}
              </Group>
              <Text size="sm" c={n.read ? 'dimmed' : undefined} lineClamp={2}>
                {n.body}
              </Text>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {formatDateTime(n.createdAt)}
              </Text>
            </Stack>
          </Group>
        ),
      },
      {
        accessor: 'createdAt',
        title: 'Received',
        width: 190,
        // On phones the date moves under the text.
        visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
        render: (n) => (
          <Text size="sm" fw={n.read ? 400 : 600} style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(n.createdAt)}
          </Text>
        ),
      },
      {
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        width: 110,
        render: (n) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {!n.read && (
              <Tooltip label="Mark as read">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Mark ${n.title} as read`}
                  onClick={(e) => {
                    e.stopPropagation();
                    onMarkRead(n);
                  }}
                >
                  <IconCheck size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            {notificationTarget(n) && <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-6)" />}
          </Group>
        ),
      },
    ],
    [onMarkRead],
  );

  return (
    <DataTable<Notification>
      list={list}
      columns={columns}
      records={page?.data}
      total={page}
      fetching={fetching}
      searchable={false}
      noRecordsText={filter === 'unread' ? 'No unread notifications' : 'No notifications yet'}
      toolbar={
        <ViewSwitch
          label="Filter notifications"
          size="sm"
          views={{ all: 'All', unread: 'Unread' }}
          value={filter}
          onChange={(view) => list.setFilters(view === 'unread' ? { unread: true } : {})}
        />
      }
      onRowClick={(n) => {
        if (!n.read) onMarkRead(n);
        const target = notificationTarget(n);
        if (target) navigate(target);
      }}
    />
  );
}

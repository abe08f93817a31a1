import { ActionIcon, Badge, Box, Tooltip } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { IconBell } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useGetUnreadCountQuery } from '../api.ts';

const NOTIFICATIONS_PATH = webPaths.notificationsListing;

/** The badge's text: the count, capped at '99+'. */
const unreadBadgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/** Top bar bell: links to the notifications, with the live unread count (hidden when 0; socket events refresh it). */
export function NotificationBell() {
  const count = useGetUnreadCountQuery(undefined).data?.count ?? 0;
  const here = useLocation().pathname === NOTIFICATIONS_PATH;
  const label = count > 0 ? `${count} unread` : 'No unread notifications';
  return (
    <Tooltip label={label} withinPortal>
      <Box pos="relative">
        <ActionIcon
          component={Link}
          to={NOTIFICATIONS_PATH}
          variant={here ? 'light' : 'subtle'}
          color={here ? 'blue' : 'gray'}
          size="lg"
          radius="xl"
          aria-label="Notifications"
        >
          <IconBell size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
        {count > 0 && (
          <Badge
            data-testid="unread-count"
            color="red"
            size="xs"
            radius="xl"
            variant="filled"
            pos="absolute"
            top={-2}
            right={-4}
            px={5}
            style={{ pointerEvents: 'none', minWidth: 18 }}
          >
            {unreadBadgeText(count)}
          </Badge>
        )}
      </Box>
    </Tooltip>
  );
}

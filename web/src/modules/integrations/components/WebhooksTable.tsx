import { Anchor, Text } from '@mantine/core';
import { WEBHOOK_EVENTS, type Webhook, type WebhookEvent, webPaths } from '@portal/contracts';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { listTable } from '../../../ui/listTable.ts';
import { RowActions } from '../../../ui/RowActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { useListWebhooksQuery, usePauseWebhookMutation, useResumeWebhookMutation, type WebhookSortBy } from '../api.ts';

export const eventLabel = (name: string) => WEBHOOK_EVENTS[name as WebhookEvent] ?? name;

/** Webhook subscriptions: search, sort, open one for its deliveries, pause (asked first) or resume. */
export function WebhooksTable() {
  const prefix = useRolePrefix();
  const list = useListState<WebhookSortBy>('webhooks', { sort: { sortBy: 'name', sortDirection: -1 } });
  const table = listTable(list, useListWebhooksQuery({ prefix, ...list.request }), {
    noRecordsText: 'No webhooks yet',
    searchPlaceholder: 'Search webhooks',
  });
  const [pause] = usePauseWebhookMutation();
  const [resume] = useResumeWebhookMutation();
  const columns = useMemo<DataTableColumn<Webhook>[]>(
    () => [
      {
        accessor: 'name',
        title: 'Name',
        sortable: true,
        render: (w) => (
          <Anchor component={Link} to={webPaths.viewWebhook(w._id)} size="sm">
            {w.name}
          </Anchor>
        ),
      },
      {
        accessor: 'url',
        title: 'URL',
        render: (w) => (
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {w.url}
          </Text>
        ),
      },
      {
        accessor: 'events',
        title: 'Events',
        render: (w) => (
          <Text size="sm" lineClamp={2}>
            {w.events.map(eventLabel).join(', ')}
          </Text>
        ),
      },
      { accessor: 'status', title: 'Status', sortable: true, render: (w) => <StatusBadge status={w.status} /> },
      { accessor: 'consecutiveFailures', title: 'Failures in a row', textAlign: 'right' },
      { accessor: 'createdAt', title: 'Created', sortable: true, render: (w) => formatDateTime(w.createdAt) },
      {
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        render: (w) => (
          <RowActions
            name={w.name}
            actions={[
              {
                label: 'Pause',
                icon: <IconPlayerPause size={18} aria-hidden />,
                hidden: w.status !== 'active',
                confirm: {
                  title: 'Pause webhook',
                  message: `Pause "${w.name}"? Its deliveries are held until you resume it.`,
                  confirmLabel: 'Pause',
                  color: 'orange',
                },
                onClick: async () => toastSuccess((await pause({ prefix, id: w._id }).unwrap()).message ?? ''),
              },
              {
                label: 'Resume',
                icon: <IconPlayerPlay size={18} aria-hidden />,
                hidden: w.status !== 'paused',
                onClick: async () => toastSuccess((await resume({ prefix, id: w._id }).unwrap()).message ?? ''),
              },
            ]}
          />
        ),
      },
    ],
    [prefix, pause, resume],
  );
  return <DataTable {...table} columns={columns} />;
}

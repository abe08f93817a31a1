import { Code, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import type { WebhookDelivery } from '@portal/contracts';
import { IconSend } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { listTable } from '../../../ui/listTable.ts';
import { RowActions } from '../../../ui/RowActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { type DeliverySortBy, useListDeliveriesQuery, useResendDeliveryMutation } from '../api.ts';
import { eventLabel } from './WebhooksTable.tsx';

/** Each attempt: when, the receiver's status (or why there was none), how long, what it answered. */
function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  const last = delivery.attempts.at(-1);
  if (!last) return <Text size="sm">None yet</Text>;
  return (
    <Popover width={360} position="bottom-start" withinPortal>
      <Popover.Target>
        <UnstyledButton>
          <Text size="sm" td="underline">
            {delivery.attempts.length} · last {last.statusCode ?? 'no answer'}
          </Text>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {delivery.attempts.map((a) => (
            <div key={a.at}>
              <Text size="xs" fw={600}>
                {formatDateTime(a.at)}: {a.statusCode ?? 'no answer'} in {a.durationMs} ms
              </Text>
              <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {a.response || '(empty)'}
              </Code>
            </div>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A subscription's deliveries, newest first: status, attempts with their answers, next try, "Send again". */
export function DeliveriesTable({ webhookId }: { webhookId: string }) {
  const prefix = useRolePrefix();
  const list = useListState<DeliverySortBy>(`webhook-deliveries`, { sort: { sortBy: 'createdAt', sortDirection: 1 } });
  // Attempts happen in the background: the list looks again every few seconds while it is open.
  const query = useListDeliveriesQuery({ prefix, id: webhookId, ...list.request }, { pollingInterval: 5000 });
  const table = listTable(list, query, {
    noRecordsText: 'No deliveries yet',
    searchPlaceholder: 'Search by event',
  });
  const [resend] = useResendDeliveryMutation();
  const columns = useMemo<DataTableColumn<WebhookDelivery>[]>(
    () => [
      { accessor: 'createdAt', title: 'Created', sortable: true, render: (d) => formatDateTime(d.createdAt) },
      { accessor: 'event', title: 'Event', sortable: true, render: (d) => eventLabel(d.event) },
      { accessor: 'status', title: 'Status', sortable: true, render: (d) => <StatusBadge status={d.status} /> },
      { accessor: 'attempts', title: 'Attempts', render: (d) => <Attempts delivery={d} /> },
      {
        accessor: 'nextAttemptAt',
        title: 'Next attempt',
        render: (d) => (d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : '-'),
      },
      {
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        render: (d) => (
          <RowActions
            name={`delivery of ${eventLabel(d.event)}`}
            actions={[
              {
                label: 'Send again',
                icon: <IconSend size={18} aria-hidden />,
                hidden: d.status === 'pending' || d.status === 'sending',
                onClick: async () =>
                  toastSuccess(
                    (await resend({ prefix, id: webhookId, deliveryId: d._id }).unwrap()).message ?? 'Queued',
                  ),
              },
            ]}
          />
        ),
      },
    ],
    [prefix, resend, webhookId],
  );
  return <DataTable {...table} columns={columns} />;
}

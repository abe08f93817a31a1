import { Code, Text } from '@mantine/core';
import { API_KEY_MESSAGES, type ApiKey } from '@portal/contracts';
import { IconBan } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDateTime, formatDay } from '../../../ui/format.ts';
import { listTable } from '../../../ui/listTable.ts';
import { RowActions } from '../../../ui/RowActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { type ApiKeySortBy, useListApiKeysQuery, useRevokeApiKeyMutation } from '../api.ts';

/** API keys: search by name, sort, revoke (asked first); the key itself is never listed, only its first letters. */
export function ApiKeysTable() {
  const prefix = useRolePrefix();
  const list = useListState<ApiKeySortBy>('api-keys', { sort: { sortBy: 'createdAt', sortDirection: 1 } });
  const table = listTable(list, useListApiKeysQuery({ prefix, ...list.request }), {
    noRecordsText: 'No API keys yet',
    searchPlaceholder: 'Search API keys',
  });
  const [revoke] = useRevokeApiKeyMutation();
  const columns = useMemo<DataTableColumn<ApiKey>[]>(
    () => [
      { accessor: 'name', title: 'Name', sortable: true },
      { accessor: 'prefix', title: 'Key', render: (k) => <Code>{k.prefix}…</Code> },
      {
        accessor: 'permissions',
        title: 'Permissions',
        render: (k) => (
          <Text size="sm" lineClamp={2} title={k.permissions.join(', ')}>
            {k.permissions.join(', ')}
          </Text>
        ),
      },
      { accessor: 'status', title: 'Status', render: (k) => <StatusBadge status={k.status} /> },
      {
        accessor: 'lastUsedAt',
        title: 'Last used',
        sortable: true,
        render: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'),
      },
      { accessor: 'expiresOn', title: 'Last day', sortable: true, render: (k) => formatDay(k.expiresOn) || '-' },
      { accessor: 'createdAt', title: 'Created', sortable: true, render: (k) => formatDateTime(k.createdAt) },
      {
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        render: (k) => (
          <RowActions
            name={k.name}
            actions={[
              {
                label: 'Revoke',
                icon: <IconBan size={18} aria-hidden />,
                color: 'red',
                hidden: k.status !== 'active',
                confirm: {
                  title: 'Revoke API key',
                  message: `Revoke "${k.name}"? Every call with it is refused from now on. This cannot be undone.`,
                  confirmLabel: 'Revoke',
                },
                onClick: async () => {
                  const res = await revoke({ prefix, id: k._id }).unwrap();
                  toastSuccess(res.message ?? API_KEY_MESSAGES.revoked);
                },
              },
            ]}
          />
        ),
      },
    ],
    [prefix, revoke],
  );
  return <DataTable {...table} columns={columns} />;
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { EMAIL_STATUSES, PROVIDER_MESSAGES, type ProviderSummary, USER_STATUSES } from '@portal/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useRolePrefix, useScope } from '../../../app/hooks.ts';
import { toastSuccess } from '../../../app/setup.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDate } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { filterOptions } from '../../../ui/listFilters.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { type ProviderSortBy, useConfirmProviderMutation, useListProvidersQuery } from '../api.ts';

/** The key of the providers list in the searchFilters slice. */
export const PROVIDERS_LIST_KEY = 'providers';

const STATUS_OPTIONS = filterOptions(USER_STATUSES);
const EMAIL_OPTIONS = filterOptions(EMAIL_STATUSES);

const nameOf = (p: ProviderSummary) => `${p.firstName} ${p.lastName}`.trim();

/**
 * The providers list: search by name or e-mail, filter by status and e-mail status (kept with the list's state),
 * sort by name, e-mail, status or creation date, and confirm a pending provider (with 'edit-providers').
 */
export function ProvidersTable() {
  const prefix = useRolePrefix();
  const canConfirm = useScope(['edit-providers']);
  const list = useListState<ProviderSortBy>(PROVIDERS_LIST_KEY, { sort: { sortBy: 'createdAt', sortDirection: 1 } });
  const { data, isFetching } = useListProvidersQuery({ prefix, ...list.request });
  const [confirmProvider] = useConfirmProviderMutation();

  const columns = useMemo<DataTableColumn<ProviderSummary>[]>(() => {
    const askConfirm = (provider: ProviderSummary) =>
      confirmDestructive({
        title: 'Confirm provider',
        message: (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {nameOf(provider)} ({provider.email})
            </Text>
            <Text size="sm">They will be able to sign in to the provider area.</Text>
          </Stack>
        ),
        confirmLabel: 'Confirm',
        confirmColor: 'green',
        onConfirm: async () => {
          try {
            const res = await confirmProvider({ prefix, id: provider._id }).unwrap();
            toastSuccess(res.message ?? PROVIDER_MESSAGES.confirmed);
          } catch {
            // The app's error listener shows the server's message (e.g. already confirmed); the list refreshes.
          }
        },
      });

    const cols: DataTableColumn<ProviderSummary>[] = [
      { accessor: 'name', title: 'Name', sortable: true, render: nameOf },
      { accessor: 'email', title: 'E-mail', sortable: true },
      { accessor: 'status', title: 'Status', sortable: true, render: (p) => <StatusBadge status={p.status} /> },
      { accessor: 'emailStatus', title: 'E-mail status', render: (p) => <StatusBadge status={p.emailStatus} /> },
      { accessor: 'agreementStatus', title: 'Agreement', render: (p) => <StatusBadge status={p.agreementStatus} /> },
      { accessor: 'createdAt', title: 'Created', sortable: true, render: (p) => formatDate(p.createdAt) },
    ];
    if (canConfirm) {
      cols.push({
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        render: (provider) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {provider.status === 'pending' && (
              <Button
                size="compact-sm"
                variant="light"
                color="green"
                leftSection={<IconCircleCheck size={16} aria-hidden />}
                aria-label={`Confirm ${nameOf(provider)}`}
                onClick={() => askConfirm(provider)}
              >
                Confirm
              </Button>
            )}
          </Group>
        ),
      });
    }
    return cols;
  }, [canConfirm, confirmProvider, prefix]);

  return (
    <DataTable<ProviderSummary, ProviderSortBy>
      list={list}
      columns={columns}
      records={data?.data}
      total={data?.total}
      fetching={isFetching}
      noRecordsText="No providers found"
      searchPlaceholder="Search by name or e-mail"
      toolbar={
        <>
          <ListFilter list={list} filterKey="status" label="Status" options={STATUS_OPTIONS} />
          <ListFilter list={list} filterKey="emailStatus" label="E-mail" options={EMAIL_OPTIONS} />
        </>
      }
    />
  );
}

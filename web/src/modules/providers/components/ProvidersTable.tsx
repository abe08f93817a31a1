import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  EMAIL_STATUSES,
  ORGANISATION_KINDS,
  PROVIDER_API,
  PROVIDER_MESSAGES,
  type ProviderSummary,
  rolePrefix,
  SPECIALTY_VALUES,
  USER_STATUSES,
  webPaths,
} from '@portal/contracts';
import { IconArchive, IconArchiveOff, IconCircleCheck, IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { scopeAllowed, useRolePrefix, useScope } from '../../../lib/hooks.ts';
import type { PagePrefetch } from '../../../lib/store.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { formatDate } from '../../../ui/format.ts';
import { LazySelect } from '../../../ui/LazySelect.tsx';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { ALL_OPTION, filterOptions } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { linkColumn } from '../../../ui/tableColumns.tsx';
import { type ListController, storedListRequest, useListState } from '../../../ui/useListState.ts';
import {
  type ProviderSortBy,
  prefetchProviderList,
  useArchiveProviderMutation,
  useConfirmProviderMutation,
  useListProvidersQuery,
  useReinstateProviderMutation,
} from '../api.ts';
import { SPECIALTY_OPTIONS, specialtyLabel } from '../profileParts.ts';
import { askArchive } from './archiveDialog.tsx';
import { ExcludedBadge } from './ProviderBadges.tsx';

/** The key of the providers list in the searchFilters slice. */
const PROVIDERS_LIST_KEY = 'providers';
const PROVIDERS_LIST_DEFAULTS = { sort: { sortBy: 'createdAt', sortDirection: 1 } } as const;

const STATUS_OPTIONS = filterOptions(USER_STATUSES);
const EMAIL_OPTIONS = filterOptions(EMAIL_STATUSES);
const SPECIALTY_FILTER = filterOptions(
  SPECIALTY_VALUES,
  Object.fromEntries(SPECIALTY_OPTIONS.map((o) => [o.value, o.label])),
);
const ORGANISATION_FILTER = [ALL_OPTION, ...ORGANISATION_KINDS];
const ARCHIVED_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/** 'Show archived': Active sends nothing (the server lists the others), Archived sends `archived: true`. */
function ArchivedFilter({ list }: { list: ListController<ProviderSortBy> }) {
  const { archived, ...rest } = list.state.filters;
  return (
    <LazySelect
      label="Show archived"
      data={ARCHIVED_OPTIONS}
      value={archived === true ? 'archived' : 'active'}
      onChange={(value) => list.setFilters(value === 'archived' ? { ...rest, archived: true } : rest)}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      w={{ base: 150, sm: 150 }}
    />
  );
}

const dash = (value: ReactNode) =>
  value ?? (
    <Text size="sm" c="dimmed">
      -
    </Text>
  );

const nameOf = (p: ProviderSummary) => `${p.firstName} ${p.lastName}`.trim();

/**
 * The providers list: search by name, e-mail or NPI; filter by status, e-mail status, specialty, organisation and
 * archived (kept with the list's state); sort by name, e-mail, status or creation date; open a provider, confirm a
 * pending one ('edit-providers'), archive or reinstate ('archive-providers').
 */
export function ProvidersTable() {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const canConfirm = useScope(['edit-providers']);
  const canArchive = useScope(['archive-providers']);
  const canExport = useScope(['export-providers']);
  const list = useListState<ProviderSortBy>(PROVIDERS_LIST_KEY, PROVIDERS_LIST_DEFAULTS);
  const table = listTable(list, useListProvidersQuery({ prefix, ...list.request }), {
    noRecordsText: 'No providers found',
    searchPlaceholder: 'Search by name, e-mail or NPI',
  });
  const [confirmProvider] = useConfirmProviderMutation();
  const [archiveProvider] = useArchiveProviderMutation();
  const [reinstateProvider] = useReinstateProviderMutation();

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
      linkColumn<ProviderSummary>('name', 'Name', (p) => ({ to: webPaths.viewProviders(p._id), text: nameOf(p) })),
      { accessor: 'email', title: 'E-mail', sortable: true },
      {
        accessor: 'npi',
        title: 'NPI',
        render: (p) => (
          <Stack gap={2} align="flex-start">
            {dash(p.npi)}
            {p.excludedOn && <ExcludedBadge excludedOn={p.excludedOn} />}
          </Stack>
        ),
      },
      { accessor: 'specialty', title: 'Specialty', render: (p) => dash(specialtyLabel(p.specialty)) },
      {
        accessor: 'status',
        title: 'Status',
        sortable: true,
        render: (p) => (
          <Group gap={4} wrap="nowrap">
            <StatusBadge status={p.status} />
            {p.archived && <StatusBadge status="archived" label="Archived" variant="filled" />}
          </Group>
        ),
      },
      { accessor: 'emailStatus', title: 'E-mail status', render: (p) => <StatusBadge status={p.emailStatus} /> },
      { accessor: 'agreementStatus', title: 'Agreement', render: (p) => <StatusBadge status={p.agreementStatus} /> },
      { accessor: 'createdAt', title: 'Created', sortable: true, render: (p) => formatDate(p.createdAt) },
      {
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        render: (provider) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label="View">
              <ActionIcon
                variant="subtle"
                aria-label={`View ${nameOf(provider)}`}
                onClick={() => navigate(webPaths.viewProviders(provider._id))}
              >
                <IconEye size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {canArchive && (
              <Tooltip label={provider.archived ? 'Reinstate' : 'Archive'}>
                <ActionIcon
                  variant="subtle"
                  color={provider.archived ? 'green' : 'red'}
                  aria-label={`${provider.archived ? 'Reinstate' : 'Archive'} ${nameOf(provider)}`}
                  onClick={() =>
                    askArchive({ name: nameOf(provider), email: provider.email, archived: provider.archived }, () =>
                      (provider.archived ? reinstateProvider : archiveProvider)({ prefix, id: provider._id }).unwrap(),
                    )
                  }
                >
                  {provider.archived ? <IconArchiveOff size={18} aria-hidden /> : <IconArchive size={18} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
            {canConfirm && provider.status === 'pending' && (
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
      },
    ];
    return cols;
  }, [canArchive, canConfirm, confirmProvider, archiveProvider, reinstateProvider, navigate, prefix]);

  return (
    <DataTable<ProviderSummary, ProviderSortBy>
      {...table}
      columns={columns}
      toolbar={
        <>
          <ListFilter list={list} filterKey="status" label="Status" options={STATUS_OPTIONS} width={150} />
          <ListFilter list={list} filterKey="emailStatus" label="E-mail" options={EMAIL_OPTIONS} width={150} />
          <ListFilter list={list} filterKey="specialty" label="Specialty" options={SPECIALTY_FILTER} width={220} />
          <ListFilter
            list={list}
            filterKey="organisation"
            label="Organisation"
            options={ORGANISATION_FILTER}
            width={170}
          />
          <ArchivedFilter list={list} />
          {canExport && (
            <ExportButton endpoint={PROVIDER_API.export} body={list.request.body} filename="providers.xlsx" />
          )}
        </>
      }
    />
  );
}

/** The table's first request, as it will make it, for staff who may see it (the list page's prefetch). */
export const prefetchProvidersTable: PagePrefetch = (dispatch, getState) => {
  const state = getState();
  const role = state.auth.user?.role;
  if (!state.auth.isLoggedIn || !role || role === 'provider' || !scopeAllowed(state, ['view-providers'])) return;
  const request = storedListRequest<ProviderSortBy>(state, PROVIDERS_LIST_KEY, PROVIDERS_LIST_DEFAULTS);
  dispatch(prefetchProviderList({ prefix: rolePrefix(role), ...request }));
};

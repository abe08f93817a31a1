import { Anchor, Badge, Group, Text } from '@mantine/core';
import { type DocumentProvider, SPECIALTIES, SPECIALTY_VALUES, webPaths } from '@portal/contracts';
import { IconFolder } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { type DocumentProviderSortBy, useListDocumentProvidersQuery } from '../../modules/documents/api.ts';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { ListFilter } from '../../ui/ListFilter.tsx';
import { ALL_OPTION } from '../../ui/listFilters.ts';
import { listTable } from '../../ui/listTable.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { actionsColumn } from '../../ui/RowActions.tsx';
import { useListState } from '../../ui/useListState.ts';

const SPECIALTY_OPTIONS = [ALL_OPTION, ...SPECIALTIES.filter((s) => SPECIALTY_VALUES.includes(s.value as never))];
const specialtyLabel = (v: string | null) => SPECIALTIES.find((s) => s.value === v)?.label ?? '-';

function Completeness({ p }: { p: DocumentProvider }) {
  const c = p.completeness;
  if (c.required === 0)
    return (
      <Text size="sm" c="dimmed" span>
        Nothing required
      </Text>
    );
  return (
    <Group gap={4}>
      <Badge color={c.missing || c.expired ? 'red' : 'green'} variant="light" tt="none">
        {c.present}/{c.required} present
      </Badge>
      {c.missing > 0 && (
        <Badge color="red" variant="light" tt="none">
          {c.missing} missing
        </Badge>
      )}
      {c.expired > 0 && (
        <Badge color="red" variant="light" tt="none">
          {c.expired} expired
        </Badge>
      )}
    </Group>
  );
}

const count = (n: number) =>
  n > 0 ? (
    <Badge color="orange" variant="light">
      {n}
    </Badge>
  ) : (
    '0'
  );

/** /document-providers-listing: every provider with the completeness of their required documents. */
export default function DocumentProvidersPage() {
  const prefix = useRolePrefix();
  const list = useListState<DocumentProviderSortBy>('document-providers', {
    sort: { sortBy: 'name', sortDirection: -1 },
  });
  const table = listTable(list, useListDocumentProvidersQuery({ prefix, ...list.request }), {
    noRecordsText: 'No providers found',
    searchPlaceholder: 'Search by name or e-mail',
  });
  const columns = useMemo<DataTableColumn<DocumentProvider>[]>(
    () => [
      {
        accessor: 'name',
        title: 'Provider',
        sortable: true,
        render: (p) => (
          <Anchor component={Link} to={webPaths.providerFoldersListing(p._id)} size="sm" fw={500}>
            {p.firstName} {p.lastName}
          </Anchor>
        ),
      },
      { accessor: 'email', title: 'E-mail', sortable: true },
      { accessor: 'specialty', title: 'Specialty', render: (p) => specialtyLabel(p.specialty) },
      { accessor: 'completeness', title: 'Required documents', render: (p) => <Completeness p={p} /> },
      { accessor: 'expiring30', title: 'Expiring in 30 days', render: (p) => count(p.completeness.expiring30) },
      { accessor: 'expiring60', title: '60 days', render: (p) => count(p.completeness.expiring60) },
      { accessor: 'expiring90', title: '90 days', render: (p) => count(p.completeness.expiring90) },
      actionsColumn((p) => ({
        name: `${p.firstName} ${p.lastName}`,
        actions: [
          {
            label: 'Open folders',
            icon: <IconFolder size={18} aria-hidden />,
            to: webPaths.providerFoldersListing(p._id),
          },
        ],
      })),
    ],
    [],
  );
  return (
    <>
      <PageHeader title="Providers Documents" />
      <DataTable<DocumentProvider, DocumentProviderSortBy>
        {...table}
        columns={columns}
        toolbar={<ListFilter list={list} filterKey="specialty" label="Specialty" options={SPECIALTY_OPTIONS} />}
      />
    </>
  );
}

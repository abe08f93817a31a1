import { Stack, Text, TextInput } from '@mantine/core';
import { canApprovePayRate, PAY_RATE_API, type PayRate, RATE_SET_LABELS, webPaths } from '@portal/contracts';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { formatDay, personName } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { filterOptions } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { Money } from '../../../ui/Money.tsx';
import { actionsColumn, approveAction } from '../../../ui/RowActions.tsx';
import { viewAndEditActions } from '../../../ui/recordActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { providerLinkColumn } from '../../../ui/tableColumns.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { FacilityFilter, ProviderFilter, useServerListRequest } from '../../timesheets/index.ts';
import {
  type PayRateListRequest,
  type PayRateSortBy,
  useApprovePayRateMutation,
  useListPayRatesQuery,
} from '../api.ts';

const PAY_RATES_LIST_KEY = 'pay-rates';

const STATUS_OPTIONS = filterOptions(['approved', 'pending'], { approved: 'Approved', pending: 'Pending' });

/** Spec section 9's pick for the row: the set's name and its worked-hours pay and bill rates; '-' when unknown. */
export function PickedRate({ rate }: { rate: PayRate }) {
  if (!rate.picked) return <Money value={null} />;
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {RATE_SET_LABELS[rate.picked.set]}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        <Money value={Number(rate.picked.PayRate)} /> / <Money value={Number(rate.picked.BillRate)} />
      </Text>
    </Stack>
  );
}

/**
 * /payrates-listing: every pay rate (each version a row), searchable by provider or facility, filtered by provider,
 * facility, status and the day they are effective on, sorted by effective date, provider, facility or status;
 * download of the filtered list as XLSX; view, edit and approve per row.
 */
export function PayRatesTable() {
  const prefix = useRolePrefix();
  const list = useListState<PayRateSortBy>(PAY_RATES_LIST_KEY, { sort: { sortBy: 'effectiveFrom', sortDirection: 1 } });
  // The provider and facility filters keep their labels beside the ids; only the ids go to the server.
  const request = useServerListRequest<PayRateListRequest>(list.request);
  const table = listTable(list, useListPayRatesQuery({ prefix, ...request }), {
    noRecordsText: 'No pay rates found',
    searchPlaceholder: 'Search by provider or facility',
  });
  const [approve, { isLoading: approving, originalArgs }] = useApprovePayRateMutation();
  const effectiveOn = typeof list.state.filters.effectiveOn === 'string' ? list.state.filters.effectiveOn : '';

  const columns = useMemo<DataTableColumn<PayRate>[]>(
    () => [
      providerLinkColumn<PayRate>(webPaths.viewPayrates),
      { accessor: 'facility', title: 'Facility', sortable: true, render: (r) => r.facility.name },
      {
        accessor: 'effectiveFrom',
        title: 'Effective',
        sortable: true,
        render: (r) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(r.effectiveFrom)} – {r.effectiveTo ? formatDay(r.effectiveTo) : 'open'}
          </Text>
        ),
      },
      { accessor: 'version', title: 'Version', render: (r) => `v${r.version}` },
      { accessor: 'picked', title: 'Rate (Pay / Bill)', render: (r) => <PickedRate rate={r} /> },
      { accessor: 'status', title: 'Status', sortable: true, render: (r) => <StatusBadge status={r.status} /> },
      actionsColumn((r) => {
        const name = `pay rate of ${personName(r.provider)} at ${r.facility.name} from ${formatDay(r.effectiveFrom)}`;
        return {
          name,
          actions: [
            ...viewAndEditActions({ view: webPaths.viewPayrates, edit: webPaths.editPayrates }, r._id, {
              scope: ['edit-pay-rates'],
            }),
            approveAction({
              title: 'Approve pay rate',
              message: `Approve the ${name}? Once approved it is locked; a change makes a new version.`,
              scope: ['approve-pay-rates'],
              hidden: !canApprovePayRate(r.status),
              loading: approving && originalArgs?.id === r._id,
              onConfirm: async () => {
                const res = await approve({ prefix, id: r._id }).unwrap();
                toastSuccess(res.message ?? 'Pay rate approved successfully');
              },
            }),
          ],
        };
      }),
    ],
    [prefix, approve, approving, originalArgs],
  );

  return (
    <DataTable<PayRate, PayRateSortBy>
      {...table}
      columns={columns}
      toolbar={
        <>
          <ProviderFilter list={list} />
          <FacilityFilter list={list} />
          <ListFilter list={list} filterKey="status" label="Status" options={STATUS_OPTIONS} width={150} />
          <TextInput
            type="date"
            label="Effective on"
            value={effectiveOn}
            onChange={(e) => {
              const { effectiveOn: _, ...rest } = list.state.filters;
              const v = e.currentTarget.value;
              list.setFilters(v ? { ...rest, effectiveOn: v } : rest);
            }}
            w={{ base: 150, sm: 170 }}
          />
          <ExportButton endpoint={PAY_RATE_API.export} body={request.body} filename="pay-rates.xlsx" label="Download" />
        </>
      }
    />
  );
}

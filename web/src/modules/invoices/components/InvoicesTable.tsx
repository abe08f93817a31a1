import { Select } from '@mantine/core';
import { INVOICE_STATUS_OPTIONS, type Invoice } from '@portal/contracts';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDay } from '../../../ui/format.ts';
import { withFilter } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { Money } from '../../../ui/Money.tsx';
import { actionsColumn } from '../../../ui/RowActions.tsx';
import { viewAction } from '../../../ui/recordActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { linkColumn } from '../../../ui/tableColumns.tsx';
import { type ListController, useListState } from '../../../ui/useListState.ts';
import { type InvoiceSortBy, useListInvoicesQuery } from '../api.ts';
import { INVOICE_PATHS } from '../paths.ts';

/** An invoice's name in lists and buttons: its number, or 'Draft' before it is sent. */
export const invoiceName = (r: Pick<Invoice, 'number'>) => (r.number === null ? 'Draft' : `Invoice ${r.number}`);

function StatusFilter({ list }: { list: ListController<InvoiceSortBy> }) {
  const filters = list.state.filters;
  return (
    <Select
      label="Status"
      placeholder="All"
      data={INVOICE_STATUS_OPTIONS}
      value={typeof filters.status === 'string' ? filters.status : null}
      onChange={(value) => list.setFilters(withFilter(filters, 'status', value))}
      clearable
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      w={{ base: 150, sm: 170 }}
    />
  );
}

/** The invoices: search by facility or number, filter by status, sort by number, facility, period, total. */
export function InvoicesTable() {
  const prefix = useRolePrefix();
  const list = useListState<InvoiceSortBy>('invoices', { sort: { sortBy: 'createdAt', sortDirection: 1 } });
  const table = listTable(list, useListInvoicesQuery({ prefix, ...list.request }), {
    noRecordsText: 'No invoices found',
    searchPlaceholder: 'Search by facility or number',
  });

  const columns = useMemo<DataTableColumn<Invoice>[]>(
    () => [
      linkColumn<Invoice>('number', 'Number', (r) => ({ to: INVOICE_PATHS.view(r._id), text: invoiceName(r) })),
      { accessor: 'facility', title: 'Facility', sortable: true, render: (r) => r.facility.name },
      {
        accessor: 'periodStart',
        title: 'Period',
        sortable: true,
        render: (r) => `${formatDay(r.periodStart)} - ${formatDay(r.periodEnd)}`,
      },
      { accessor: 'status', title: 'Status', sortable: true, render: (r) => <StatusBadge status={r.status} /> },
      {
        accessor: 'total',
        title: 'Total',
        sortable: true,
        textAlign: 'right',
        render: (r) => <Money value={Number(r.total)} />,
      },
      { accessor: 'balance', title: 'Balance', textAlign: 'right', render: (r) => <Money value={Number(r.balance)} /> },
      actionsColumn((r) => ({ name: invoiceName(r), actions: [viewAction(INVOICE_PATHS.view(r._id))] })),
    ],
    [],
  );

  return <DataTable<Invoice, InvoiceSortBy> {...table} columns={columns} toolbar={<StatusFilter list={list} />} />;
}

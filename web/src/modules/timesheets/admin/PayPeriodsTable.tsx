import { Group, TextInput } from '@mantine/core';
import { PAY_PERIOD_TYPES, type PayPeriod } from '@portal/contracts';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDay } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { ALL_OPTION } from '../../../ui/listFilters.ts';
import type { ListController } from '../../../ui/useListState.ts';
import { ClosedBadge, PeriodCloseActions } from '../../pay-periods/index.ts';
import { type PayPeriodListBody, useListPayPeriodsQuery } from '../adminApi.ts';
import { payPeriodTypeLabel } from './timesheetList.ts';

const TYPE_OPTIONS = [ALL_OPTION, ...PAY_PERIOD_TYPES];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list state's filters as the server's: a type and whole YYYY-MM-DD dates only. */
const payPeriodFilters = (filters: Record<string, unknown>): PayPeriodListBody['filters'] => {
  const out: PayPeriodListBody['filters'] = {};
  if (filters.type === 'daily' || filters.type === 'bi_weekly') out.type = filters.type;
  if (typeof filters.from === 'string' && DAY.test(filters.from)) out.from = filters.from;
  if (typeof filters.to === 'string' && DAY.test(filters.to)) out.to = filters.to;
  return out;
};

function DateFilter({
  list,
  filterKey,
  label,
}: {
  list: ListController<'startDate'>;
  filterKey: string;
  label: string;
}) {
  const value = typeof list.state.filters[filterKey] === 'string' ? (list.state.filters[filterKey] as string) : '';
  return (
    <TextInput
      type="date"
      label={label}
      value={value}
      onChange={(e) => {
        const { [filterKey]: _old, ...rest } = list.state.filters;
        const next = e.currentTarget.value;
        list.setFilters(next ? { ...rest, [filterKey]: next } : rest);
      }}
      w={{ base: 150, sm: 170 }}
    />
  );
}

/** Pay periods: Type, Start, End and days; filters Type and From/To; sorted by start date. */
export function PayPeriodsTable({ list }: { list: ListController<'startDate'> }) {
  const prefix = useRolePrefix();
  const { page, pageSize, body } = list.request;
  const { data, isFetching } = useListPayPeriodsQuery({
    prefix,
    page,
    pageSize,
    body: {
      ...(body.sortBy ? { sortBy: body.sortBy, sortDirection: body.sortDirection } : {}),
      filters: payPeriodFilters(body.filters),
    },
  });

  const columns = useMemo<DataTableColumn<PayPeriod>[]>(
    () => [
      { accessor: 'type', title: 'Type', render: (p) => payPeriodTypeLabel(p.type) },
      { accessor: 'startDate', title: 'Start date', sortable: true, render: (p) => formatDay(p.startDate) },
      { accessor: 'endDate', title: 'End date', render: (p) => formatDay(p.endDate) },
      { accessor: 'status', title: 'Status', render: (p) => (p.status === 'closed' ? <ClosedBadge /> : 'Open') },
      {
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        render: (p) => <PeriodCloseActions period={p} />,
      },
    ],
    [],
  );

  return (
    <DataTable<PayPeriod, 'startDate'>
      list={list}
      columns={columns}
      result={{ data, isFetching }}
      searchable={false}
      noRecordsText="No pay periods found"
      toolbar={
        <Group gap="xs" align="flex-end">
          <ListFilter list={list} filterKey="type" label="Type" options={TYPE_OPTIONS} width={150} />
          <DateFilter list={list} filterKey="from" label="From" />
          <DateFilter list={list} filterKey="to" label="To" />
        </Group>
      }
    />
  );
}

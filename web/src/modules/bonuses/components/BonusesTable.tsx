import { Text } from '@mantine/core';
import {
  approveTitleOf,
  BONUS_API,
  BONUS_TYPE_LABELS,
  BONUS_TYPE_VALUES,
  type Bonus,
  canApproveBonus,
  isBonusEditable,
  webPaths,
} from '@portal/contracts';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { personName } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { filterOptions } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { actionsColumn, approveAction, deleteAction } from '../../../ui/RowActions.tsx';
import { viewAndEditActions } from '../../../ui/recordActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { providerLinkColumn } from '../../../ui/tableColumns.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { ProviderFilter, periodRange, usePeriodFilterOptions, useServerListRequest } from '../../timesheets/index.ts';
import {
  type BonusListRequest,
  type BonusSortBy,
  useApproveBonusMutation,
  useDeleteBonusMutation,
  useListBonusesQuery,
} from '../api.ts';
import { BonusAmount } from './BonusAmount.tsx';

const BONUSES_LIST_KEY = 'bonuses';
/** How many recent bi-weekly pay periods the filter offers. */
const PERIOD_CHOICES = 26;

const TYPE_OPTIONS = filterOptions(BONUS_TYPE_VALUES, BONUS_TYPE_LABELS);
const STATUS_OPTIONS = filterOptions(['approved', 'pending'], { approved: 'Approved', pending: 'Pending' });

/**
 * /bonus-listing: every bonus and deduction, rows alternating #D4EEFA and white (spec section 9; DataTable), searchable
 * by provider or notes, filtered by type, provider, pay period and status, sorted by date added, provider, type,
 * amount, pay period or status; XLSX download of the filter; view, edit, delete and approve per row.
 */
export function BonusesTable() {
  const prefix = useRolePrefix();
  const list = useListState<BonusSortBy>(BONUSES_LIST_KEY, { sort: { sortBy: 'createdAt', sortDirection: 1 } });
  const request = useServerListRequest<BonusListRequest>(list.request);
  const table = listTable(list, useListBonusesQuery({ prefix, ...request }, { refetchOnMountOrArgChange: true }), {
    noRecordsText: 'No bonuses found',
    searchPlaceholder: 'Search by provider or notes',
  });
  const periodOptions = usePeriodFilterOptions(PERIOD_CHOICES, 'bi_weekly');
  const [approve, { isLoading: approving, originalArgs }] = useApproveBonusMutation();
  const [remove] = useDeleteBonusMutation();

  const columns = useMemo<DataTableColumn<Bonus>[]>(
    () => [
      providerLinkColumn<Bonus>(webPaths.viewBonus),
      { accessor: 'type', title: 'Type', sortable: true, render: (b) => BONUS_TYPE_LABELS[b.type] },
      {
        accessor: 'amount',
        title: 'Amount',
        sortable: true,
        textAlign: 'right',
        render: (b) => <BonusAmount bonus={b} />,
      },
      {
        accessor: 'payPeriod',
        title: 'Pay Period',
        sortable: true,
        render: (b) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {periodRange(b.payPeriod)}
          </Text>
        ),
      },
      { accessor: 'facility', title: 'Facility', render: (b) => b.assignment?.facility.name ?? '-' },
      { accessor: 'status', title: 'Status', sortable: true, render: (b) => <StatusBadge status={b.status} /> },
      actionsColumn((b) => {
        const name = `${BONUS_TYPE_LABELS[b.type]} of ${personName(b.provider)} for ${periodRange(b.payPeriod)}`;
        const editable = isBonusEditable(b.status);
        return {
          name,
          actions: [
            ...viewAndEditActions({ view: webPaths.viewBonus, edit: webPaths.editBonus }, b._id, {
              scope: ['edit-bonuses'],
              hidden: !editable,
            }),
            approveAction({
              title: approveTitleOf(b.type),
              message: `Approve the ${name}? Once approved it is locked.`,
              scope: ['approve-bonuses'],
              hidden: !canApproveBonus(b.status),
              loading: approving && originalArgs?.id === b._id,
              onConfirm: async () => {
                const res = await approve({ prefix, id: b._id }).unwrap();
                toastSuccess(res.message ?? 'Bonus approved successfully');
              },
            }),
            deleteAction({
              title: 'Delete bonus',
              message: `Delete the ${name}? This cannot be undone.`,
              scope: ['delete-bonuses'],
              hidden: !editable,
              onConfirm: async () => {
                const res = await remove({ prefix, id: b._id }).unwrap();
                toastSuccess(res.message ?? 'Bonus deleted successfully');
              },
            }),
          ],
        };
      }),
    ],
    [prefix, approve, approving, originalArgs, remove],
  );

  return (
    <DataTable<Bonus, BonusSortBy>
      {...table}
      columns={columns}
      toolbar={
        <>
          <ListFilter list={list} filterKey="type" label="Type" options={TYPE_OPTIONS} width={200} />
          <ProviderFilter list={list} />
          <ListFilter list={list} filterKey="payPeriodId" label="Pay period" options={periodOptions} width={260} />
          <ListFilter list={list} filterKey="status" label="Status" options={STATUS_OPTIONS} width={150} />
          <ExportButton endpoint={BONUS_API.export} body={request.body} filename="bonuses.xlsx" label="Download" />
        </>
      }
    />
  );
}

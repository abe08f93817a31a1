import { Anchor, Button, Group, Text } from '@mantine/core';
import {
  approveAllDoneText,
  approveAllQuestion,
  EXPENSE_API,
  EXPENSE_TYPE_LABELS,
  EXPENSE_TYPES,
  type Expense,
  isExpenseEditable,
} from '@portal/contracts';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { DateRangeInput } from '../../../ui/DateRangeInput.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterSet } from '../../../ui/FilterSet.tsx';
import { formatDay, personName } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { filterOptions, withFilter } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { Money } from '../../../ui/Money.tsx';
import { actionsColumn, approveAction, deleteAction } from '../../../ui/RowActions.tsx';
import { viewAndEditActions } from '../../../ui/recordActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useListState } from '../../../ui/useListState.ts';
import {
  EXPENSE_PATHS,
  type ExpenseArea,
  type ExpenseSortBy,
  expensesApi,
  useApproveAllCountMutation,
  useApproveAllMutation,
  useApproveAllRunQuery,
  useApproveExpenseMutation,
  useDeleteExpenseMutation,
  useListExpensesQuery,
  useNotApproveExpenseMutation,
} from '../api.ts';
import { NotApproveDialog } from './NotApproveDialog.tsx';

const TYPE_OPTIONS = filterOptions(EXPENSE_TYPES, EXPENSE_TYPE_LABELS);
export const expenseName = (e: Expense) =>
  `${EXPENSE_TYPE_LABELS[e.type].toLowerCase()} expense of ${formatDay(e.date)}`;

/** approve/all: the count first, then the job; the list reloads when the run is completed. */
function ApproveAllButton({ body }: { body: { filters?: Record<string, unknown>; search?: string | null } }) {
  const prefix = useRolePrefix();
  const dispatch = useAppDispatch();
  const [count, { isLoading: counting }] = useApproveAllCountMutation();
  const [start] = useApproveAllMutation();
  const [runId, setRunId] = useState<string | null>(null);
  const { data: run } = useApproveAllRunQuery({ prefix, id: runId ?? '' }, { skip: !runId, pollingInterval: 1000 });
  useEffect(() => {
    if (run?.status === 'completed') {
      toastSuccess(`Information! ${approveAllDoneText(run.approvedCount)}`);
      setRunId(null);
      dispatch(expensesApi.util.invalidateTags([{ type: 'Expense', id: 'LIST' }]));
    }
  }, [run, dispatch]);
  return (
    <Button
      color="green"
      variant="light"
      leftSection={<IconCircleCheck size={16} aria-hidden />}
      loading={counting || Boolean(runId)}
      onClick={async () => {
        const payload = { filters: body.filters as never, search: body.search ?? null };
        const {
          data: { count: n },
        } = await count({ prefix, body: payload }).unwrap();
        confirmDestructive({
          title: 'Approve all',
          message: n === 0 ? 'No pending expense matches these filters.' : approveAllQuestion(n),
          confirmLabel: n === 0 ? 'OK' : 'Approve All',
          confirmColor: 'green',
          onConfirm: async () => {
            if (n === 0) return;
            const res = await start({ prefix, body: payload }).unwrap();
            setRunId(res.data.runId);
          },
        });
      }}
    >
      Approve All
    </Button>
  );
}

/**
 * The expenses list of either area: staff see every provider's (filters provider, facility, type, status, date range;
 * approve, not approve, approve all); a provider sees their own and edits or deletes them while pending.
 */
export function ExpensesTable({
  area,
  extraFilters,
}: {
  area: ExpenseArea;
  /** More filter controls (staff: provider and facility pickers): read a filter, set one ('' clears it). */
  extraFilters?: (filter: (key: string) => string, set: (key: string, value: string) => void) => ReactNode;
}) {
  const prefix = useRolePrefix();
  const paths = EXPENSE_PATHS[area];
  const staffSide = area === 'admin';
  const canApprove = useScope(['approve-expenses']);
  const list = useListState<ExpenseSortBy>(`expenses-${area}`, { sort: { sortBy: 'date', sortDirection: 1 } });
  const query = useListExpensesQuery({ prefix, ...list.request });
  const table = listTable(list, query, {
    noRecordsText: 'No expenses found',
    searchPlaceholder: staffSide ? 'Search by provider, facility or description' : 'Search by facility or description',
  });
  const [approve] = useApproveExpenseMutation();
  const [notApprove] = useNotApproveExpenseMutation();
  const [remove] = useDeleteExpenseMutation();
  const [refusing, setRefusing] = useState<Expense | null>(null);
  const f = list.state.filters;
  const range =
    typeof f.dateFrom === 'string' && typeof f.dateTo === 'string' ? { start: f.dateFrom, end: f.dateTo } : null;

  const columns = useMemo<DataTableColumn<Expense>[]>(() => {
    const ownScope = (perm: string) => (staffSide ? [perm] : undefined);
    return [
      {
        accessor: 'date',
        title: 'Date',
        sortable: true,
        render: (e) => (
          <Anchor component={Link} to={paths.view(e._id)} size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {formatDay(e.date)}
          </Anchor>
        ),
      },
      ...(staffSide
        ? [{ accessor: 'provider', title: 'Provider', sortable: true, render: (e: Expense) => personName(e.provider) }]
        : []),
      { accessor: 'facility', title: 'Facility', sortable: true, render: (e) => e.facility.name },
      { accessor: 'type', title: 'Type', sortable: true, render: (e) => EXPENSE_TYPE_LABELS[e.type] },
      {
        accessor: 'amount',
        title: 'Amount',
        sortable: true,
        textAlign: 'right',
        render: (e) => <Money value={Number(e.amount)} />,
      },
      { accessor: 'status', title: 'Status', sortable: true, render: (e) => <StatusBadge status={e.status} /> },
      actionsColumn((e) => {
        const name = `${expenseName(e)}${staffSide ? ` of ${personName(e.provider)}` : ''}`;
        const pending = isExpenseEditable(e.status);
        return {
          name,
          actions: [
            ...viewAndEditActions(paths, e._id, { scope: ownScope('edit-expenses'), hidden: !pending }),
            approveAction({
              title: 'Approve expense',
              message: `Approve the ${name}?`,
              scope: ['approve-expenses'],
              hidden: !staffSide || !pending,
              onConfirm: async () => {
                const res = await approve({ prefix, id: e._id }).unwrap();
                toastSuccess(res.message ?? 'Expense approved successfully');
              },
            }),
            {
              label: 'Not Approve',
              icon: <IconCircleX size={18} aria-hidden />,
              color: 'red',
              scope: ['approve-expenses'],
              hidden: !staffSide || !pending,
              onClick: () => setRefusing(e),
            },
            deleteAction({
              title: 'Delete expense',
              message: `Delete the ${name}?`,
              scope: ownScope('delete-expenses'),
              hidden: !pending,
              onConfirm: async () => {
                const res = await remove({ prefix, id: e._id }).unwrap();
                toastSuccess(res.message ?? 'Expense deleted successfully');
              },
            }),
          ],
        };
      }),
    ];
  }, [prefix, paths, staffSide, approve, remove]);

  return (
    <>
      <DataTable<Expense, ExpenseSortBy>
        {...table}
        columns={columns}
        toolbar={
          <>
            {extraFilters?.(
              (key) => (typeof f[key] === 'string' ? (f[key] as string) : ''),
              (key, value) => list.setFilters(withFilter(list.state.filters, key, value)),
            )}
            <FilterSet list={list} set="approval" width={150} />
            <ListFilter list={list} filterKey="type" label="Type" options={TYPE_OPTIONS} width={150} />
            <DateRangeInput
              value={range}
              onChange={(r) => {
                const { dateFrom: _a, dateTo: _b, ...rest } = list.state.filters;
                list.setFilters(r ? { ...rest, dateFrom: r.start, dateTo: r.end } : rest);
              }}
              w={{ base: '100%', sm: 250 }}
            />
            <ExportButton
              endpoint={EXPENSE_API.report}
              body={list.request.body}
              filename="expenses.xlsx"
              label="Download"
            />
            {range && (!staffSide || typeof f.providerId === 'string') && (
              <ExportButton
                endpoint={EXPENSE_API.report}
                args={{ format: 'pdf' }}
                body={list.request.body}
                filename="expense-report.pdf"
                label="PDF Report"
              />
            )}
            {staffSide && canApprove && <ApproveAllButton body={list.request.body} />}
          </>
        }
      />
      <Group justify="flex-end" mt="xs">
        <Text size="sm" fw={600}>
          Total of the matching expenses: <Money value={query.data ? Number(query.data.totalAmount) : null} />
        </Text>
      </Group>
      <NotApproveDialog
        opened={refusing !== null}
        name={refusing ? expenseName(refusing) : 'expense'}
        onClose={() => setRefusing(null)}
        onConfirm={async (reason) => {
          if (!refusing) return;
          const res = await notApprove({ prefix, id: refusing._id, body: { reason } }).unwrap();
          toastSuccess(res.message ?? 'Expense marked as not approved');
        }}
      />
    </>
  );
}

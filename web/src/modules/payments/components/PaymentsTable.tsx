import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  PAYMENT_API,
  PAYMENT_EXPORTS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentTotals,
  webPaths,
} from '@portal/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { personName } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { filterOptions } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { Hours, Money } from '../../../ui/Money.tsx';
import { actionsColumn } from '../../../ui/RowActions.tsx';
import { viewAction } from '../../../ui/recordActions.tsx';
import { useListState } from '../../../ui/useListState.ts';
import {
  FacilityFilter,
  ProviderFilter,
  periodRange,
  usePeriodFilterOptions,
  useServerListRequest,
} from '../../timesheets/index.ts';
import {
  amountValue,
  PAYMENT_TOTALS,
  type PaymentListRequest,
  type PaymentSortBy,
  useListPaymentsQuery,
} from '../api.ts';
import { PeriodStatements } from '../statements/PeriodStatements.tsx';
import { NetPay } from './NetPay.tsx';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

const PAYMENTS_LIST_KEY = 'payments';
const OWN_PAYMENTS_LIST_KEY = 'own-payments';
/** How many recent bi-weekly pay periods the filter offers. */
const PERIOD_CHOICES = 26;
const STATUS_OPTIONS = filterOptions(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS);

/** The list's foot: the totals of the payment screen but the malpractice cost. */
const FOOT = PAYMENT_TOTALS.filter((t) => t.key !== 'malpractice');

/** The totals of every payment the filter matches (not only the page), under the table. */
function FilterTotals({ totals, staffSide }: { totals: PaymentTotals | undefined; staffSide: boolean }) {
  return (
    <Paper withBorder p="sm" radius="sm" mt="xs" aria-label="Totals of the filter">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Totals of the matching payments
        </Text>
        <SimpleGrid cols={{ base: 2, sm: staffSide ? 7 : 5 }} spacing="xs">
          {FOOT.filter((f) => staffSide || !f.staffOnly).map((f) => (
            <div key={f.key}>
              <Text size="xs" c="dimmed">
                {f.label}
              </Text>
              <Money value={amountValue(totals?.[f.key])} fw={600} data-testid={`total-${f.key}`} />
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * /payments-listing (staff) and /provider-payments-listing (a provider's own, read-only): one payment per provider
 * per pay period, filtered by pay period, provider, facility and status, searched by provider, sorted, paged, with
 * the totals of the whole filter at the foot; staff download the day-wise and bi-weekly exports of spec section 7.
 */
export function PaymentsTable({ staffSide }: { staffSide: boolean }) {
  const prefix = useRolePrefix();
  const canExport = useScope(['export-payments']);
  const canRunStatements = useScope(['run-pay-statements']);
  const list = useListState<PaymentSortBy>(staffSide ? PAYMENTS_LIST_KEY : OWN_PAYMENTS_LIST_KEY, {
    sort: { sortBy: 'payPeriod', sortDirection: 1 },
  });
  const request = useServerListRequest<PaymentListRequest>(list.request);
  const query = useListPaymentsQuery({ prefix, ...request }, { refetchOnMountOrArgChange: true });
  const table = listTable(list, query, { noRecordsText: 'No payments found', searchPlaceholder: 'Search by provider' });
  const periodOptions = usePeriodFilterOptions(PERIOD_CHOICES, 'bi_weekly');
  const viewPath = staffSide ? webPaths.viewPayment : webPaths.providerViewPayment;

  const columns = useMemo<DataTableColumn<Payment>[]>(
    () => [
      ...(staffSide
        ? [
            {
              accessor: 'provider',
              title: 'Provider',
              sortable: true,
              render: (p: Payment) => (
                <Anchor component={Link} to={viewPath(p._id)} size="sm" fw={500}>
                  {personName(p.provider)}
                </Anchor>
              ),
            },
          ]
        : []),
      {
        accessor: 'payPeriod',
        title: 'Pay Period',
        sortable: true,
        render: (p) =>
          staffSide ? (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {periodRange(p.payPeriod)}
            </Text>
          ) : (
            <Anchor component={Link} to={viewPath(p._id)} size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {periodRange(p.payPeriod)}
            </Anchor>
          ),
      },
      { accessor: 'hours', title: 'Hours', textAlign: 'right', render: (p) => <Hours minutes={p.workedMinutes} /> },
      {
        accessor: 'grossPay',
        title: 'Gross Pay',
        sortable: true,
        textAlign: 'right',
        render: (p) => <Money value={amountValue(p.totals.grossPay)} />,
      },
      {
        accessor: 'netPay',
        title: 'Net Pay',
        sortable: true,
        textAlign: 'right',
        render: (p) => <NetPay payment={p} />,
      },
      ...(staffSide
        ? [
            {
              accessor: 'billed',
              title: 'Billed',
              textAlign: 'right' as const,
              render: (p: Payment) => <Money value={amountValue(p.totals.billed)} />,
            },
          ]
        : []),
      {
        accessor: 'status',
        title: 'Status',
        sortable: true,
        render: (p) => <PaymentStatusBadge status={p.status} />,
      },
      actionsColumn((p) => ({
        name: `payment of ${personName(p.provider)} for ${periodRange(p.payPeriod)}`,
        actions: [viewAction(viewPath(p._id))],
      })),
    ],
    [staffSide, viewPath],
  );

  return (
    <>
      <DataTable<Payment, PaymentSortBy>
        {...table}
        columns={columns}
        searchable={staffSide}
        toolbar={
          <>
            <ListFilter list={list} filterKey="payPeriodId" label="Pay period" options={periodOptions} width={260} />
            {staffSide && <ProviderFilter list={list} />}
            {staffSide && <FacilityFilter list={list} />}
            <ListFilter list={list} filterKey="status" label="Status" options={STATUS_OPTIONS} width={150} />
            {staffSide && canExport && (
              <Group gap="xs">
                <ExportButton
                  endpoint={PAYMENT_API.dayWiseExport}
                  body={request.body}
                  filename="payments-day-wise.xlsx"
                  label={PAYMENT_EXPORTS.dayWise.label}
                />
                <ExportButton
                  endpoint={PAYMENT_API.biWeeklyExport}
                  body={request.body}
                  filename="payments-bi-weekly.xlsx"
                  label={PAYMENT_EXPORTS.biWeekly.label}
                />
              </Group>
            )}
          </>
        }
      />
      <FilterTotals totals={query.data?.totals} staffSide={staffSide} />
      {staffSide && canRunStatements && (
        <Box mt="md">
          <PeriodStatements payPeriodId={request.body.filters?.payPeriodId} />
        </Box>
      )}
    </>
  );
}

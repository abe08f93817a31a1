import { Alert, Button, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  canPaymentAction,
  NEGATIVE_NET_PAY_TEXT,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
  type PaymentDetail,
  type PaymentHistoryItem,
  type PaymentStatus,
  periodHasEnded,
  webPaths,
} from '@portal/contracts';
import { IconCalculator, IconCash, IconCircleCheck, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { ApproveButton } from '../../../ui/ApproveButton.tsx';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { formatDateTime, formatDay, personName } from '../../../ui/format.ts';
import { Hours, Money } from '../../../ui/Money.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import { ProviderField } from '../../../ui/ProviderField.tsx';
import { RecordPage } from '../../../ui/RecordPage.tsx';
import { SimpleTable } from '../../../ui/SimpleTable.tsx';
import { ClosedPeriodNotice, usePeriodClosed } from '../../pay-periods/index.ts';
import { payPeriodTypeLabel, periodRange } from '../../timesheets/index.ts';
import { amountValue, PAYMENT_TOTALS, useApprovePaymentMutation, useGetPaymentQuery } from '../api.ts';
import { StatementButton } from '../statements/StatementButton.tsx';
import { NetPay } from './NetPay.tsx';
import { EarlyApproveDialog, MarkPaidDialog, RecalculateDialog, ReleaseHoldDialog } from './PaymentDialogs.tsx';
import { PaymentLines } from './PaymentLines.tsx';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

const ACTION_LABELS: Record<string, string> = {
  calculate: 'Calculated',
  recalculate: 'Recalculated',
  'auto-recalculate': 'Recalculated automatically',
  approve: 'Approved',
  'mark-paid': 'Marked paid',
  'release-hold': 'Hold released',
  hold: 'Held',
  'clear-hold': 'Hold cleared',
};
const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(PAYMENT_TOTALS.map((t) => [t.key, t.label])),
  status: 'Status',
  holdReason: 'Hold reason',
  note: 'Note',
  paidOn: 'Paid on',
  paidReference: 'Reference',
  earlyApprovalReason: 'Approved before the period ended, because',
  periodEnds: 'Pay period ends',
};
const AMOUNTS = new Set<string>(PAYMENT_TOTALS.map((t) => t.key));

function ChangeValue({ field, value }: { field: string; value: unknown }) {
  if (value === null || value === undefined || value === '') return <>-</>;
  if (AMOUNTS.has(field)) return <Money value={Number(value)} />;
  if (field === 'paidOn' || field === 'periodEnds') return <>{formatDay(String(value))}</>;
  if (field === 'status') return <>{PAYMENT_STATUS_LABELS[value as PaymentStatus] ?? String(value)}</>;
  return <>{String(value)}</>;
}

/** Who recalculated (or approved, paid, released) and when, with the totals before and after. */
function History({ items }: { items: PaymentHistoryItem[] }) {
  if (items.length === 0) return <Text size="sm">No history yet.</Text>;
  return (
    <SimpleTable
      minWidth={560}
      withTableBorder
      verticalSpacing="xs"
      aria-label="Recalculation history"
      head={['When', 'What', 'Who', 'Changes (before → after)']}
    >
      {items.map((h) => (
        <Table.Tr key={h._id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.at)}</Table.Td>
          <Table.Td>{ACTION_LABELS[h.action] ?? h.action}</Table.Td>
          <Table.Td>{h.actorName ?? 'System'}</Table.Td>
          <Table.Td>
            {h.changes.length === 0 ? (
              <Text size="sm" c="dimmed">
                No change
              </Text>
            ) : (
              h.changes.map((c) => (
                <Text size="sm" key={c.field}>
                  {FIELD_LABELS[c.field] ?? c.field}: <ChangeValue field={c.field} value={c.old} /> →{' '}
                  <ChangeValue field={c.field} value={c.new} />
                </Text>
              ))
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </SimpleTable>
  );
}

function Totals({ payment, staffSide }: { payment: PaymentDetail; staffSide: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label="Payment totals">
      {PAYMENT_TOTALS.filter((t) => staffSide || !t.staffOnly).map((t) => (
        <div key={t.key}>
          <Text size="xs" c="dimmed">
            {t.label}
          </Text>
          {t.key === 'netPay' ? (
            <NetPay payment={payment} size="lg" />
          ) : (
            <Money value={amountValue(payment.totals[t.key])} fw={600} size="lg" />
          )}
        </div>
      ))}
    </SimpleGrid>
  );
}

/**
 * /view-payment/{paymentId} (staff, with Recalculate, Approve, Mark paid and Release hold as the workflow and the
 * user's permissions allow) and /provider-view-payment/{paymentId} (the provider's own, read-only, no bill amounts).
 */
export function PaymentView({ staffSide }: { staffSide: boolean }) {
  const { paymentId = '' } = useParams();
  const prefix = useRolePrefix();
  const query = useGetPaymentQuery({ prefix, id: paymentId }, { skip: !paymentId, refetchOnMountOrArgChange: true });
  return (
    <RecordPage
      title="View Payment"
      backTo={staffSide ? webPaths.paymentsListing : webPaths.providerPaymentsListing}
      backLabel="Payments"
      notFound={PAYMENT_MESSAGES.notFound}
      query={query}
    >
      {(payment) => <PaymentScreen payment={payment} staffSide={staffSide} />}
    </RecordPage>
  );
}

function PaymentScreen({ payment, staffSide }: { payment: PaymentDetail; staffSide: boolean }) {
  const prefix = useRolePrefix();
  const canRecalculate = useScope(['recalculate-payments']);
  const canApprove = useScope(['approve-payments']);
  const canRelease = useScope(['release-payment-holds']);
  const [dialog, setDialog] = useState<'recalculate' | 'paid' | 'release' | 'early' | null>(null);
  const [approve, { isLoading: approving }] = useApprovePaymentMutation();
  const listPath = staffSide ? webPaths.paymentsListing : webPaths.providerPaymentsListing;

  const closed = usePeriodClosed({ payPeriodId: payment.payPeriod._id });
  // A closed period's payment takes only "mark paid" (payroll paid what it was handed).
  const can = (action: Parameters<typeof canPaymentAction>[0]) =>
    staffSide && (!closed || action === 'mark-paid') && canPaymentAction(action, payment.status);

  return (
    <>
      <PageHeader
        title="View Payment"
        description={`${staffSide ? `${personName(payment.provider)}, ` : ''}${payPeriodTypeLabel(payment.payPeriod.type)} pay period ${periodRange(payment.payPeriod)}`}
        backTo={listPath}
        backLabel="Payments"
        actions={
          <>
            <StatementButton paymentId={payment._id} status={payment.status} />
            {canRecalculate && can('recalculate') && (
              <Button
                variant="default"
                leftSection={<IconCalculator size={16} aria-hidden />}
                onClick={() => setDialog('recalculate')}
              >
                Recalculate
              </Button>
            )}
            {canRelease && can('release-hold') && (
              <Button
                color="orange"
                leftSection={<IconLockOpen size={16} aria-hidden />}
                onClick={() => setDialog('release')}
              >
                Release Hold
              </Button>
            )}
            {canApprove && can('approve') && !periodHasEnded(payment.payPeriod) && (
              <Button
                color="green"
                leftSection={<IconCircleCheck size={16} aria-hidden />}
                onClick={() => setDialog('early')}
              >
                Approve
              </Button>
            )}
            {canApprove && can('approve') && periodHasEnded(payment.payPeriod) && (
              <ApproveButton
                title="Approve payment"
                message={`Approve the payment of ${personName(payment.provider)} for ${periodRange(payment.payPeriod)}? Once approved it is no longer recalculated.`}
                loading={approving}
                approve={() => approve({ prefix, id: payment._id, body: {} }).unwrap()}
                approved={PAYMENT_MESSAGES.approved}
              />
            )}
            {canApprove && can('mark-paid') && (
              <Button color="green" leftSection={<IconCash size={16} aria-hidden />} onClick={() => setDialog('paid')}>
                Mark Paid
              </Button>
            )}
          </>
        }
      />
      <ClosedPeriodNotice closed={closed} />
      <Stack gap="md">
        {payment.negativeNetPay && (
          <Alert color="red" title={NEGATIVE_NET_PAY_TEXT}>
            The deductions of this pay period are larger than its pay, expenses and bonuses together.
          </Alert>
        )}
        {payment.status === 'held' && payment.holdReason && (
          <Alert color="red" title="Held">
            {payment.holdReason}
          </Alert>
        )}
        <Panel>
          <DetailGrid>
            {staffSide && <ProviderField provider={payment.provider} />}
            <DetailField label="Status">
              <PaymentStatusBadge status={payment.status} />
            </DetailField>
            <DetailField label="Hours">
              <Hours minutes={payment.workedMinutes} /> worked, <Hours minutes={payment.onCallMinutes} /> on call
            </DetailField>
            <DetailField label="Calculated">{formatDateTime(payment.calculatedAt)}</DetailField>
            <DetailField label="Approved">
              {payment.approvedAt ? `${formatDateTime(payment.approvedAt)} by ${payment.approvedBy ?? '-'}` : null}
            </DetailField>
            <DetailField label="Paid">
              {payment.paidOn ? `${formatDay(payment.paidOn)}, reference ${payment.paidReference ?? '-'}` : null}
            </DetailField>
            {payment.holdReleaseNote && <DetailField label="Hold released">{payment.holdReleaseNote}</DetailField>}
          </DetailGrid>
        </Panel>
        <Panel>
          <Totals payment={payment} staffSide={staffSide} />
        </Panel>
        <Panel title="Lines" level={3}>
          <PaymentLines lines={payment.lines} staffSide={staffSide} />
        </Panel>
        <Panel title="History" level={3}>
          <History items={payment.history} />
        </Panel>
      </Stack>
      {staffSide && (
        <>
          <RecalculateDialog
            paymentId={payment._id}
            opened={dialog === 'recalculate'}
            onClose={() => setDialog(null)}
          />
          <MarkPaidDialog paymentId={payment._id} opened={dialog === 'paid'} onClose={() => setDialog(null)} />
          <EarlyApproveDialog
            paymentId={payment._id}
            periodEnd={payment.payPeriod.endDate}
            opened={dialog === 'early'}
            onClose={() => setDialog(null)}
          />
          <ReleaseHoldDialog
            paymentId={payment._id}
            reason={payment.holdReason}
            opened={dialog === 'release'}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </>
  );
}

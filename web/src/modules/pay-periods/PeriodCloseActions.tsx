import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Textarea } from '@mantine/core';
import {
  PAY_ADJUSTMENT_DIRECTION_LABELS,
  PAY_PERIOD_CLOSE_API,
  PAY_PERIOD_MESSAGES,
  type PayPeriod,
  periodText,
} from '@portal/contracts';
import { IconFileSpreadsheet, IconLock, IconLockOpen, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { fieldErrors } from '../../lib/errors.ts';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { downloadEndpoint } from '../../ui/download.ts';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { type RowAction, RowActions } from '../../ui/RowActions.tsx';
import { useDownload } from '../../ui/useDownload.ts';
import { ProviderSelect } from '../timesheets/index.ts';
import { useAddPayAdjustmentMutation, useClosePayPeriodMutation, useReopenPayPeriodMutation } from './api.ts';

const MODAL = { centered: true, transitionProps: { duration: 300 } } as const;

interface DialogProps {
  period: PayPeriod;
  opened: boolean;
  onClose: () => void;
}

/** Reopen asks for the reason (required, audited; who approved the period's payments are told). */
function ReopenDialog({ period, opened, onClose }: DialogProps) {
  const prefix = useRolePrefix();
  const [reopen] = useReopenPayPeriodMutation();
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title={`Reopen the pay period ${periodText(period)}`}
      label="Reason"
      description="Kept in the pay period's history; the staff who approved its payments are told."
      emptyError="Give the reason for reopening"
      color="orange"
      action="Reopen"
      maxLength={2000}
      submit={async (reason) => {
        const res = await reopen({ prefix, id: period._id, body: { reason } }).unwrap();
        toastSuccess(res.message ?? PAY_PERIOD_MESSAGES.reopened);
      }}
      errorOf={(err) => fieldErrors(err).reason ?? null}
    />
  );
}

/** A retro adjustment of a closed period: provider, pay or recover, amount and reason. */
function AdjustmentDialog({ period, opened, onClose }: DialogProps) {
  const prefix = useRolePrefix();
  const [providerId, setProviderId] = useState('');
  const [direction, setDirection] = useState<'pay' | 'recover'>('pay');
  const [amount, setAmount] = useState<string | number>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [add, { isLoading }] = useAddPayAdjustmentMutation();
  const submit = async () => {
    try {
      const body = { providerId, direction, amount: String(amount), reason };
      const res = await add({ prefix, id: period._id, body }).unwrap();
      toastSuccess(`${res.message ?? PAY_PERIOD_MESSAGES.adjustmentAdded}: ${periodText(res.data.appliesPeriod)}`);
      onClose();
    } catch (err) {
      setErrors(fieldErrors(err));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Adjustment of ${periodText(period)}`} {...MODAL}>
      <Stack gap="md">
        <ProviderSelect value={providerId} initial={null} onChange={setProviderId} error={errors.providerId} />
        <SegmentedControl
          aria-label="Direction"
          value={direction}
          onChange={(v) => setDirection(v as 'pay' | 'recover')}
          data={Object.entries(PAY_ADJUSTMENT_DIRECTION_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <NumberInput
          label="Amount"
          required
          min={0}
          decimalScale={2}
          prefix="$"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          value={reason}
          error={errors.reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={isLoading} onClick={submit}>
            Record adjustment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A pay period row's actions: Close (confirmed), Reopen (a reason), the payroll CSV and adjustments once closed. */
export function PeriodCloseActions({ period }: { period: PayPeriod }) {
  const prefix = useRolePrefix();
  const [dialog, setDialog] = useState<'reopen' | 'adjust' | null>(null);
  const [close, { isLoading: closing }] = useClosePayPeriodMutation();
  const { token, busy, run } = useDownload();
  const closed = period.status === 'closed';
  const name = `pay period ${periodText(period)}`;
  const actions: RowAction[] = [
    {
      label: 'Close',
      icon: <IconLock size={18} aria-hidden />,
      scope: ['close-pay-periods'],
      hidden: closed,
      loading: closing,
      confirm: {
        title: 'Close pay period',
        message: `Close the pay period ${periodText(period)}? Its time sheets, expenses, bonuses and payments will no longer change.`,
        confirmLabel: 'Close period',
        color: 'blue',
      },
      onClick: async () => {
        const res = await close({ prefix, id: period._id }).unwrap();
        toastSuccess(res.message ?? PAY_PERIOD_MESSAGES.closed);
      },
    },
    {
      label: 'Reopen',
      icon: <IconLockOpen size={18} aria-hidden />,
      color: 'orange',
      scope: ['reopen-pay-periods'],
      hidden: !closed,
      onClick: () => setDialog('reopen'),
    },
    {
      label: 'Record adjustment',
      icon: <IconReceiptRefund size={18} aria-hidden />,
      scope: ['add-pay-adjustments'],
      hidden: !closed,
      onClick: () => setDialog('adjust'),
    },
    {
      label: 'Download payroll CSV',
      icon: <IconFileSpreadsheet size={18} aria-hidden />,
      scope: ['export-payments'],
      hidden: !closed,
      loading: busy,
      onClick: () =>
        run(() => downloadEndpoint(PAY_PERIOD_CLOSE_API.payrollCsv, { prefix, id: period._id }, token, 'payroll.csv')),
    },
  ];
  return (
    <>
      <RowActions name={name} actions={actions} />
      {dialog === 'reopen' && <ReopenDialog period={period} opened onClose={() => setDialog(null)} />}
      {dialog === 'adjust' && <AdjustmentDialog period={period} opened onClose={() => setDialog(null)} />}
    </>
  );
}

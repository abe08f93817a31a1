import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  earlyApprovalText,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
  type PaymentPreview,
  todayIn,
} from '@portal/contracts';
import { useEffect, useState } from 'react';
import { fieldErrors } from '../../../lib/errors.ts';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { formatDay } from '../../../ui/format.ts';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { MoneyCell, SimpleTable } from '../../../ui/SimpleTable.tsx';
import {
  amountValue,
  PAYMENT_TOTALS,
  useApprovePaymentMutation,
  useMarkPaymentPaidMutation,
  useRecalculatePaymentMutation,
  useReleasePaymentHoldMutation,
} from '../api.ts';

const MODAL = { centered: true, transitionProps: { duration: 300 } } as const;

/** The totals the preview compares: those of the payment screen but the malpractice cost. */
const TOTAL_ROWS = PAYMENT_TOTALS.filter((t) => t.key !== 'malpractice');

interface PaymentDialogProps {
  paymentId: string;
  opened: boolean;
  onClose: () => void;
}

const CHANGE_LABELS = { added: 'Added', removed: 'Removed', changed: 'Changed', unchanged: 'Unchanged' } as const;

/** The preview of a recalculation: totals before and after, and every line that changes (old vs new). */
function PreviewBody({ preview }: { preview: PaymentPreview }) {
  const changed = preview.lines.filter((l) => l.change !== 'unchanged');
  return (
    <Stack gap="sm">
      {!preview.changed && <Alert color="gray">{PAYMENT_MESSAGES.unchanged}</Alert>}
      {preview.holdReasonAfter && (
        <Alert
          color={preview.statusAfter === 'held' ? 'red' : 'yellow'}
          title={
            preview.statusAfter === 'held'
              ? `After recalculation: ${PAYMENT_STATUS_LABELS.held}`
              : 'Not covered, but this hold was released'
          }
        >
          {preview.holdReasonAfter}
        </Alert>
      )}
      <SimpleTable
        withTableBorder
        aria-label="Totals before and after"
        head={['Total', { label: 'Now', right: true }, { label: 'After', right: true }]}
      >
        {TOTAL_ROWS.map((r) => (
          <Table.Tr key={r.key} fw={preview.before[r.key] !== preview.after[r.key] ? 700 : undefined}>
            <Table.Td>{r.label}</Table.Td>
            <MoneyCell value={amountValue(preview.before[r.key])} />
            <MoneyCell value={amountValue(preview.after[r.key])} />
          </Table.Tr>
        ))}
      </SimpleTable>
      <Text size="sm" fw={600}>
        {changed.length === 0
          ? 'No line changes.'
          : `${changed.length} line${changed.length === 1 ? '' : 's'} change; ${preview.lines.length - changed.length} stay as they are.`}
      </Text>
      {changed.length > 0 && (
        <SimpleTable
          minWidth={480}
          withTableBorder
          aria-label="Changed lines"
          head={['Line', 'Change', { label: 'Old pay', right: true }, { label: 'New pay', right: true }]}
        >
          {changed.map((l) => {
            const line = l.new ?? l.old;
            return (
              <Table.Tr key={l.key}>
                <Table.Td>
                  {line?.day ? formatDay(line.day) : ''} {line?.facility?.name ?? line?.description ?? ''}
                </Table.Td>
                <Table.Td>{CHANGE_LABELS[l.change]}</Table.Td>
                <MoneyCell value={amountValue(l.old?.pay)} />
                <MoneyCell value={amountValue(l.new?.pay)} />
              </Table.Tr>
            );
          })}
        </SimpleTable>
      )}
    </Stack>
  );
}

/** Recalculate: asks the server for the preview when opened, applies it only on "Apply recalculation". */
export function RecalculateDialog({ paymentId, opened, onClose }: PaymentDialogProps) {
  const prefix = useRolePrefix();
  const [preview, setPreview] = useState<PaymentPreview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [ask, { isLoading: asking }] = useRecalculatePaymentMutation();
  const [apply, { isLoading: applying }] = useRecalculatePaymentMutation();

  useEffect(() => {
    if (!opened) return;
    setPreview(null);
    setFailed(null);
    ask({ prefix, id: paymentId, body: { confirm: false } })
      .unwrap()
      .then((res) => setPreview(res.data.preview))
      .catch((err: { data?: { message?: string } }) => setFailed(err?.data?.message ?? 'The preview failed'));
  }, [opened, ask, prefix, paymentId]);

  return (
    <Modal opened={opened} onClose={onClose} title="Recalculate payment" size="lg" {...MODAL}>
      <Stack gap="md">
        {asking && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">Computing the preview…</Text>
          </Group>
        )}
        {failed && <Alert color="red">{failed}</Alert>}
        {preview && <PreviewBody preview={preview} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={applying}>
            Cancel
          </Button>
          <Button
            disabled={!preview}
            loading={applying}
            onClick={async () => {
              const res = await apply({ prefix, id: paymentId, body: { confirm: true } }).unwrap();
              toastSuccess(res.message ?? PAYMENT_MESSAGES.recalculated);
              onClose();
            }}
          >
            Apply recalculation
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Mark paid: the date paid (not in the future) and the payment reference, both required. */
export function MarkPaidDialog({ paymentId, opened, onClose }: PaymentDialogProps) {
  const prefix = useRolePrefix();
  const [paidOn, setPaidOn] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [markPaid, { isLoading }] = useMarkPaymentPaidMutation();
  const today = todayIn();
  const close = () => {
    setPaidOn('');
    setReference('');
    setErrors({});
    onClose();
  };
  const save = async () => {
    const local: Record<string, string> = {};
    if (!paidOn) local.paidOn = 'Enter the date the payment was made';
    else if (paidOn > today) local.paidOn = PAYMENT_MESSAGES.paidOnFuture;
    if (!reference.trim()) local.reference = 'Enter the payment reference';
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      const res = await markPaid({ prefix, id: paymentId, body: { paidOn, reference: reference.trim() } }).unwrap();
      toastSuccess(res.message ?? PAYMENT_MESSAGES.paid);
      close();
    } catch (err) {
      setErrors(fieldErrors(err));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Mark payment paid" {...MODAL}>
      <Stack gap="sm">
        <TextInput
          type="date"
          label="Paid on"
          withAsterisk
          max={today}
          value={paidOn}
          onChange={(e) => setPaidOn(e.currentTarget.value)}
          error={errors.paidOn}
          data-autofocus
        />
        <TextInput
          label="Payment reference"
          description="The bank transfer or cheque reference"
          withAsterisk
          maxLength={100}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={errors.reference}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button color="green" loading={isLoading} onClick={save}>
            Mark Paid
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Release hold: a note saying why the payment may go ahead (audited). */
export function ReleaseHoldDialog({
  paymentId,
  reason,
  opened,
  onClose,
}: PaymentDialogProps & { reason: string | null }) {
  const prefix = useRolePrefix();
  const [release] = useReleasePaymentHoldMutation();
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title="Release hold"
      intro={reason && <Alert color="red">{reason}</Alert>}
      label="Note"
      description="Why this payment may go ahead; it is kept in the payment's history."
      emptyError="Enter a note saying why the hold is released"
      color="orange"
      action="Release Hold"
      maxLength={2000}
      submit={async (note) =>
        toastSuccess(
          (await release({ prefix, id: paymentId, body: { note } }).unwrap()).message ?? PAYMENT_MESSAGES.released,
        )
      }
      errorOf={(err) => fieldErrors(err).note ?? null}
    />
  );
}

/**
 * Approve before the pay period has ended: allowed only with the reason, which the approval's audit row keeps
 * (decision 0025). After the period the plain confirmation asks nothing more.
 */
export function EarlyApproveDialog({
  paymentId,
  periodEnd,
  opened,
  onClose,
}: PaymentDialogProps & { periodEnd: string }) {
  const prefix = useRolePrefix();
  const [approve] = useApprovePaymentMutation();
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title="Approve before the pay period ends"
      intro={
        <Alert color="yellow">
          This pay period ends on {formatDay(periodEnd)}. Once approved the payment is no longer recalculated, so time
          sheets, expenses or bonuses of the period approved later will not be in it.
        </Alert>
      }
      label="Reason for approving now"
      description="Kept in the payment's history."
      emptyError={earlyApprovalText(periodEnd)}
      color="green"
      action="Approve"
      maxLength={2000}
      submit={async (earlyReason) =>
        toastSuccess(
          (await approve({ prefix, id: paymentId, body: { earlyReason } }).unwrap()).message ??
            PAYMENT_MESSAGES.approved,
        )
      }
      errorOf={(err) => fieldErrors(err).earlyReason ?? null}
    />
  );
}

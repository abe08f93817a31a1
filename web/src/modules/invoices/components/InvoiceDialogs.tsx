import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  INVOICE_MESSAGES,
  type InvoiceDetail,
  invoiceReceiptInputSchema,
  invoiceVoidSchema,
  todayIn,
} from '@portal/contracts';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { AmountField } from '../../../ui/FormFields.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useSchemaForm } from '../../../ui/useSchemaForm.ts';
import { useServerSubmit } from '../../../ui/useServerSubmit.ts';
import { useRecordInvoiceReceiptMutation, useVoidInvoiceMutation } from '../api.ts';

const MODAL = { centered: true, transitionProps: { duration: 300 } } as const;

interface DialogProps {
  invoice: InvoiceDetail;
  opened: boolean;
  onClose: () => void;
}

function Buttons({
  onCancel,
  submitting,
  label,
  color,
}: {
  onCancel: () => void;
  submitting: boolean;
  label: string;
  color: string;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" color={color} loading={submitting}>
        {label}
      </Button>
    </Group>
  );
}

/** Record a receipt: the amount (at most the balance), the day received (not in the future), the reference. */
export function ReceiptDialog({ invoice, opened, onClose }: DialogProps) {
  const prefix = useRolePrefix();
  const [record] = useRecordInvoiceReceiptMutation();
  const form = useSchemaForm(invoiceReceiptInputSchema, {
    amount: invoice.balance,
    receivedOn: todayIn(),
    reference: '',
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const { submitting, send } = useServerSubmit(
    form,
    async (body: { amount: number; receivedOn: string; reference: string }) => {
      const amount = (body.amount / 100).toFixed(2);
      const res = await record({ prefix, id: invoice._id, body: { ...body, amount } }).unwrap();
      toastSuccess(res.message ?? INVOICE_MESSAGES.receiptRecorded);
      close();
    },
  );
  return (
    <Modal opened={opened} onClose={close} title="Record receipt" {...MODAL}>
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack gap="sm">
          <AmountField
            label="Amount"
            withAsterisk
            {...form.getInputProps('amount')}
            onValue={(v) => form.setFieldValue('amount', v)}
            data-autofocus
          />
          <TextField form={form} name="receivedOn" type="date" label="Received on" withAsterisk max={todayIn()} />
          <TextInput
            label="Payment reference"
            description="The bank transfer or cheque reference"
            withAsterisk
            maxLength={100}
            {...form.getInputProps('reference')}
          />
          <Buttons onCancel={close} submitting={submitting} label="Record Receipt" color="green" />
        </Stack>
      </form>
    </Modal>
  );
}

/** Void: the reason is required and kept; the number is never given again. */
export function VoidDialog({ invoice, opened, onClose }: DialogProps) {
  const prefix = useRolePrefix();
  const [voidInvoice] = useVoidInvoiceMutation();
  const form = useSchemaForm(invoiceVoidSchema, { reason: '' });
  const close = () => {
    form.reset();
    onClose();
  };
  const { submitting, send } = useServerSubmit(form, async (body: { reason: string }) => {
    const res = await voidInvoice({ prefix, id: invoice._id, body }).unwrap();
    toastSuccess(res.message ?? INVOICE_MESSAGES.voided);
    close();
  });
  return (
    <Modal opened={opened} onClose={close} title="Void invoice" {...MODAL}>
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack gap="sm">
          <Textarea
            label="Reason"
            description="Kept with the invoice; a voided number is never given again."
            withAsterisk
            autosize
            minRows={3}
            maxLength={2000}
            {...form.getInputProps('reason')}
            data-autofocus
          />
          <Buttons onCancel={close} submitting={submitting} label="Void Invoice" color="red" />
        </Stack>
      </form>
    </Modal>
  );
}

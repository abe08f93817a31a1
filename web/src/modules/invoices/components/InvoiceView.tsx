import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  canApply,
  INVOICE_API,
  INVOICE_MESSAGES,
  INVOICE_WORKFLOW,
  type InvoiceDetail,
  RATE_SET_LABELS,
} from '@portal/contracts';
import { IconBan, IconCash, IconFileTypePdf, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { downloadEndpoint } from '../../../ui/download.ts';
import { formatDay, formatMinutes } from '../../../ui/format.ts';
import { MoneyCell, SimpleTable } from '../../../ui/SimpleTable.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useDownload } from '../../../ui/useDownload.ts';
import { useSendInvoiceMutation } from '../api.ts';
import { ReceiptDialog, VoidDialog } from './InvoiceDialogs.tsx';
import { invoiceName } from './InvoicesTable.tsx';

const can = (action: keyof typeof INVOICE_WORKFLOW.transitions, i: InvoiceDetail) =>
  canApply(INVOICE_WORKFLOW, action, i.status);

/** The actions the invoice's status and the user's permissions allow. */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const prefix = useRolePrefix();
  const [send] = useSendInvoiceMutation();
  const [dialog, setDialog] = useState<'receipt' | 'void' | null>(null);
  const { token, busy, run } = useDownload();
  const canSend = useScope(['send-invoices']) && can('send', invoice);
  const canReceive = useScope(['record-invoice-receipts']) && can('receive-part', invoice);
  const canVoid = useScope(['void-invoices']) && can('void', invoice);
  const to = invoice.billingContact ? `${invoice.billingContact.name} (${invoice.billingContact.email})` : null;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        loading={busy}
        onClick={() => run(() => downloadEndpoint(INVOICE_API.pdf, { prefix, id: invoice._id }, token, 'invoice.pdf'))}
      >
        Download PDF
      </Button>
      {canSend && (
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() =>
            confirmDestructive({
              title: 'Send invoice',
              message: to
                ? `Give this invoice its number and e-mail ${to} a link to it? It can no longer change afterwards.`
                : INVOICE_MESSAGES.noBillingContact,
              confirmLabel: 'Send',
              confirmColor: 'blue',
              onConfirm: async () => {
                const res = await send({ prefix, id: invoice._id }).unwrap();
                toastSuccess(res.message ?? INVOICE_MESSAGES.sent);
              },
            })
          }
        >
          Send
        </Button>
      )}
      {canReceive && (
        <Button color="green" leftSection={<IconCash size={16} aria-hidden />} onClick={() => setDialog('receipt')}>
          Record Receipt
        </Button>
      )}
      {canVoid && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconBan size={16} aria-hidden />}
          onClick={() => setDialog('void')}
        >
          Void
        </Button>
      )}
      {/* Mounted on opening, so the amount starts at the balance due now. */}
      {dialog === 'receipt' && <ReceiptDialog invoice={invoice} opened onClose={() => setDialog(null)} />}
      <VoidDialog invoice={invoice} opened={dialog === 'void'} onClose={() => setDialog(null)} />
    </Group>
  );
}

/** The invoice: its facts, a line per provider and day (and billable expense), the receipts. */
export function InvoiceView({ invoice: i }: { invoice: InvoiceDetail }) {
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="sm">
        <DetailGrid>
          <DetailField label="Invoice">{invoiceName(i)}</DetailField>
          <DetailField label="Facility">{i.facility.name}</DetailField>
          <DetailField label="Period">{`${formatDay(i.periodStart)} - ${formatDay(i.periodEnd)}`}</DetailField>
          <DetailField label="Status">
            <StatusBadge status={i.status} />
          </DetailField>
          <DetailField label="Issued">{i.issuedOn && formatDay(i.issuedOn)}</DetailField>
          <DetailField label="Due">{i.dueOn && formatDay(i.dueOn)}</DetailField>
          <DetailField label="Total">${i.total}</DetailField>
          <DetailField label="Balance due">${i.balance}</DetailField>
          <DetailField label="Billing contact">{i.billingContact?.email}</DetailField>
          {i.voidReason && <DetailField label="Void reason">{i.voidReason}</DetailField>}
        </DetailGrid>
      </Paper>
      <Title order={3} size="h4">
        Lines
      </Title>
      <SimpleTable
        minWidth={640}
        withTableBorder
        aria-label="Invoice lines"
        head={['Date', 'Provider', 'Rates', 'Hours', 'On call', 'Description', { label: 'Amount', right: true }]}
      >
        {i.lines.map((l) => (
          <Table.Tr key={l._id}>
            <Table.Td>{formatDay(l.day)}</Table.Td>
            <Table.Td>{l.provider.name}</Table.Td>
            <Table.Td>{l.rateSet ? RATE_SET_LABELS[l.rateSet] : 'Expense'}</Table.Td>
            <Table.Td>{l.workedMinutes ? formatMinutes(l.workedMinutes) : ''}</Table.Td>
            <Table.Td>{l.onCallMinutes ? formatMinutes(l.onCallMinutes) : ''}</Table.Td>
            <Table.Td>{l.description}</Table.Td>
            <MoneyCell value={Number(l.amount)} />
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td colSpan={6}>Total</Table.Td>
          <MoneyCell value={Number(i.total)} />
        </Table.Tr>
      </SimpleTable>
      <Title order={3} size="h4">
        Receipts
      </Title>
      {i.receipts.length === 0 ? (
        <Text c="dimmed">No receipts recorded</Text>
      ) : (
        <SimpleTable
          withTableBorder
          aria-label="Receipts"
          head={['Received on', 'Reference', { label: 'Amount', right: true }]}
        >
          {i.receipts.map((r) => (
            <Table.Tr key={r._id}>
              <Table.Td>{formatDay(r.receivedOn)}</Table.Td>
              <Table.Td>{r.reference}</Table.Td>
              <MoneyCell value={Number(r.amount)} />
            </Table.Tr>
          ))}
        </SimpleTable>
      )}
    </Stack>
  );
}

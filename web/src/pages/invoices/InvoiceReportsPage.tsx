import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { AGING_BUCKETS, AGING_LABELS, addDays, INVOICE_API, todayIn } from '@portal/contracts';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useRolePrefix } from '../../lib/hooks.ts';
import { useInvoiceAgingQuery, useInvoiceMarginQuery } from '../../modules/invoices/api.ts';
import { INVOICE_PATHS } from '../../modules/invoices/paths.ts';
import { downloadEndpoint } from '../../ui/download.ts';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { formatDay } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { MoneyCell, SimpleTable } from '../../ui/SimpleTable.tsx';
import { useDownload } from '../../ui/useDownload.ts';

const money = (v: string) => <MoneyCell value={Number(v)} />;

function AgingReport() {
  const prefix = useRolePrefix();
  const { data } = useInvoiceAgingQuery({ prefix });
  const report = data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          Accounts receivable aging{report ? ` on ${formatDay(report.asOf)}` : ''}
        </Title>
        <ExportButton endpoint={INVOICE_API.agingExport} body={undefined} filename="aging.xlsx" label="XLSX" />
      </Group>
      {report && report.rows.length === 0 ? (
        <Text c="dimmed">No open balances</Text>
      ) : (
        <SimpleTable
          minWidth={720}
          withTableBorder
          aria-label="Aging"
          head={[
            'Facility',
            ...AGING_BUCKETS.map((b) => ({ label: AGING_LABELS[b], right: true })),
            { label: 'Total', right: true },
          ]}
        >
          {[...(report?.rows ?? []), ...(report ? [report.totals] : [])].map((r) => (
            <Table.Tr key={r.facility._id || 'total'} fw={r.facility._id ? undefined : 700}>
              <Table.Td>{r.facility.name}</Table.Td>
              {AGING_BUCKETS.map((b) => (
                <MoneyCell key={b} value={Number(r[b])} />
              ))}
              {money(r.total)}
            </Table.Tr>
          ))}
        </SimpleTable>
      )}
    </Stack>
  );
}

function MarginReport({ from, to }: { from: string; to: string }) {
  const prefix = useRolePrefix();
  const valid = from !== '' && to !== '' && from <= to;
  const { data, error } = useInvoiceMarginQuery({ prefix, body: { from, to } }, { skip: !valid });
  const report = data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          Margin by facility, provider and pay period
        </Title>
        <ExportButton endpoint={INVOICE_API.marginExport} body={{ from, to }} filename="margin.xlsx" label="XLSX" />
      </Group>
      {error || !valid ? (
        <Text c="red">Choose a period whose end is not before its start</Text>
      ) : report && report.rows.length === 0 ? (
        <Text c="dimmed">No approved hours in this period</Text>
      ) : (
        <SimpleTable
          minWidth={820}
          withTableBorder
          aria-label="Margin"
          head={[
            'Facility',
            'Provider',
            'Pay period',
            { label: 'Billed', right: true },
            { label: 'Pay', right: true },
            { label: 'Malpractice', right: true },
            { label: 'Margin', right: true },
          ]}
        >
          {(report?.rows ?? []).map((r) => (
            <Table.Tr key={`${r.facility._id}:${r.provider._id}:${r.periodStart}`}>
              <Table.Td>{r.facility.name}</Table.Td>
              <Table.Td>{r.provider.name}</Table.Td>
              <Table.Td>{`${formatDay(r.periodStart)} - ${formatDay(r.periodEnd)}`}</Table.Td>
              {money(r.billed)}
              {money(r.pay)}
              {money(r.malpractice)}
              {money(r.margin)}
            </Table.Tr>
          ))}
          {report && (
            <Table.Tr fw={700}>
              <Table.Td colSpan={3}>Total</Table.Td>
              {money(report.totals.billed)}
              {money(report.totals.pay)}
              {money(report.totals.malpractice)}
              {money(report.totals.margin)}
            </Table.Tr>
          )}
        </SimpleTable>
      )}
    </Stack>
  );
}

/** /invoice-reports: aging, margin over a period, and the accounting journal of that period as CSV. */
export default function InvoiceReportsPage() {
  const prefix = useRolePrefix();
  const [from, setFrom] = useState(addDays(todayIn(), -30));
  const [to, setTo] = useState(todayIn());
  const { token, busy, run } = useDownload();
  const journal = () =>
    run(() => downloadEndpoint(INVOICE_API.journal, { prefix, body: { from, to } }, token, 'journal.csv'));
  return (
    <>
      <PageHeader title="Invoice Reports" backTo={INVOICE_PATHS.list} backLabel="Invoices" />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="sm">
          <AgingReport />
        </Paper>
        <Paper withBorder p="md" radius="sm">
          <Stack gap="sm">
            <Group align="flex-end" wrap="wrap">
              <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
              <TextInput type="date" label="To" min={from} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
              <Button
                variant="default"
                leftSection={<IconFileTypeCsv size={16} aria-hidden />}
                loading={busy}
                disabled={!from || !to || from > to}
                onClick={journal}
              >
                Journal CSV
              </Button>
            </Group>
            <MarginReport from={from} to={to} />
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}

import { Paper, Stack, Table, Text } from '@mantine/core';
import type { Timesheet } from '@portal/contracts';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { formatDateTime, formatDay, formatMinutes } from '../../../ui/format.ts';
import { SimpleTable } from '../../../ui/SimpleTable.tsx';
import { onCallLabel, periodLabel, weekday } from '../timesheetForm.ts';
import { RejectionNotice } from './RejectionNotice.tsx';
import { TimesheetStatusBadge } from './TimesheetStatusBadge.tsx';

export interface TimesheetViewProps {
  timesheet: Timesheet;
  /** Staff screens show whose time sheet it is. */
  showProvider?: boolean;
}

/** One time sheet, read-only: facility, period, status, totals (HH:MM), the decision, and its days. */
export function TimesheetView({ timesheet: t, showProvider = false }: TimesheetViewProps) {
  return (
    <Stack gap="md">
      <RejectionNotice timesheet={t} forProvider={!showProvider} />
      <Paper withBorder p="md" radius="sm">
        <DetailGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" verticalSpacing="md">
          {showProvider && (
            <DetailField label="Provider">{`${t.provider.firstName} ${t.provider.lastName}`}</DetailField>
          )}
          <DetailField label="Facility">{t.facility.name}</DetailField>
          <DetailField label="Pay period">{periodLabel(t.payPeriod)}</DetailField>
          <DetailField label="Status">
            <TimesheetStatusBadge status={t.status} />
          </DetailField>
          <DetailField label="Total hours">{formatMinutes(t.totalMinutes)}</DetailField>
          <DetailField label="On-call hours">{formatMinutes(t.onCallMinutes)}</DetailField>
          <DetailField label="Submitted">{formatDateTime(t.submittedAt)}</DetailField>
          {t.status === 'approved' && (
            <>
              <DetailField label="Approved by">{t.approvedByName ?? '-'}</DetailField>
              <DetailField label="Approved on">{formatDateTime(t.approvedAt)}</DetailField>
            </>
          )}
          <DetailField label="Updated">{formatDateTime(t.updatedAt)}</DetailField>
        </DetailGrid>
      </Paper>
      <SimpleTable
        minWidth={800}
        withTableBorder
        striped
        stripedColor="#D4EEFA"
        verticalSpacing="xs"
        head={[
          'Day',
          'Start',
          'End',
          'Break (min)',
          'On-call type',
          'On-call hours',
          'Notes',
          { label: 'Hours', right: true },
        ]}
        foot={
          <>
            <Table.Th colSpan={5} ta="right">
              On-call hours
            </Table.Th>
            <Table.Th>{formatMinutes(t.onCallMinutes)}</Table.Th>
            <Table.Th ta="right">Total hours</Table.Th>
            <Table.Th ta="right" data-testid="total-hours">
              {formatMinutes(t.totalMinutes)}
            </Table.Th>
          </>
        }
      >
        {t.entries.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={8}>
              <Text size="sm" c="dimmed">
                No days entered
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {t.entries.map((e) => (
          <Table.Tr key={e.date}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {weekday(e.date)} {formatDay(e.date)}
            </Table.Td>
            <Table.Td>{e.startTime ?? '-'}</Table.Td>
            <Table.Td>{e.endTime ?? '-'}</Table.Td>
            <Table.Td>{e.startTime ? e.breakMinutes : '-'}</Table.Td>
            <Table.Td>{onCallLabel(e.onCallType)}</Table.Td>
            <Table.Td>{e.onCallMinutes ? formatMinutes(e.onCallMinutes) : '-'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{e.notes || '-'}</Table.Td>
            <Table.Td ta="right">{formatMinutes(e.minutes)}</Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
    </Stack>
  );
}

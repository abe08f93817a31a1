import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Timesheet } from '@portal/contracts';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../ui/format.ts';
import { formatDay, minutesText, onCallLabel, periodLabel, weekday } from '../timesheetForm.ts';
import { TimesheetStatusBadge } from './TimesheetStatusBadge.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
    </Stack>
  );
}

export interface TimesheetViewProps {
  timesheet: Timesheet;
  /** Staff screens show whose time sheet it is. */
  showProvider?: boolean;
}

/** One time sheet, read-only: facility, period, status, totals (HH:MM), the decision, and its days. */
export function TimesheetView({ timesheet: t, showProvider = false }: TimesheetViewProps) {
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" verticalSpacing="md">
          {showProvider && <Field label="Provider">{`${t.provider.firstName} ${t.provider.lastName}`}</Field>}
          <Field label="Facility">{t.facility.name}</Field>
          <Field label="Pay period">{periodLabel(t.payPeriod)}</Field>
          <Field label="Status">
            <TimesheetStatusBadge status={t.status} />
          </Field>
          <Field label="Total hours">{minutesText(t.totalMinutes)}</Field>
          <Field label="On-call hours">{minutesText(t.onCallMinutes)}</Field>
          <Field label="Submitted">{formatDateTime(t.submittedAt)}</Field>
          {t.status === 'approved' && (
            <>
              <Field label="Approved by">{t.approvedByName ?? '-'}</Field>
              <Field label="Approved on">{formatDateTime(t.approvedAt)}</Field>
            </>
          )}
          <Field label="Updated">{formatDateTime(t.updatedAt)}</Field>
        </SimpleGrid>
        {t.status === 'rejected' && (
          <Stack gap={2} mt="md">
            <Field label="Rejection reason">
              <Text size="sm" c="red.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {t.rejectionReason || '-'}
              </Text>
            </Field>
          </Stack>
        )}
      </Paper>
      <Table.ScrollContainer minWidth={800}>
        <Table withTableBorder striped stripedColor="#D4EEFA" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Start</Table.Th>
              <Table.Th>End</Table.Th>
              <Table.Th>Break (min)</Table.Th>
              <Table.Th>On-call type</Table.Th>
              <Table.Th>On-call hours</Table.Th>
              <Table.Th>Notes</Table.Th>
              <Table.Th ta="right">Hours</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
                <Table.Td>{e.onCallMinutes ? minutesText(e.onCallMinutes) : '-'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{e.notes || '-'}</Table.Td>
                <Table.Td ta="right">{minutesText(e.minutes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={5} ta="right">
                On-call hours
              </Table.Th>
              <Table.Th>{minutesText(t.onCallMinutes)}</Table.Th>
              <Table.Th ta="right">Total hours</Table.Th>
              <Table.Th ta="right" data-testid="total-hours">
                {minutesText(t.totalMinutes)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

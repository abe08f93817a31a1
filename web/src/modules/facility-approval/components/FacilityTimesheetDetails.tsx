import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { ON_CALL_TYPES, type Timesheet } from '@portal/contracts';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { formatDay, formatMinutes, personName } from '../../../ui/format.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { payPeriodTypeLabel, periodRange } from '../../timesheets/index.ts';

const onCallLabel = (value: string | null) => ON_CALL_TYPES.find((o) => o.value === value)?.label ?? (value || '-');

/** The time sheet a facility approver reviews: who, where, which period, every day's hours and the totals. */
export function FacilityTimesheetDetails({ timesheet: t }: { timesheet: Timesheet }) {
  return (
    <Stack gap="md">
      <DetailGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <DetailField label="Provider">{personName(t.provider)}</DetailField>
        <DetailField label="Facility">{t.facility.name}</DetailField>
        <DetailField label="Pay period">
          {payPeriodTypeLabel(t.payPeriod.type)}: {periodRange(t.payPeriod)}
        </DetailField>
        <DetailField label="Status">
          <StatusBadge status={t.status} />
        </DetailField>
      </DetailGrid>
      <Paper withBorder radius="sm">
        <Table.ScrollContainer minWidth={640}>
          <Table striped stripedColor="#D4EEFA" aria-label="Days worked">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>End</Table.Th>
                <Table.Th ta="right">Break (min)</Table.Th>
                <Table.Th ta="right">Hours HH:MM</Table.Th>
                <Table.Th>On-call type</Table.Th>
                <Table.Th ta="right">On-call HH:MM</Table.Th>
                <Table.Th>Notes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {t.entries.map((e) => (
                <Table.Tr key={e.date}>
                  <Table.Td>{formatDay(e.date)}</Table.Td>
                  <Table.Td>{e.startTime ?? '-'}</Table.Td>
                  <Table.Td>{e.endTime ?? '-'}</Table.Td>
                  <Table.Td ta="right">{e.breakMinutes}</Table.Td>
                  <Table.Td ta="right">{formatMinutes(e.minutes)}</Table.Td>
                  <Table.Td>{onCallLabel(e.onCallType)}</Table.Td>
                  <Table.Td ta="right">{formatMinutes(e.onCallMinutes)}</Table.Td>
                  <Table.Td>{e.notes || '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>Total</Table.Th>
                <Table.Th ta="right" data-testid="total-hours">
                  {formatMinutes(t.totalMinutes)}
                </Table.Th>
                <Table.Th />
                <Table.Th ta="right">{formatMinutes(t.onCallMinutes)}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Submitted {t.submittedAt ? formatDay(t.submittedAt.slice(0, 10)) : '-'}
        </Text>
      </Group>
    </Stack>
  );
}

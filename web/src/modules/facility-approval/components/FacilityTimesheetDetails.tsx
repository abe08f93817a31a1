import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { ON_CALL_TYPES, type Timesheet } from '@portal/contracts';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { formatDay, formatMinutes, personName } from '../../../ui/format.ts';
import { SimpleTable } from '../../../ui/SimpleTable.tsx';
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
        <SimpleTable
          minWidth={640}
          striped
          stripedColor="#D4EEFA"
          aria-label="Days worked"
          head={[
            'Date',
            'Start',
            'End',
            { label: 'Break (min)', right: true },
            { label: 'Hours HH:MM', right: true },
            'On-call type',
            { label: 'On-call HH:MM', right: true },
            'Notes',
          ]}
          foot={
            <>
              {/* On a phone the row stacks: each total names itself (data-label) instead of its column. */}
              <Table.Th colSpan={4} data-label="">
                Total
              </Table.Th>
              <Table.Th ta="right" data-testid="total-hours" data-label="Total hours HH:MM">
                {formatMinutes(t.totalMinutes)}
              </Table.Th>
              <Table.Th />
              <Table.Th ta="right" data-label="Total on-call HH:MM">
                {formatMinutes(t.onCallMinutes)}
              </Table.Th>
              <Table.Th />
            </>
          }
        >
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
        </SimpleTable>
      </Paper>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Submitted {t.submittedAt ? formatDay(t.submittedAt.slice(0, 10)) : '-'}
        </Text>
      </Group>
    </Stack>
  );
}

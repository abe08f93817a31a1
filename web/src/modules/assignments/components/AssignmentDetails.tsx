import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Assignment } from '@portal/contracts';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../ui/format.ts';
import { cityState, formatDay, onCallTypeLabel, payPeriodLabel, personName } from '../assignmentForm.ts';
import { AssignmentStatusBadge } from './AssignmentsTable.tsx';

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

export interface AssignmentDetailsProps {
  assignment: Assignment;
  /** Show the provider (staff screens); the provider's own view leaves it out. */
  showProvider?: boolean;
}

/** One assignment, read-only: facility, dates, job type, on-call and pay period types, status and notes. */
export function AssignmentDetails({ assignment: a, showProvider = false }: AssignmentDetailsProps) {
  return (
    <Paper withBorder p="md" radius="sm" maw={900}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="md">
          {showProvider && <Field label="Provider">{`${personName(a.provider)} (${a.provider.email})`}</Field>}
          <Field label="Facility">{a.facility.name}</Field>
          <Field label="City/State">{cityState(a.facility)}</Field>
          <Field label="Start date">{formatDay(a.startDate)}</Field>
          <Field label="End date">{formatDay(a.endDate)}</Field>
          <Field label="Status">
            <AssignmentStatusBadge active={a.active} />
          </Field>
          <Field label="Job type">{a.jobType?.name ?? '-'}</Field>
          <Field label="On-call type">{onCallTypeLabel(a.onCallType)}</Field>
          <Field label="Pay period type">{payPeriodLabel(a.payPeriodType)}</Field>
          <Field label="Assigned on">{formatDateTime(a.createdAt)}</Field>
        </SimpleGrid>
        <Field label="Notes">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {a.notes || '-'}
          </Text>
        </Field>
      </Stack>
    </Paper>
  );
}

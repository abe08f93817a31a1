import { Paper, Stack, Text } from '@mantine/core';
import type { Assignment } from '@portal/contracts';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { formatDateTime, formatDay, personName } from '../../../ui/format.ts';
import { cityState, onCallTypeLabel, payPeriodLabel } from '../assignmentForm.ts';
import { AssignmentStatusBadge } from './AssignmentsTable.tsx';

export interface AssignmentDetailsProps {
  assignment: Assignment;
  /** Show the provider (staff screens); the provider's own view leaves it out. */
  showProvider?: boolean;
}

/** One assignment, read-only: facility, dates, job, procedure, on-call and pay period types, status and notes. */
export function AssignmentDetails({ assignment: a, showProvider = false }: AssignmentDetailsProps) {
  return (
    <Paper withBorder p="md" radius="sm" maw={900}>
      <Stack gap="lg">
        <DetailGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="md">
          {showProvider && (
            <DetailField label="Provider">{`${personName(a.provider)} (${a.provider.email})`}</DetailField>
          )}
          <DetailField label="Facility">{a.facility.name}</DetailField>
          <DetailField label="City/State">{cityState(a.facility)}</DetailField>
          <DetailField label="Start date">{formatDay(a.startDate)}</DetailField>
          <DetailField label="End date">{formatDay(a.endDate)}</DetailField>
          <DetailField label="Status">
            <AssignmentStatusBadge active={a.active} />
          </DetailField>
          <DetailField label="Job type">{a.jobType?.name ?? '-'}</DetailField>
          <DetailField label="Procedure type">{a.procedureType?.name}</DetailField>
          <DetailField label="On-call type">{onCallTypeLabel(a.onCallType)}</DetailField>
          <DetailField label="Pay period type">{payPeriodLabel(a.payPeriodType)}</DetailField>
          <DetailField label="Assigned on">{formatDateTime(a.createdAt)}</DetailField>
        </DetailGrid>
        <DetailField label="Notes">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {a.notes || '-'}
          </Text>
        </DetailField>
      </Stack>
    </Paper>
  );
}

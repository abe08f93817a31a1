import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TimeLog } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { useListState } from '../../../ui/useListState.ts';
import { useFacilityContactsQuery, useTimeLogsQuery } from '../lookupsApi.ts';
import { changeLines, dayLines } from '../timeLogs.ts';

const LIST_KEY = 'timesheet-time-logs';

const columns: DataTableColumn<TimeLog>[] = [
  { accessor: 'at', title: 'When', sortable: true, width: 170, render: (l) => formatDateTime(l.at) },
  { accessor: 'actorName', title: 'Who', width: 220, render: (l) => l.actorName ?? 'System' },
  { accessor: 'actionLabel', title: 'What', width: 190 },
  {
    accessor: 'changes',
    title: 'Before → after',
    render: (l) => (
      <Stack gap={2}>
        {[...changeLines(l), ...dayLines(l)].map((line) => (
          <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        ))}
      </Stack>
    ),
  },
];

/** 'Time logs': every change of the sheet's days and status, who made it and when, newest first. */
export function TimesheetTimeLogs({ prefix, id }: { prefix: string; id: string }) {
  const list = useListState<'at'>(LIST_KEY, { sort: { sortBy: 'at', sortDirection: 1 } });
  const resetRef = useRef(list.reset);
  resetRef.current = list.reset;
  // One stored state serves every sheet: a newly opened sheet starts on its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when another sheet opens
  useEffect(() => {
    resetRef.current();
  }, [id]);
  const { page, pageSize, body } = list.request;
  const { data, isFetching } = useTimeLogsQuery({
    prefix,
    id,
    page,
    pageSize,
    body: { sortBy: body.sortBy, sortDirection: body.sortDirection },
  });
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="time-logs-title">
      <Title order={3} size="h4" mb="sm" id="time-logs-title">
        Time logs
      </Title>
      <DataTable
        list={list}
        columns={columns}
        result={{ data, isFetching }}
        searchable={false}
        noRecordsText="No changes recorded"
      />
    </Paper>
  );
}

const APPROVER_LABEL = { primary_timesheet_approver: 'Primary', backup_timesheet_approver: 'Backup' } as const;

/** The facility's time sheet approvers (list-facility-contacts), with their e-mail to write to. */
export function TimesheetApprovers({ prefix, id }: { prefix: string; id: string }) {
  const { data } = useFacilityContactsQuery({ prefix, id });
  if (!data) return null;
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="approvers-title">
      <Title order={3} size="h4" mb="xs" id="approvers-title">
        Facility approvers
      </Title>
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          This facility has no time sheet approver yet.
        </Text>
      ) : (
        <Stack gap={6}>
          {data.map((c) => (
            <Group key={c._id} gap="sm" wrap="wrap">
              <Badge variant="light" color={c.type === 'primary_timesheet_approver' ? 'blue' : 'gray'} w={80}>
                {APPROVER_LABEL[c.type]}
              </Badge>
              <Text size="sm" fw={500}>
                {c.name}
              </Text>
              <Anchor href={`mailto:${c.email}`} size="sm">
                {c.email}
              </Anchor>
              {c.phone && (
                <Text size="sm" c="dimmed">
                  {c.phone}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type HistoryEntry, statusLabel } from '@portal/contracts';
import { formatDateTime } from '../../../ui/format.ts';
import { SimpleTable } from '../../../ui/SimpleTable.tsx';

const ACTIONS: Record<string, string> = {
  create: 'Added',
  update: 'Edited',
  submit: 'Marked submitted',
  approve: 'Approved',
  reject: 'Rejected',
  reopen: 'Reopened',
  archive: 'Archived',
  reinstate: 'Reinstated',
  'add-note': 'Note added',
  'add-credentialing-note': 'Credentialing note added',
  'change-status': 'Status changed',
};

const FIELDS: Record<string, string> = { documentIds: 'Linked documents' };

const show = (field: string, value: unknown) => {
  if (value === null || value === undefined || value === '') return '-';
  if (field === 'status' && typeof value === 'string') return statusLabel(value);
  // Linked documents are ids: their number says what changed (the view lists the documents themselves).
  if (field === 'documentIds' && Array.isArray(value)) return String(value.length);
  if (Array.isArray(value)) return value.length ? value.join(', ') : '-';
  return String(value);
};

/** The audit trail of a record: who did what when, with the fields that changed. */
export function HistoryList({ history, title = 'History' }: { history: HistoryEntry[]; title?: string }) {
  return (
    <Paper withBorder p="md" radius="sm">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet
        </Text>
      ) : (
        <SimpleTable
          minWidth={520}
          striped
          verticalSpacing="xs"
          aria-label={title}
          head={['When', 'Who', 'What', 'Changes']}
        >
          {history.map((h) => (
            <Table.Tr key={h._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.at)}</Table.Td>
              <Table.Td>{h.actor ?? 'System'}</Table.Td>
              <Table.Td>{ACTIONS[h.action] ?? h.action}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {h.changes.map((c) => (
                    <Text size="xs" key={c.field}>
                      {FIELDS[c.field] ?? c.field}: {show(c.field, c.before)} → {show(c.field, c.after)}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </SimpleTable>
      )}
    </Paper>
  );
}

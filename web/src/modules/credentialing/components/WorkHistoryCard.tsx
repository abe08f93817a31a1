import { Button, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { downloadEndpoint } from '../../../ui/download.ts';
import { formatDay, formatMinutes } from '../../../ui/format.ts';
import { Panel } from '../../../ui/Panel.tsx';
import { SimpleTable } from '../../../ui/SimpleTable.tsx';
import { useDownload } from '../../../ui/useDownload.ts';
import { useWorkHistoryQuery, workHistoryArgs, workHistoryEndpoints } from '../api.ts';

/**
 * Work history: every assignment of the provider with its facility, dates and hours from approved time sheets, and
 * its XLSX download. Without `providerId`, the signed-in provider's own.
 */
export function WorkHistoryCard({ providerId }: { providerId?: string }) {
  const { prefix, token, busy, run } = useDownload();
  const { data, isLoading } = useWorkHistoryQuery({ prefix, providerId }, { refetchOnMountOrArgChange: true });
  const download = () =>
    run(() =>
      downloadEndpoint(
        workHistoryEndpoints(prefix, providerId).download,
        workHistoryArgs(prefix, providerId),
        token,
        'work-history.xlsx',
      ),
    );
  return (
    <Panel
      title="Work History"
      level={3}
      actions={
        data &&
        data.rows.length > 0 && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={busy}
            onClick={download}
          >
            Download XLSX
          </Button>
        )
      }
    >
      {isLoading ? (
        <Text size="sm" c="dimmed">
          Loading...
        </Text>
      ) : !data || data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No assignments yet
        </Text>
      ) : (
        <SimpleTable
          minWidth={480}
          striped
          verticalSpacing="xs"
          aria-label="Work history"
          head={['Facility', 'From', 'To', { label: 'Hours Worked (approved)', right: true }]}
          foot={
            <>
              <Table.Th colSpan={3}>Total</Table.Th>
              <Table.Th ta="right">{formatMinutes(data.totalMinutes)}</Table.Th>
            </>
          }
        >
          {data.rows.map((r) => (
            <Table.Tr key={r.assignmentId}>
              <Table.Td>{r.facility.name}</Table.Td>
              <Table.Td>{formatDay(r.startDate)}</Table.Td>
              <Table.Td>{formatDay(r.endDate)}</Table.Td>
              <Table.Td ta="right">{formatMinutes(r.approvedMinutes)}</Table.Td>
            </Table.Tr>
          ))}
        </SimpleTable>
      )}
    </Panel>
  );
}

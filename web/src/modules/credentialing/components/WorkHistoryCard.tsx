import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { downloadEndpoint } from '../../../ui/download.ts';
import { formatDay, formatMinutes } from '../../../ui/format.ts';
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
    <Paper withBorder p="md" radius="sm">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h5">
          Work History
        </Title>
        {data && data.rows.length > 0 && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={busy}
            onClick={download}
          >
            Download XLSX
          </Button>
        )}
      </Group>
      {isLoading ? (
        <Text size="sm" c="dimmed">
          Loading...
        </Text>
      ) : !data || data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No assignments yet
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing="xs" aria-label="Work history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Facility</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th ta="right">Hours Worked (approved)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((r) => (
                <Table.Tr key={r.assignmentId}>
                  <Table.Td>{r.facility.name}</Table.Td>
                  <Table.Td>{formatDay(r.startDate)}</Table.Td>
                  <Table.Td>{formatDay(r.endDate)}</Table.Td>
                  <Table.Td ta="right">{formatMinutes(r.approvedMinutes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>Total</Table.Th>
                <Table.Th ta="right">{formatMinutes(data.totalMinutes)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

import { Anchor, Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { canApprovePayRate, PAY_RATE_MESSAGES, type PayRateDetail } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../app/hooks.ts';
import {
  PAY_RATE_PATHS,
  PAY_RATE_RECORD,
  useApprovePayRateMutation,
  useGetPayRateQuery,
} from '../../modules/pay-rates/api.ts';
import { MarginTable } from '../../modules/pay-rates/components/MarginTable.tsx';
import { PickedRate } from '../../modules/pay-rates/components/PayRatesTable.tsx';
import { RatesTable } from '../../modules/pay-rates/components/RatesTable.tsx';
import { ApproveButton } from '../../ui/ApproveButton.tsx';
import { DetailField, DetailGrid } from '../../ui/DetailField.tsx';
import { formatDateTime, formatDay, personName } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RecordPage } from '../../ui/RecordPage.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** /view-payrates/:payrateid: the rate, its margin per key and the history of the assignment's versions. */
export default function ViewPayRatePage() {
  const { payrateid = '' } = useParams();
  const prefix = useRolePrefix();
  const query = useGetPayRateQuery({ prefix, id: payrateid }, { skip: !payrateid, refetchOnMountOrArgChange: true });
  return (
    <RecordPage title="View Provider Rates" {...PAY_RATE_RECORD} query={query}>
      {(rate) => <PayRateView rate={rate} />}
    </RecordPage>
  );
}

function PayRateView({ rate }: { rate: PayRateDetail }) {
  const prefix = useRolePrefix();
  const canEdit = useScope(['edit-pay-rates']);
  const canApprove = useScope(['approve-pay-rates']);
  const [approve, { isLoading: approving }] = useApprovePayRateMutation();

  return (
    <>
      <PageHeader
        title="View Provider Rates"
        description={`${personName(rate.provider)} at ${rate.facility.name}`}
        backTo={PAY_RATE_PATHS.list}
        backLabel="Provider Rates"
        actions={
          <>
            {canApprove && canApprovePayRate(rate.status) && (
              <ApproveButton
                title="Approve pay rate"
                message="Once approved the rate is locked and used by payments; a change makes a new version."
                loading={approving}
                approve={() => approve({ prefix, id: rate._id }).unwrap()}
                approved={PAY_RATE_MESSAGES.approved}
              />
            )}
            {canEdit && (
              <Button
                component={Link}
                to={PAY_RATE_PATHS.edit(rate._id)}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {rate.status === 'approved' ? 'New Version' : 'Edit'}
              </Button>
            )}
          </>
        }
      />
      <Stack gap="md" maw={1200}>
        <Paper withBorder p="md" radius="sm">
          <DetailGrid>
            <DetailField label="Provider">{personName(rate.provider)}</DetailField>
            <DetailField label="Facility">
              {rate.facility.name}
              {rate.facility.state ? ` (${rate.facility.state})` : ''}
            </DetailField>
            <DetailField label="Effective from">{formatDay(rate.effectiveFrom)}</DetailField>
            <DetailField label="Effective to">{rate.effectiveTo ? formatDay(rate.effectiveTo) : 'Open'}</DetailField>
            <DetailField label="Status">
              <StatusBadge status={rate.status} />
            </DetailField>
            <DetailField label="Version">v{rate.version}</DetailField>
            <DetailField label="Approved">
              {rate.approvedAt ? `${formatDateTime(rate.approvedAt)} by ${rate.approvedBy ?? '-'}` : null}
            </DetailField>
            <DetailField label="Rate (Pay / Bill)">
              <PickedRate rate={rate} />
            </DetailField>
          </DetailGrid>
          {rate.notes && (
            <DetailGrid cols={1} mt="sm">
              <DetailField label="Notes">{rate.notes}</DetailField>
            </DetailGrid>
          )}
        </Paper>
        <Paper withBorder p="md" radius="sm">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Rates
            </Title>
            <RatesTable rate={rate} />
          </Stack>
        </Paper>
        {rate.margin && (
          <Paper withBorder p="md" radius="sm">
            <MarginTable margin={rate.margin} />
          </Paper>
        )}
        <Paper withBorder p="md" radius="sm">
          <Stack gap="xs">
            <Title order={2} size="h4">
              History
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table withTableBorder verticalSpacing={6} aria-label="Versions of this assignment's rates">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Version</Table.Th>
                    <Table.Th scope="col">Effective</Table.Th>
                    <Table.Th scope="col">Rate (Pay / Bill)</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rate.history.map((h) => (
                    <Table.Tr key={h._id} fw={h._id === rate._id ? 600 : undefined}>
                      <Table.Td>
                        {h._id === rate._id ? (
                          `v${h.version} (this)`
                        ) : (
                          <Anchor component={Link} to={PAY_RATE_PATHS.view(h._id)} size="sm">
                            v{h.version}
                          </Anchor>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {formatDay(h.effectiveFrom)} – {h.effectiveTo ? formatDay(h.effectiveTo) : 'open'}
                      </Table.Td>
                      <Table.Td>
                        {h.picked ? (
                          <Group gap={4} wrap="nowrap">
                            <PickedRate rate={{ ...rate, picked: h.picked }} />
                          </Group>
                        ) : (
                          '-'
                        )}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={h.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}

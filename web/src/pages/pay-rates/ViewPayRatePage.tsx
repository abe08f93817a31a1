import { Anchor, Group, Stack, Table } from '@mantine/core';
import { canApprovePayRate, PAY_RATE_MESSAGES, type PayRateDetail, webPaths } from '@portal/contracts';
import { Link, useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { PAY_RATE_RECORD, useApprovePayRateMutation, useGetPayRateQuery } from '../../modules/pay-rates/api.ts';
import { MarginTable } from '../../modules/pay-rates/components/MarginTable.tsx';
import { PickedRate } from '../../modules/pay-rates/components/PayRatesTable.tsx';
import { RatesTable } from '../../modules/pay-rates/components/RatesTable.tsx';
import { ApproveButton } from '../../ui/ApproveButton.tsx';
import { DetailField, DetailGrid } from '../../ui/DetailField.tsx';
import { formatDateTime, formatDay, personName } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { EditButton } from '../../ui/RecordButtons.tsx';
import { RecordPage } from '../../ui/RecordPage.tsx';
import { SimpleTable } from '../../ui/SimpleTable.tsx';
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
        backTo={webPaths.payratesListing}
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
              <EditButton to={webPaths.editPayrates(rate._id)}>
                {rate.status === 'approved' ? 'New Version' : 'Edit'}
              </EditButton>
            )}
          </>
        }
      />
      <Stack gap="md" maw={1200}>
        <Panel>
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
        </Panel>
        <Panel title="Rates">
          <RatesTable rate={rate} />
        </Panel>
        {rate.margin && (
          <Panel>
            <MarginTable margin={rate.margin} />
          </Panel>
        )}
        <Panel title="History">
          <SimpleTable
            minWidth={420}
            withTableBorder
            verticalSpacing={6}
            aria-label="Versions of this assignment's rates"
            head={['Version', 'Effective', 'Rate (Pay / Bill)', 'Status']}
          >
            {rate.history.map((h) => (
              <Table.Tr key={h._id} fw={h._id === rate._id ? 600 : undefined}>
                <Table.Td>
                  {h._id === rate._id ? (
                    `v${h.version} (this)`
                  ) : (
                    <Anchor component={Link} to={webPaths.viewPayrates(h._id)} size="sm">
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
          </SimpleTable>
        </Panel>
      </Stack>
    </>
  );
}

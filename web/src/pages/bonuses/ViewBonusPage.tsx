import { Group, Progress, Stack, Text } from '@mantine/core';
import {
  approveTitleOf,
  BONUS_MESSAGES,
  BONUS_TYPE_LABELS,
  type BonusDetail,
  canApproveBonus,
  isBonusEditable,
  webPaths,
} from '@portal/contracts';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import {
  BONUS_RECORD,
  useApproveBonusMutation,
  useDeleteBonusMutation,
  useGetBonusQuery,
} from '../../modules/bonuses/api.ts';
import { BonusAmount } from '../../modules/bonuses/components/BonusAmount.tsx';
import { ClosedPeriodNotice, usePeriodClosed } from '../../modules/pay-periods/index.ts';
import { payPeriodTypeLabel, periodRange } from '../../modules/timesheets/index.ts';
import { ApproveButton } from '../../ui/ApproveButton.tsx';
import { DetailField, DetailGrid } from '../../ui/DetailField.tsx';
import { formatDateTime, formatDay, personName } from '../../ui/format.ts';
import { Hours } from '../../ui/Money.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { ProviderField } from '../../ui/ProviderField.tsx';
import { DeleteButton, EditButton } from '../../ui/RecordButtons.tsx';
import { RecordPage } from '../../ui/RecordPage.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** Hours Completion Bonus: the provider's approved hours in the period against the threshold. */
function HoursAgainstThreshold({ bonus }: { bonus: BonusDetail }) {
  if (bonus.thresholdMinutes === null || bonus.approvedMinutes === null) return null;
  const percent = Math.min(100, Math.round((bonus.approvedMinutes / bonus.thresholdMinutes) * 100));
  return (
    <Panel>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>Approved hours in the pay period</Text>
          <StatusBadge
            status={bonus.thresholdMet ? 'completed' : 'incomplete'}
            label={bonus.thresholdMet ? 'Threshold reached' : 'Threshold not reached'}
          />
        </Group>
        <Text size="sm" aria-label="Approved hours against the threshold">
          <Hours minutes={bonus.approvedMinutes} fw={600} /> of <Hours minutes={bonus.thresholdMinutes} /> hours
        </Text>
        <Progress
          value={percent}
          color={bonus.thresholdMet ? 'green' : 'orange'}
          aria-label={`${percent}% of the hours threshold`}
        />
        <Text size="xs" c="dimmed">
          From approved time sheets{bonus.assignment ? ` at ${bonus.assignment.facility.name}` : ''}, days{' '}
          {periodRange(bonus.payPeriod)}.
        </Text>
      </Stack>
    </Panel>
  );
}

/** /view-bonus/:bonusId */
export default function ViewBonusPage() {
  const { bonusId = '' } = useParams();
  const prefix = useRolePrefix();
  const query = useGetBonusQuery({ prefix, id: bonusId }, { skip: !bonusId, refetchOnMountOrArgChange: true });
  return (
    <RecordPage title="View Bonus" {...BONUS_RECORD} query={query}>
      {(bonus) => <BonusView bonus={bonus} />}
    </RecordPage>
  );
}

/** The bonus, its approve, edit and delete actions, and an Hours Completion Bonus's progress. */
function BonusView({ bonus }: { bonus: BonusDetail }) {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const canEdit = useScope(['edit-bonuses']);
  const canApprove = useScope(['approve-bonuses']);
  const canDelete = useScope(['delete-bonuses']);
  const [approve, { isLoading: approving }] = useApproveBonusMutation();
  const [remove, { isLoading: removing }] = useDeleteBonusMutation();

  const closed = usePeriodClosed({ payPeriodId: bonus.payPeriod._id });
  const editable = isBonusEditable(bonus.status) && !closed;

  return (
    <>
      <PageHeader
        title="View Bonus"
        description={`${BONUS_TYPE_LABELS[bonus.type]} for ${personName(bonus.provider)}`}
        backTo={webPaths.bonusListing}
        backLabel="Bonuses"
        actions={
          <>
            {canApprove && !closed && canApproveBonus(bonus.status) && (
              <ApproveButton
                title={approveTitleOf(bonus.type)}
                message={`Once approved the ${bonus.type === 'deduction' ? 'deduction' : 'bonus'} is locked and counts toward the provider’s pay.`}
                loading={approving}
                approve={() => approve({ prefix, id: bonus._id }).unwrap()}
                approved={BONUS_MESSAGES.approved}
              />
            )}
            {canEdit && editable && <EditButton to={webPaths.editBonus(bonus._id)} />}
            {canDelete && editable && (
              <DeleteButton
                title="Delete bonus"
                message="Delete this bonus? This cannot be undone."
                loading={removing}
                remove={() => remove({ prefix, id: bonus._id }).unwrap()}
                deleted={BONUS_MESSAGES.deleted}
                onDeleted={() => navigate(webPaths.bonusListing)}
              />
            )}
          </>
        }
      />
      <ClosedPeriodNotice closed={closed} />
      <Stack gap="md" maw={1000}>
        <Panel>
          <DetailGrid>
            <ProviderField provider={bonus.provider} />
            <DetailField label="Type">{BONUS_TYPE_LABELS[bonus.type]}</DetailField>
            <DetailField label="Amount">
              <BonusAmount bonus={bonus} />
            </DetailField>
            <DetailField label="Status">
              <StatusBadge status={bonus.status} />
            </DetailField>
            <DetailField label="Pay Period">
              {payPeriodTypeLabel(bonus.payPeriod.type)}: {periodRange(bonus.payPeriod)}
            </DetailField>
            <DetailField label="Assignment">
              {bonus.assignment
                ? `${bonus.assignment.facility.name} (${formatDay(bonus.assignment.startDate)} – ${formatDay(bonus.assignment.endDate)})`
                : null}
            </DetailField>
            <DetailField label="Hours Threshold">
              {bonus.thresholdMinutes === null ? null : <Hours minutes={bonus.thresholdMinutes} />}
            </DetailField>
            <DetailField label="Approved">
              {bonus.approvedAt ? `${formatDateTime(bonus.approvedAt)} by ${bonus.approvedBy ?? '-'}` : null}
            </DetailField>
          </DetailGrid>
          <DetailGrid cols={1} mt="sm">
            <DetailField label="Notes">{bonus.notes}</DetailField>
          </DetailGrid>
        </Panel>
        <HoursAgainstThreshold bonus={bonus} />
      </Stack>
    </>
  );
}

import { Alert, Stack, Table, Text } from '@mantine/core';
import { NPI_FIELD_LABELS, NPI_MESSAGES, type NpiCheck, type NpiDifference } from '@portal/contracts';
import { fieldErrors } from '../../../lib/errors.ts';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { SimpleTable } from '../../../ui/SimpleTable.tsx';
import { useAcceptNpiCheckMutation, useDismissNpiCheckMutation } from '../api.ts';

/** What the portal holds beside what the registry says, one row per field that differs. */
export function NpiDifferences({ differences }: { differences: NpiDifference[] }) {
  if (differences.length === 0) return null;
  return (
    <SimpleTable head={['Field', 'Portal', 'NPI registry']} minWidth={480}>
      {differences.map((d) => (
        <Table.Tr key={d.field}>
          <Table.Td>{NPI_FIELD_LABELS[d.field]}</Table.Td>
          <Table.Td>{d.portal}</Table.Td>
          <Table.Td>{d.registry}</Table.Td>
        </Table.Tr>
      ))}
    </SimpleTable>
  );
}

/** A check's review and who gave it, when it has one. */
export function NpiReviewNote({ check }: { check: NpiCheck }) {
  if (!check.reviewedAt) return null;
  return (
    <Stack gap={0}>
      <Text size="sm">{check.note}</Text>
      <Text size="xs" c="dimmed">
        {check.reviewedBy}, {formatDateTime(check.reviewedAt)}
      </Text>
    </Stack>
  );
}

export type NpiReviewAction = { check: NpiCheck; action: 'accept' | 'dismiss' } | null;

/** Accept or dismiss a check's differences, with a note kept on the check and in the audit trail. */
export function NpiReviewDialog({ review, onClose }: { review: NpiReviewAction; onClose: () => void }) {
  const prefix = useRolePrefix();
  const [accept] = useAcceptNpiCheckMutation();
  const [dismiss] = useDismissNpiCheckMutation();
  const accepting = review?.action === 'accept';
  const check = review?.check;
  return (
    <ReasonDialog
      opened={review !== null}
      onClose={onClose}
      title={accepting ? 'Accept NPI registry differences' : 'Dismiss NPI registry check'}
      intro={
        check && (
          <Stack gap="xs">
            <Alert color="orange">
              {check.providerName}, NPI {check.npi}: the registry’s record differs from the profile.
            </Alert>
            <NpiDifferences differences={check.differences} />
          </Stack>
        )
      }
      label="Note"
      description="What you compared and why; it is kept with the check and in the audit trail."
      emptyError="Note is required"
      color={accepting ? 'teal' : 'blue'}
      action={accepting ? 'Accept' : 'Dismiss'}
      maxLength={2000}
      submit={async (note) => {
        if (!check) return;
        const res = await (accepting ? accept : dismiss)({ prefix, id: check._id, body: { note } }).unwrap();
        toastSuccess(res.message ?? (accepting ? NPI_MESSAGES.accepted : NPI_MESSAGES.dismissed));
      }}
      errorOf={(err) => fieldErrors(err).note ?? null}
    />
  );
}

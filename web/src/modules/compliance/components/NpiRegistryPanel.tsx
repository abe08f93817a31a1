import { Alert, Group, Stack, Text } from '@mantine/core';
import { NPI_CHECK_STATUS_COLOURS, NPI_CHECK_STATUS_LABELS, NPI_MESSAGES, type NpiCheck } from '@portal/contracts';
import { IconCircleCheck, IconCircleX, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { Panel } from '../../../ui/Panel.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useCheckNpiAgainMutation, useProviderNpiCheckQuery } from '../api.ts';
import { NpiDifferences, type NpiReviewAction, NpiReviewDialog, NpiReviewNote } from './NpiReview.tsx';

/** The latest check's facts: its status, the NPI looked up, when, and why it still waits. */
function CheckFacts({ check }: { check: NpiCheck }) {
  return (
    <Stack gap="sm">
      <DetailGrid>
        <DetailField label="Status">
          <StatusBadge
            status={check.status}
            label={NPI_CHECK_STATUS_LABELS[check.status]}
            color={NPI_CHECK_STATUS_COLOURS[check.status]}
          />
        </DetailField>
        <DetailField label="NPI looked up">{check.npi}</DetailField>
        <DetailField label="Checked at">{check.checkedAt && formatDateTime(check.checkedAt)}</DetailField>
        <DetailField label="Asked at">{formatDateTime(check.requestedAt)}</DetailField>
      </DetailGrid>
      {check.status === 'pending' && check.lastError && (
        <Alert color="gray">
          The registry could not be read ({check.lastError}; {check.attempts} {check.attempts === 1 ? 'try' : 'tries'}).
          The lookup is retried.
        </Alert>
      )}
      {check.status === 'not-found' && <Alert color="red">The NPI registry has no record of this NPI.</Alert>}
      <NpiDifferences differences={check.differences} />
      <NpiReviewNote check={check} />
    </Stack>
  );
}

/** The review's two outcomes, each opening the note dialog. */
const REVIEW_BUTTONS = [
  { action: 'accept', label: 'Accept', icon: IconCircleCheck, color: 'teal', variant: 'filled' },
  { action: 'dismiss', label: 'Dismiss', icon: IconCircleX, color: undefined, variant: 'default' },
] as const;

/** How often a pending lookup is asked after: the registry usually answers within seconds. */
const PENDING_POLL_MS = 5000;

/**
 * The staff provider screen's "NPI registry" panel: the latest lookup of the provider's NPI in NPPES, its
 * differences and their review, and "Check again". `npi` is the profile's: a saved change asks again.
 */
export function NpiRegistryPanel({ providerId, npi }: { providerId: string; npi: string | null }) {
  const prefix = useRolePrefix();
  const canReview = useScope(['review-npi-checks']);
  const [pending, setPending] = useState(false);
  const { data, refetch } = useProviderNpiCheckQuery(
    { prefix, id: providerId },
    { pollingInterval: pending ? PENDING_POLL_MS : 0 },
  );
  useEffect(() => setPending(data?.check?.status === 'pending'), [data]);
  useEffect(() => {
    if (data && data.npi !== npi) refetch();
  }, [data, npi, refetch]);
  const [checkAgain, asking] = useCheckNpiAgainMutation();
  const [review, setReview] = useState<NpiReviewAction>(null);
  const check = data?.check ?? null;
  const toReview = canReview && check?.status === 'differences';
  const again = () =>
    checkAgain({ prefix, id: providerId })
      .unwrap()
      .then((res) => toastSuccess(res.message ?? NPI_MESSAGES.queued))
      .catch(() => undefined); // API errors are toasted by the app
  return (
    <Panel
      title="NPI registry"
      actions={
        <Group gap="xs">
          {toReview &&
            REVIEW_BUTTONS.map((b) => (
              <ActionButton
                key={b.action}
                size="xs"
                color={b.color}
                variant={b.variant}
                icon={b.icon}
                onClick={() => setReview({ check, action: b.action })}
              >
                {b.label}
              </ActionButton>
            ))}
          {canReview && data?.npi && (
            <ActionButton
              size="xs"
              variant="light"
              icon={IconRefresh}
              loading={asking.isLoading}
              disabled={check?.status === 'pending'}
              onClick={again}
            >
              Check again
            </ActionButton>
          )}
        </Group>
      }
    >
      {check ? (
        <CheckFacts check={check} />
      ) : (
        <Text size="sm" c="dimmed">
          {data && !data.npi ? 'No NPI on the profile yet.' : 'Not looked up yet.'}
        </Text>
      )}
      <NpiReviewDialog review={review} onClose={() => setReview(null)} />
    </Panel>
  );
}

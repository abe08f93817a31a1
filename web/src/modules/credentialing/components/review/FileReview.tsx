import { Button, Group, Menu, Stack, Table, Text } from '@mantine/core';
import {
  CREDENTIALING_REVIEW_API,
  type CredentialingReview,
  canApplyReview,
  REVIEW_ITEM_STATUS_LABELS,
  REVIEW_MESSAGES,
  REVIEW_STATUS_COLOURS,
  REVIEW_STATUS_LABELS,
  type ReviewItem,
} from '@portal/contracts';
import { IconCheck, IconDownload, IconFileTypePdf, IconFileZip, IconShare, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useRolePrefix, useScope } from '../../../../lib/hooks.ts';
import { toastSuccess } from '../../../../lib/toast.ts';
import { confirmDestructive } from '../../../../ui/ConfirmDialog.tsx';
import { downloadEndpoint } from '../../../../ui/download.ts';
import { formatDateTime, formatDay } from '../../../../ui/format.ts';
import { Panel } from '../../../../ui/Panel.tsx';
import { SimpleTable } from '../../../../ui/SimpleTable.tsx';
import { StatusBadge } from '../../../../ui/StatusBadge.tsx';
import { useDownload } from '../../../../ui/useDownload.ts';
import {
  useGetCredentialingReviewQuery,
  useMarkReviewReadyMutation,
  useReturnReviewToReviewMutation,
  useSignOffReviewItemMutation,
} from '../../reviewApi.ts';
import { DecisionDialog, SharePacketDialog, SignOffDialog } from './ReviewDialogs.tsx';

const ITEM_COLOURS = { open: 'red', 'signed-off': 'green', 'not-applicable': 'gray' } as const;
type Dialog = { kind: 'sign-off'; item: ReviewItem } | { kind: 'approve' | 'deny' | 'share' } | null;

/** "File Review" of a credentialing record: the checklist and its sign-offs, the committee's status and the packet. */
export function FileReview({ recordId, archived }: { recordId: string; archived: boolean }) {
  const prefix = useRolePrefix();
  const query = useGetCredentialingReviewQuery({ prefix, id: recordId });
  const review = query.data;
  return (
    <section aria-label="File review">
      <Panel
        title="File Review"
        actions={
          review && (
            <StatusBadge
              status={review.status}
              label={REVIEW_STATUS_LABELS[review.status]}
              color={REVIEW_STATUS_COLOURS[review.status]}
              size="lg"
            />
          )
        }
      >
        {review ? (
          <ReviewBody review={review} archived={archived} />
        ) : (
          <Text c="dimmed" size="sm">
            {query.isError ? 'The file review could not be loaded.' : 'Loading the file review…'}
          </Text>
        )}
      </Panel>
    </section>
  );
}

function ReviewBody({ review, archived }: { review: CredentialingReview; archived: boolean }) {
  const prefix = useRolePrefix();
  const canReview = useScope(['review-credentialing']) && !archived;
  const canDecide = useScope(['decide-credentialing']) && !archived;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [ready, { isLoading: readying }] = useMarkReviewReadyMutation();
  const [back, { isLoading: returning }] = useReturnReviewToReviewMutation();
  const [signOff] = useSignOffReviewItemMutation();
  const { token, busy, run } = useDownload();
  const open = review.status === 'in-review';
  const id = review.recordId;
  const download = (format: 'pdf' | 'zip') =>
    run(() =>
      downloadEndpoint(
        CREDENTIALING_REVIEW_API.packet,
        { prefix, id, format },
        token,
        `credentialing-packet.${format}`,
      ),
    );
  const reopen = (item: ReviewItem) =>
    confirmDestructive({
      title: 'Reopen item',
      message: `Reopen "${item.label}"? Its sign-off is cleared (the history keeps it).`,
      confirmLabel: 'Reopen',
      confirmColor: 'orange',
      onConfirm: async () => {
        const res = await signOff({ prefix, id, itemId: item._id, body: { status: 'open' } }).unwrap();
        toastSuccess(res.message ?? REVIEW_MESSAGES.reopened);
      },
    });
  const confirmReady = () => {
    const left = review.items.filter((i) => i.status === 'open').length;
    confirmDestructive({
      title: 'Ready for committee',
      message: left
        ? `${left} checklist ${left === 1 ? 'item is' : 'items are'} still open; the file cannot go to the committee yet.`
        : 'Send the file to the committee? The checklist is locked until it returns to review.',
      confirmLabel: 'Ready for Committee',
      confirmColor: 'blue',
      onConfirm: async () => {
        const res = await ready({ prefix, id }).unwrap();
        toastSuccess(res.message ?? REVIEW_MESSAGES.ready);
      },
    });
  };
  const confirmReturn = () =>
    confirmDestructive({
      title: 'Return to review',
      message: 'Return the file to review? The checklist opens again and a decision taken is cleared.',
      confirmLabel: 'Return to Review',
      confirmColor: 'orange',
      onConfirm: async () => {
        const res = await back({ prefix, id }).unwrap();
        toastSuccess(res.message ?? REVIEW_MESSAGES.returned);
      },
    });

  return (
    <Stack gap="sm">
      {review.decidedOn && (
        <Text size="sm">
          {REVIEW_STATUS_LABELS[review.status]} on {formatDay(review.decidedOn)} by {review.decidedBy}:{' '}
          {review.decisionNote}
        </Text>
      )}
      <SimpleTable
        head={[
          'Item',
          'Status',
          'Signed off',
          'Source',
          'Note',
          canReview && open && { label: 'Actions', hidden: true },
        ]}
        minWidth={820}
        verticalSpacing="xs"
      >
        {review.items.map((item) => (
          <Table.Tr key={item._id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {item.label}
              </Text>
              {item.finding && (
                <Text size="xs" c={item.blocked ? 'red' : 'dimmed'}>
                  {item.finding}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <StatusBadge
                status={item.status}
                label={REVIEW_ITEM_STATUS_LABELS[item.status]}
                color={ITEM_COLOURS[item.status]}
              />
            </Table.Td>
            <Table.Td>
              {item.signedOffBy && (
                <Text size="sm">
                  {item.signedOffBy}
                  <Text span size="xs" c="dimmed" display="block">
                    {formatDateTime(item.signedOffAt)}
                  </Text>
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{item.source}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{item.note}</Text>
            </Table.Td>
            {canReview && open && (
              <Table.Td>
                {item.status === 'open' ? (
                  <Button
                    size="xs"
                    variant="light"
                    color="green"
                    leftSection={<IconCheck size={14} aria-hidden />}
                    aria-label={`Sign off ${item.label}`}
                    onClick={() => setDialog({ kind: 'sign-off', item })}
                  >
                    Sign Off
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="orange"
                    aria-label={`Reopen ${item.label}`}
                    onClick={() => reopen(item)}
                  >
                    Reopen
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </SimpleTable>
      <Group gap="xs" wrap="wrap">
        {canReview && canApplyReview('ready-for-committee', review.status) && (
          <Button loading={readying} onClick={confirmReady}>
            Ready for Committee
          </Button>
        )}
        {canDecide && canApplyReview('approve', review.status) && (
          <Button
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'approve' })}
          >
            Approve
          </Button>
        )}
        {canDecide && canApplyReview('deny', review.status) && (
          <Button color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => setDialog({ kind: 'deny' })}>
            Deny
          </Button>
        )}
        {canReview && canApplyReview('return-to-review', review.status) && (
          <Button variant="light" color="orange" loading={returning} onClick={confirmReturn}>
            Return to Review
          </Button>
        )}
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="default" loading={busy} leftSection={<IconDownload size={16} aria-hidden />}>
              Download Packet
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => download('pdf')}>
              One PDF
            </Menu.Item>
            <Menu.Item leftSection={<IconFileZip size={16} aria-hidden />} onClick={() => download('zip')}>
              ZIP of the documents
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {canReview && (
          <Button
            variant="light"
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'share' })}
          >
            Share Packet with Facility
          </Button>
        )}
      </Group>
      {dialog?.kind === 'sign-off' && (
        <SignOffDialog recordId={id} item={dialog.item} onClose={() => setDialog(null)} />
      )}
      {(dialog?.kind === 'approve' || dialog?.kind === 'deny') && (
        <DecisionDialog recordId={id} decision={dialog.kind} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'share' && <SharePacketDialog review={review} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

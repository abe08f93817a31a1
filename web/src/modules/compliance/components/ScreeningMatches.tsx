import { Alert, Stack, Text } from '@mantine/core';
import {
  COMPLIANCE_MESSAGES,
  EXCLUSION_SOURCE_LABELS,
  MATCH_KIND_LABELS,
  MATCH_KINDS,
  MATCH_STATUS_COLOURS,
  MATCH_STATUSES,
  type ScreeningMatch,
  webPaths,
} from '@portal/contracts';
import { IconCircleCheck, IconCircleX, IconShieldCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { fieldErrors } from '../../../lib/errors.ts';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDateTime, formatDay } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { filterOptions } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { actionsColumn } from '../../../ui/RowActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { linkColumn } from '../../../ui/tableColumns.tsx';
import { useListState } from '../../../ui/useListState.ts';
import {
  type MatchSortBy,
  useConfirmScreeningMatchMutation,
  useDismissScreeningMatchMutation,
  useListScreeningMatchesQuery,
} from '../api.ts';
import { LiftDialog } from './LiftDialog.tsx';

type Review = { match: ScreeningMatch; action: 'confirm' | 'dismiss' } | null;

/** What the list entry says, beside what the provider's profile says (the reviewer compares them). */
function EntrySummary({ m }: { m: ScreeningMatch }) {
  const facts = [
    m.entryNpi && `NPI ${m.entryNpi}`,
    m.entryDateOfBirth && `born ${formatDay(m.entryDateOfBirth)}`,
    m.entryState,
    m.exclusionType && `${m.exclusionType}${m.exclusionDate ? ` since ${formatDay(m.exclusionDate)}` : ''}`,
  ].filter(Boolean);
  return (
    <Stack gap={0}>
      <Text size="sm">{m.entryName}</Text>
      <Text size="xs" c="dimmed">
        {facts.join(' · ')}
      </Text>
    </Stack>
  );
}

/** The review's note, who and when; for a lifted exclusion, the lift's too, with the reinstatement day. */
function ReviewSummary({ m }: { m: ScreeningMatch }) {
  if (!m.reviewedAt) return '-';
  return (
    <Stack gap={0}>
      <Text size="sm">{m.note}</Text>
      <Text size="xs" c="dimmed">
        {m.reviewedBy}, {formatDateTime(m.reviewedAt)}
      </Text>
      {m.liftedAt && (
        <>
          <Text size="sm" mt={4}>
            Lifted: {m.liftNote}
          </Text>
          <Text size="xs" c="dimmed">
            {m.liftedBy}, {formatDateTime(m.liftedAt)}
            {m.reinstatedOn && ` · reinstated ${formatDay(m.reinstatedOn)}`}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** Confirm or dismiss, each with a note kept in the match and its audit row. */
function ReviewDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const prefix = useRolePrefix();
  const [confirm] = useConfirmScreeningMatchMutation();
  const [dismiss] = useDismissScreeningMatchMutation();
  const confirmed = review?.action === 'confirm';
  const m = review?.match;
  return (
    <ReasonDialog
      opened={review !== null}
      onClose={onClose}
      title={confirmed ? 'Confirm exclusion' : 'Dismiss possible match'}
      intro={
        m && (
          <Alert color={confirmed ? 'red' : 'gray'}>
            {m.providerName} against {m.entryName} ({EXCLUSION_SOURCE_LABELS[m.source]}).{' '}
            {confirmed && 'The provider is flagged, new assignments are refused and payments are held.'}
          </Alert>
        )
      }
      label="Note"
      description="What you compared and why; it is kept with the match and in the audit trail."
      emptyError="Note is required"
      color={confirmed ? 'red' : 'blue'}
      action={confirmed ? 'Confirm Exclusion' : 'Dismiss'}
      maxLength={2000}
      submit={async (note) => {
        if (!m) return;
        const send = confirmed ? confirm : dismiss;
        const res = await send({ prefix, id: m._id, body: { note } }).unwrap();
        toastSuccess(res.message ?? (confirmed ? COMPLIANCE_MESSAGES.confirmed : COMPLIANCE_MESSAGES.dismissed));
      }}
      errorOf={(err) => fieldErrors(err).note ?? null}
    />
  );
}

/** Screening matches to review (pending first by default), with their list entry and outcome. */
export function ScreeningMatches() {
  const prefix = useRolePrefix();
  const canManage = useScope(['manage-compliance']);
  const [review, setReview] = useState<Review>(null);
  const [lifting, setLifting] = useState<ScreeningMatch | null>(null);
  const list = useListState<MatchSortBy>('screening-matches', {
    sort: { sortBy: 'createdAt', sortDirection: 1 },
    filters: { status: 'pending' },
  });
  const table = listTable(list, useListScreeningMatchesQuery({ prefix, ...list.request }), {
    noRecordsText: 'No screening matches',
    searchPlaceholder: 'Search by provider name',
  });
  const columns = useMemo<DataTableColumn<ScreeningMatch>[]>(
    () => [
      linkColumn<ScreeningMatch>('providerName', 'Provider', (m) => ({
        to: webPaths.viewProviders(m.providerId),
        text: m.providerName,
      })),
      {
        accessor: 'kind',
        title: 'Match',
        render: (m) => (
          <StatusBadge status={m.kind} label={MATCH_KIND_LABELS[m.kind]} color={m.kind === 'npi' ? 'red' : 'orange'} />
        ),
      },
      { accessor: 'entryName', title: 'List entry', render: (m) => <EntrySummary m={m} /> },
      { accessor: 'source', title: 'List', render: (m) => EXCLUSION_SOURCE_LABELS[m.source] },
      {
        accessor: 'similarity',
        title: 'Name similarity',
        sortable: true,
        render: (m) => `${Math.round(m.similarity * 100)}%`,
      },
      {
        accessor: 'status',
        title: 'Status',
        render: (m) => <StatusBadge status={m.status} color={MATCH_STATUS_COLOURS[m.status]} />,
      },
      { accessor: 'note', title: 'Review', render: (m) => <ReviewSummary m={m} /> },
      { accessor: 'createdAt', title: 'Found', sortable: true, render: (m) => formatDateTime(m.createdAt) },
      actionsColumn((m) => ({
        name: m.providerName,
        actions: [
          {
            label: 'Confirm exclusion',
            icon: <IconCircleCheck size={18} aria-hidden />,
            color: 'red',
            hidden: !canManage || m.status !== 'pending',
            onClick: () => setReview({ match: m, action: 'confirm' }),
          },
          {
            label: 'Dismiss',
            icon: <IconCircleX size={18} aria-hidden />,
            hidden: !canManage || m.status !== 'pending',
            onClick: () => setReview({ match: m, action: 'dismiss' }),
          },
          {
            label: 'Lift exclusion',
            icon: <IconShieldCheck size={18} aria-hidden />,
            color: 'teal',
            hidden: !canManage || m.status !== 'confirmed',
            onClick: () => setLifting(m),
          },
        ],
      })),
    ],
    [canManage],
  );
  return (
    <>
      <DataTable<ScreeningMatch, MatchSortBy>
        {...table}
        columns={columns}
        toolbar={
          <>
            <ListFilter list={list} filterKey="status" label="Status" options={filterOptions(MATCH_STATUSES)} />
            <ListFilter
              list={list}
              filterKey="kind"
              label="Match"
              options={filterOptions(MATCH_KINDS, MATCH_KIND_LABELS)}
            />
          </>
        }
      />
      <ReviewDialog review={review} onClose={() => setReview(null)} />
      <LiftDialog key={lifting?._id ?? 'none'} match={lifting} onClose={() => setLifting(null)} />
    </>
  );
}

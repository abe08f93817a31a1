import { Stack, Text } from '@mantine/core';
import {
  NPI_CHECK_STATUS_COLOURS,
  NPI_CHECK_STATUS_LABELS,
  NPI_CHECK_STATUSES,
  NPI_FIELD_LABELS,
  type NpiCheck,
  webPaths,
} from '@portal/contracts';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { filterOptions } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { RowActions } from '../../../ui/RowActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { linkColumn } from '../../../ui/tableColumns.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { type NpiCheckSortBy, useListNpiChecksQuery } from '../api.ts';
import { type NpiReviewAction, NpiReviewDialog, NpiReviewNote } from './NpiReview.tsx';

/** Each difference as 'Field: portal / registry'. */
function DifferenceLines({ check }: { check: NpiCheck }) {
  if (check.differences.length === 0) return check.lastError ?? '-';
  return (
    <Stack gap={2}>
      {check.differences.map((d) => (
        <Text key={d.field} size="sm">
          <b>{NPI_FIELD_LABELS[d.field]}</b>: {d.portal} / {d.registry}
        </Text>
      ))}
    </Stack>
  );
}

/** NPI registry checks, those with differences to review first (the default filter). */
export function NpiChecks() {
  const prefix = useRolePrefix();
  const canReview = useScope(['review-npi-checks']);
  const [review, setReview] = useState<NpiReviewAction>(null);
  const list = useListState<NpiCheckSortBy>('npi-checks', {
    sort: { sortBy: 'requestedAt', sortDirection: 1 },
    filters: { status: 'differences' },
  });
  const query = useListNpiChecksQuery({ prefix, ...list.request });
  const columns = useMemo<DataTableColumn<NpiCheck>[]>(
    () => [
      linkColumn<NpiCheck>('providerName', 'Provider', (c) => ({
        to: webPaths.viewProviders(c.providerId),
        text: c.providerName,
      })),
      { accessor: 'npi', title: 'NPI' },
      {
        accessor: 'status',
        title: 'Status',
        sortable: true,
        render: (c) => (
          <StatusBadge
            status={c.status}
            label={NPI_CHECK_STATUS_LABELS[c.status]}
            color={NPI_CHECK_STATUS_COLOURS[c.status]}
          />
        ),
      },
      { accessor: 'differences', title: 'Portal / NPI registry', render: (c) => <DifferenceLines check={c} /> },
      { accessor: 'note', title: 'Review', render: (c) => <NpiReviewNote check={c} /> },
      {
        accessor: 'requestedAt',
        title: 'Checked',
        sortable: true,
        render: (c) => formatDateTime(c.checkedAt ?? c.requestedAt),
      },
      {
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        render: (c) => (
          <RowActions
            name={c.providerName}
            actions={[
              {
                label: 'Accept',
                icon: <IconCircleCheck size={18} aria-hidden />,
                color: 'teal',
                hidden: !canReview || c.status !== 'differences',
                onClick: () => setReview({ check: c, action: 'accept' }),
              },
              {
                label: 'Dismiss',
                icon: <IconCircleX size={18} aria-hidden />,
                hidden: !canReview || c.status !== 'differences',
                onClick: () => setReview({ check: c, action: 'dismiss' }),
              },
            ]}
          />
        ),
      },
    ],
    [canReview],
  );
  return (
    <>
      <DataTable<NpiCheck, NpiCheckSortBy>
        {...listTable(list, query, {
          noRecordsText: 'No NPI registry checks',
          searchPlaceholder: 'Search by provider name or NPI',
        })}
        columns={columns}
        toolbar={
          <ListFilter
            list={list}
            filterKey="status"
            label="Status"
            options={filterOptions(NPI_CHECK_STATUSES, NPI_CHECK_STATUS_LABELS)}
          />
        }
      />
      <NpiReviewDialog review={review} onClose={() => setReview(null)} />
    </>
  );
}

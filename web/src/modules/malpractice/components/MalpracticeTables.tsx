import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  EXPIRY_WINDOW_LABELS,
  EXPIRY_WINDOWS,
  MALPRACTICE_API,
  MALPRACTICE_STATE_RULE,
  type MalpracticeInfo,
  SPECIALTY_VALUES,
  type StateRate,
} from '@portal/contracts';
import { IconEdit, IconNotes } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { isApiError } from '../../../lib/http.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { formatDateTime, formatDay, personName } from '../../../ui/format.ts';
import { serverMessage } from '../../../ui/forms.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { ALL_OPTION, filterOptions } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { Money } from '../../../ui/Money.tsx';
import { actionsColumn, RowActions } from '../../../ui/RowActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useListState } from '../../../ui/useListState.ts';
import {
  type InfoSortBy,
  MALPRACTICE_PATHS,
  type StateRateSortBy,
  useAddMalpracticeNoteMutation,
  useInsuranceProvidersQuery,
  useListExpiredMalpracticeQuery,
  useListMalpracticeInfoQuery,
  useListStateRatesQuery,
  useMalpracticeNotesQuery,
} from '../api.ts';

const SPECIALTY_LABEL: Record<string, string> = { crna: 'CRNA', anesthesiologist: 'Anesthesiologist', aa: 'AA' };
const SPECIALTY_OPTIONS = filterOptions(SPECIALTY_VALUES, SPECIALTY_LABEL);

function useInsurerOptions() {
  const prefix = useRolePrefix();
  const { data } = useInsuranceProvidersQuery({ prefix });
  return useMemo(() => [ALL_OPTION, ...(data ?? []).map((i) => ({ value: i._id, label: i.name }))], [data]);
}

/** State rates: what cover costs per hour per insurer, state and specialty. */
export function StateRatesTable() {
  const prefix = useRolePrefix();
  const list = useListState<StateRateSortBy>('malpractice-state-rates', {
    sort: { sortBy: 'state', sortDirection: -1 },
  });
  const table = listTable(list, useListStateRatesQuery({ prefix, ...list.request }), {
    noRecordsText: 'No malpractice rates found',
    searchPlaceholder: 'Search by insurer or state',
  });
  const insurers = useInsurerOptions();
  const canExport = useScope(['export-malpractice-rates']);
  const columns: DataTableColumn<StateRate>[] = [
    { accessor: 'insuranceProvider', title: 'Insurance Provider', render: (r) => r.insuranceProvider.name },
    { accessor: 'state', title: 'Facility State', sortable: true },
    {
      accessor: 'specialty',
      title: 'Specialty',
      sortable: true,
      render: (r) => SPECIALTY_LABEL[r.specialty] ?? r.specialty,
    },
    {
      accessor: 'hourlyCost',
      title: 'Cost per Hour',
      sortable: true,
      textAlign: 'right',
      render: (r) => <Money value={Number(r.hourlyCost)} />,
    },
    {
      accessor: 'effectiveFrom',
      title: 'Effective',
      sortable: true,
      render: (r) => `${formatDay(r.effectiveFrom)} – ${r.effectiveTo ? formatDay(r.effectiveTo) : 'open'}`,
    },
    actionsColumn((r) => ({
      name: `${r.insuranceProvider.name} ${r.state} ${SPECIALTY_LABEL[r.specialty] ?? r.specialty}`,
      actions: [
        {
          label: 'Edit',
          icon: <IconEdit size={18} aria-hidden />,
          scope: ['edit-malpractice-rates'],
          to: MALPRACTICE_PATHS.editRate(r._id),
        },
      ],
    })),
  ];
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {MALPRACTICE_STATE_RULE}.
      </Text>
      <DataTable<StateRate, StateRateSortBy>
        {...table}
        columns={columns}
        toolbar={
          <>
            <ListFilter list={list} filterKey="insuranceProviderId" label="Insurance provider" options={insurers} />
            <ListFilter list={list} filterKey="specialty" label="Specialty" options={SPECIALTY_OPTIONS} width={160} />
            {canExport && (
              <ExportButton
                endpoint={MALPRACTICE_API.exportStateRates}
                body={list.request.body}
                filename="malpractice-rates.xlsx"
              />
            )}
          </>
        }
      />
    </Stack>
  );
}

function NotesDialog({ info, opened, onClose }: { info: MalpracticeInfo; opened: boolean; onClose: () => void }) {
  const prefix = useRolePrefix();
  const canEdit = useScope(['edit-malpractice-rates']);
  const { data: notes } = useMalpracticeNotesQuery({ prefix, id: info._id }, { skip: !opened });
  const [add, { isLoading }] = useAddMalpracticeNoteMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={`Notes: ${personName(info.provider)}`} centered>
      <Stack gap="sm">
        {(notes ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            No notes yet.
          </Text>
        ) : (
          (notes ?? []).map((n) => (
            <Stack key={n._id} gap={0}>
              <Text size="sm">{n.note}</Text>
              <Text size="xs" c="dimmed">
                {n.authorName ?? '-'}, {formatDateTime(n.createdAt)}
              </Text>
            </Stack>
          ))
        )}
        {canEdit && (
          <>
            <Textarea
              label="New note"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={error}
              maxLength={2000}
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button
                loading={isLoading}
                onClick={async () => {
                  setError(null);
                  try {
                    const res = await add({ prefix, id: info._id, body: { note: text } }).unwrap();
                    toastSuccess(res.message ?? 'Note added successfully');
                    setText('');
                  } catch (e) {
                    if (isApiError(e)) setError(serverMessage(e));
                  }
                }}
              >
                Add Note
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

/** A cover's actions: Edit, and on the expired-malpractice list its Notes. */
function InfoActions({ info, expired }: { info: MalpracticeInfo; expired: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <RowActions
        name={`malpractice cover of ${personName(info.provider)}`}
        actions={[
          {
            label: 'Edit',
            icon: <IconEdit size={18} aria-hidden />,
            scope: ['edit-malpractice-rates'],
            to: `${MALPRACTICE_PATHS.editInfo(info._id)}${expired ? '?from=expired' : ''}`,
          },
          { label: 'Notes', icon: <IconNotes size={18} aria-hidden />, onClick: open, hidden: !expired },
        ]}
      />
      {opened && <NotesDialog info={info} opened={opened} onClose={close} />}
    </>
  );
}

/** 'Expires today', 'Expires in 1 day', 'Expires in 20 days'. */
const expiresIn = (days: number) =>
  days === 0 ? 'Expires today' : `Expires in ${days} ${days === 1 ? 'day' : 'days'}`;

const WINDOW_OPTIONS = EXPIRY_WINDOWS.map((w) => ({ value: w, label: EXPIRY_WINDOW_LABELS[w] }));

/** Providers' covers; `expired` lists those expired or expiring within the chosen window, with notes and download. */
export function MalpracticeInfoTable({ expired = false }: { expired?: boolean }) {
  const prefix = useRolePrefix();
  const list = useListState<InfoSortBy>(expired ? 'expired-malpractice' : 'malpractice-info', {
    sort: { sortBy: 'expiryDate', sortDirection: -1 },
    ...(expired ? { filters: { within: '90' } } : {}),
  });
  const args = { prefix, ...list.request };
  const info = useListMalpracticeInfoQuery(args, { skip: expired });
  const expiring = useListExpiredMalpracticeQuery(args, { skip: !expired });
  const table = listTable(list, expired ? expiring : info, {
    noRecordsText: expired ? 'No expired or expiring malpractice cover' : 'No malpractice information found',
    searchPlaceholder: 'Search by provider or policy',
  });
  const columns: DataTableColumn<MalpracticeInfo>[] = [
    { accessor: 'provider', title: 'Provider', sortable: true, render: (r) => personName(r.provider) },
    { accessor: 'insuranceProvider', title: 'Insurance Provider', render: (r) => r.insuranceProvider.name },
    { accessor: 'policyNumber', title: 'Policy Number' },
    {
      accessor: 'limits',
      title: 'Limits',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            <Money value={r.perClaim === null ? null : Number(r.perClaim)} /> per claim
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <Money value={r.aggregate === null ? null : Number(r.aggregate)} /> aggregate
          </Text>
        </Stack>
      ),
    },
    { accessor: 'expiryDate', title: 'Expiry Date', sortable: true, render: (r) => formatDay(r.expiryDate) },
    {
      accessor: 'daysLeft',
      title: 'Status',
      render: (r) =>
        r.daysLeft < 0 ? (
          <StatusBadge status="rejected" label="Expired" />
        ) : r.daysLeft <= 90 ? (
          <StatusBadge status="pending" label={expiresIn(r.daysLeft)} />
        ) : (
          <StatusBadge status="approved" label="Active" />
        ),
    },
    ...(expired
      ? [{ accessor: 'latestNote', title: 'Latest Note', render: (r: MalpracticeInfo) => r.latestNote ?? '-' }]
      : []),
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (r) => <InfoActions info={r} expired={expired} />,
    },
  ];
  return (
    <DataTable<MalpracticeInfo, InfoSortBy>
      {...table}
      columns={columns}
      toolbar={
        expired ? (
          <>
            <ListFilter list={list} filterKey="within" label="Expiry" options={WINDOW_OPTIONS} width={300} />
            <ExportButton
              endpoint={MALPRACTICE_API.exportExpired}
              body={list.request.body}
              filename="expired-malpractice.xlsx"
              label="Download"
            />
          </>
        ) : undefined
      }
    />
  );
}

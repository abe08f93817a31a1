import { Modal } from '@mantine/core';
import { GUEST_ACCESS_LABELS, type Share } from '@portal/contracts';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { useListState } from '../../../ui/useListState.ts';
import { useShareAccessesQuery } from '../api.ts';

type Access = { at: string; action: string; documentName: string | null; ip: string | null; email: string | null };

/** Refused steps read in red: someone tried and failed, or was locked out. */
const REFUSED = new Set(['wrong-email', 'wrong-code', 'locked-out', 'link-ended']);

/**
 * A share's whole access history, paged: codes sent, wrong addresses and codes, lock-outs, sign-ins, reads and
 * downloads, newest first.
 */
export function ShareHistoryModal({ share, onClose }: { share: Share | null; onClose: () => void }) {
  const prefix = useRolePrefix();
  const list = useListState<'at'>(`share-accesses-${share?._id ?? ''}`, { sort: { sortBy: 'at', sortDirection: 1 } });
  const { data, isFetching } = useShareAccessesQuery(
    // The history takes no filters (the contract has none).
    { prefix, id: share?._id ?? '', ...list.request, body: { ...list.request.body, filters: {} } },
    { skip: !share, refetchOnMountOrArgChange: true },
  );
  const columns = useMemo<DataTableColumn<Access>[]>(
    () => [
      { accessor: 'at', title: 'When', sortable: true, render: (a) => formatDateTime(a.at) },
      {
        accessor: 'action',
        title: 'What',
        render: (a) => (
          <span style={REFUSED.has(a.action) ? { color: 'var(--mantine-color-red-8)', fontWeight: 600 } : undefined}>
            {GUEST_ACCESS_LABELS[a.action] ?? a.action}
          </span>
        ),
      },
      { accessor: 'documentName', title: 'Document or folder', render: (a) => a.documentName ?? '-' },
      { accessor: 'ip', title: 'IP address', render: (a) => a.ip ?? '-' },
    ],
    [],
  );
  return (
    <Modal opened={share !== null} onClose={onClose} title={`Access history: ${share?.email ?? ''}`} size="xl">
      <DataTable<Access, 'at'>
        list={list}
        columns={columns}
        result={{ data, isFetching }}
        idAccessor={(a) => `${a.at}-${a.action}-${a.documentName ?? ''}`}
        searchable={false}
        noRecordsText="The guest has not used the link yet"
      />
    </Modal>
  );
}

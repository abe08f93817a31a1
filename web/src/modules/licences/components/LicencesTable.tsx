import { Anchor, Button, Select, Text } from '@mantine/core';
import { canApply, LICENCE_STATUSES, LICENCE_WORKFLOW, type Licence, VERIFICATION_SOURCES } from '@portal/contracts';
import { IconBan, IconEye, IconPencil, IconRosetteDiscountCheck, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDay } from '../../../ui/format.ts';
import { filterOptions, filterValue, withFilter } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { RowActions } from '../../../ui/RowActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { type ListController, useListState } from '../../../ui/useListState.ts';
import { type LicenceSortBy, useListLicencesQuery } from '../api.ts';
import { STATE_OPTIONS, typeLabel } from '../licenceForm.ts';
import { LICENCE_PATHS } from '../paths.ts';
import { licenceName, RevokeLicenceDialog, VerifyLicenceDialog } from './LicenceDialogs.tsx';

const EXPIRING_OPTIONS = [
  { value: 'all', label: 'Any time' },
  { value: '30', label: 'Within 30 days' },
  { value: '60', label: 'Within 60 days' },
  { value: '90', label: 'Within 90 days' },
];
const STATUS_LABELS = { pending: 'Pending', active: 'Active (verified)', expired: 'Expired', revoked: 'Revoked' };

/** State, status and "expiring within" filters, kept with the list's state. */
function Filters({ list }: { list: ListController<LicenceSortBy> }) {
  const filters = list.state.filters;
  const select = (label: string, key: string, data: { value: string; label: string }[], w = 170) => (
    <Select
      label={label}
      data={data}
      value={filterValue(filters, key)}
      onChange={(value) => list.setFilters(withFilter(filters, key, value))}
      allowDeselect={false}
      searchable={key === 'state'}
      comboboxProps={{ withinPortal: true }}
      w={{ base: '100%', xs: w }}
    />
  );
  return (
    <>
      {select('State', 'state', [{ value: 'all', label: 'All' }, ...STATE_OPTIONS], 190)}
      {select('Status', 'status', filterOptions(LICENCE_STATUSES, STATUS_LABELS))}
      {select('Expiring', 'expiringWithin', EXPIRING_OPTIONS)}
    </>
  );
}

const daysText = (l: Licence) =>
  l.daysLeft < 0 ? `${-l.daysLeft} days ago` : l.daysLeft === 0 ? 'today' : `in ${l.daysLeft} days`;

interface LicencesTableProps {
  /** One provider's licences (their tab): the provider column is left out. */
  providerId?: string;
  /** The signed-in provider's own licences: read-only, with the renewal upload link. */
  own?: boolean;
}

/**
 * Licences: search by number, state or provider; filter by state, status and expiry window; sort by expiry, state,
 * number, provider or status. Staff view, edit ('edit-licences'), verify ('verify-licences') and revoke; a provider
 * sees their own with a link to the renewal upload.
 */
export function LicencesTable({ providerId, own = false }: LicencesTableProps) {
  const prefix = useRolePrefix();
  const list = useListState<LicenceSortBy>(own ? 'own-licences' : providerId ? 'provider-licences' : 'licences', {
    sort: { sortBy: 'expiresOn', sortDirection: -1 },
    filters: providerId ? { providerId } : {},
  });
  const table = listTable(list, useListLicencesQuery({ prefix, ...list.request }), {
    noRecordsText: 'No licences found',
    searchPlaceholder: own ? 'Search by number or state' : 'Search by number, state or provider',
  });
  const [verifying, setVerifying] = useState<Licence | null>(null);
  const [revoking, setRevoking] = useState<Licence | null>(null);

  const columns = useMemo<DataTableColumn<Licence>[]>(() => {
    const cols: DataTableColumn<Licence>[] = [];
    if (!own && !providerId)
      cols.push({
        accessor: 'provider',
        title: 'Provider',
        sortable: true,
        render: (r) => (
          <Anchor component={Link} to={LICENCE_PATHS.ofProvider(r.provider._id)} size="sm">
            {r.provider.firstName} {r.provider.lastName}
          </Anchor>
        ),
      });
    cols.push(
      { accessor: 'state', title: 'State', sortable: true },
      { accessor: 'type', title: 'Type', render: (r) => typeLabel(r.type) },
      { accessor: 'number', title: 'Number', sortable: true },
      {
        accessor: 'expiresOn',
        title: 'Expires',
        sortable: true,
        render: (r) => (
          <>
            {formatDay(r.expiresOn)}
            <Text size="xs" c={r.daysLeft <= 30 ? 'red' : 'dimmed'}>
              {daysText(r)}
            </Text>
          </>
        ),
      },
      { accessor: 'status', title: 'Status', sortable: true, render: (r) => <StatusBadge status={r.status} /> },
      {
        accessor: 'verifiedAt',
        title: 'Verified',
        render: (r) =>
          r.verifiedAt ? (
            <Text size="sm">
              {r.verifiedBy?.name}, {formatDay(r.verifiedAt.slice(0, 10))}
              <Text span size="xs" c="dimmed" display="block">
                {r.verificationSource ? VERIFICATION_SOURCES[r.verificationSource] : ''}
              </Text>
            </Text>
          ) : (
            '-'
          ),
      },
    );
    if (own)
      cols.push({
        accessor: 'actions',
        title: 'Renewal',
        textAlign: 'right',
        render: (r) =>
          r.renewalPath && (
            <Button
              component={Link}
              to={r.renewalPath}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} aria-hidden />}
              aria-label={`Upload renewal of ${licenceName(r)}`}
            >
              Upload renewal
            </Button>
          ),
      });
    else
      cols.push({
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        render: (r) => (
          <RowActions
            name={licenceName(r)}
            actions={[
              { label: 'View', icon: <IconEye size={18} aria-hidden />, to: LICENCE_PATHS.view(r._id) },
              {
                label: 'Edit',
                icon: <IconPencil size={18} aria-hidden />,
                scope: ['edit-licences'],
                hidden: r.status === 'revoked',
                to: LICENCE_PATHS.edit(r._id),
              },
              {
                label: 'Verify',
                icon: <IconRosetteDiscountCheck size={18} aria-hidden />,
                color: 'green',
                scope: ['verify-licences'],
                hidden: !canApply(LICENCE_WORKFLOW, 'verify', r.status),
                onClick: () => setVerifying(r),
              },
              {
                label: 'Revoke',
                icon: <IconBan size={18} aria-hidden />,
                color: 'red',
                scope: ['edit-licences'],
                hidden: !canApply(LICENCE_WORKFLOW, 'revoke', r.status),
                onClick: () => setRevoking(r),
              },
            ]}
          />
        ),
      });
    return cols;
  }, [own, providerId]);

  return (
    <>
      <DataTable<Licence, LicenceSortBy> {...table} columns={columns} toolbar={<Filters list={list} />} />
      <VerifyLicenceDialog licence={verifying} onClose={() => setVerifying(null)} />
      <RevokeLicenceDialog licence={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

import { Text } from '@mantine/core';
import { type IconUser, USER_STATUSES, webPaths } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';

import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDate } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { ALL_OPTION, filterOptions } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { actionsColumn } from '../../../ui/RowActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { useGetAllRolesQuery } from '../../roles/index.ts';
import { type IconUserSortBy, useListIconUsersQuery } from '../api.ts';
import { fullName } from '../iconUserForm.ts';

/** The key of the staff users list in the searchFilters slice. */
const ICON_USERS_LIST_KEY = 'icon-users';

const STATUS_OPTIONS = filterOptions(USER_STATUSES);

/**
 * The staff users list: search by name or e-mail, filter by status and role (kept with the list's state, so coming
 * back restores them), sort by name, e-mail, status or creation date, and edit (with 'edit-icon-users').
 */
export function IconUsersTable() {
  const prefix = useRolePrefix();
  const canEdit = useScope(['edit-icon-users']);
  // The role filter needs the role list, which an icon user may only read with 'view-roles'.
  const canListRoles = useScope(['view-roles']);
  const list = useListState<IconUserSortBy>(ICON_USERS_LIST_KEY, { sort: { sortBy: 'createdAt', sortDirection: 1 } });
  const table = listTable(list, useListIconUsersQuery({ prefix, ...list.request }), {
    noRecordsText: 'No users found',
    searchPlaceholder: 'Search by name or e-mail',
  });
  const { data: roles } = useGetAllRolesQuery({ prefix }, { skip: !canListRoles });

  const roleFilterOptions = useMemo(
    () => [ALL_OPTION, ...(roles ?? []).map((r) => ({ value: r._id, label: r.name }))],
    [roles],
  );

  const columns = useMemo<DataTableColumn<IconUser>[]>(() => {
    const cols: DataTableColumn<IconUser>[] = [
      { accessor: 'name', title: 'Name', sortable: true, render: (user) => fullName(user) },
      { accessor: 'email', title: 'E-mail', sortable: true },
      {
        accessor: 'role',
        title: 'Role',
        render: (user) =>
          user.role ? (
            user.role.name
          ) : (
            <Text size="sm" c="dimmed">
              -
            </Text>
          ),
      },
      {
        accessor: 'status',
        title: 'Status',
        sortable: true,
        render: (user) => <StatusBadge status={user.status} />,
      },
      { accessor: 'createdAt', title: 'Created', sortable: true, render: (user) => formatDate(user.createdAt) },
    ];
    if (canEdit) {
      cols.push(
        actionsColumn((user) => ({
          name: fullName(user),
          actions: [
            { label: 'Edit', icon: <IconPencil size={18} aria-hidden />, to: webPaths.editIconUsers(user._id) },
          ],
        })),
      );
    }
    return cols;
  }, [canEdit]);

  return (
    <DataTable<IconUser, IconUserSortBy>
      {...table}
      columns={columns}
      toolbar={
        <>
          <ListFilter list={list} filterKey="status" label="Status" options={STATUS_OPTIONS} />
          {canListRoles && <ListFilter list={list} filterKey="roleId" label="Role" options={roleFilterOptions} />}
        </>
      }
    />
  );
}

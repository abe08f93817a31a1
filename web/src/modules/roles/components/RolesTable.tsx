import { Text } from '@mantine/core';
import { ROLE_MESSAGES, type Role, webPaths } from '@portal/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';

import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDate } from '../../../ui/format.ts';
import { listTable } from '../../../ui/listTable.ts';
import { actionsColumn } from '../../../ui/RowActions.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { type RoleSortBy, useDeleteRoleMutation, useListRolesQuery } from '../api.ts';

/** The key of the roles list in the searchFilters slice. */
const ROLES_LIST_KEY = 'roles';

/** The roles list: search, sort by name or creation date, edit and delete (each shown only with its permission). */
export function RolesTable() {
  const prefix = useRolePrefix();
  const canEdit = useScope(['edit-roles']);
  const canDelete = useScope(['delete-roles']);
  const list = useListState<RoleSortBy>(ROLES_LIST_KEY, { sort: { sortBy: 'createdAt', sortDirection: 1 } });
  // The roles list has no filters (the contract's body takes none).
  const table = listTable(
    list,
    useListRolesQuery({
      prefix,
      ...list.request,
      body: { ...list.request.body, filters: {} },
    }),
    { noRecordsText: 'No roles found', searchPlaceholder: 'Search roles' },
  );
  const [deleteRole] = useDeleteRoleMutation();

  const columns = useMemo<DataTableColumn<Role>[]>(() => {
    const askDelete = (role: Role) =>
      confirmDestructive({
        title: 'Delete role',
        message: `Are you sure you want to delete the role "${role.name}"? This cannot be undone.`,
        confirmLabel: 'Delete',
        onConfirm: async () => {
          try {
            const res = await deleteRole({ prefix, id: role._id }).unwrap();
            toastSuccess(res.message ?? ROLE_MESSAGES.deleted);
          } catch {
            // The app's error listener shows the server's message (e.g. the role is assigned to users).
          }
        },
      });

    const cols: DataTableColumn<Role>[] = [
      { accessor: 'name', title: 'Name', sortable: true },
      {
        accessor: 'description',
        title: 'Description',
        render: (role) => (
          <Text size="sm" lineClamp={2}>
            {role.description || '-'}
          </Text>
        ),
      },
      { accessor: 'permissions', title: 'Permissions', textAlign: 'right', render: (role) => role.permissions.length },
      { accessor: 'userCount', title: 'Users', textAlign: 'right' },
      { accessor: 'createdAt', title: 'Created', sortable: true, render: (role) => formatDate(role.createdAt) },
    ];
    if (canEdit || canDelete) {
      cols.push(
        actionsColumn((role) => ({
          name: role.name,
          actions: [
            {
              label: 'Edit',
              icon: <IconPencil size={18} aria-hidden />,
              hidden: !canEdit,
              to: webPaths.editRoles(role._id),
            },
            {
              label: 'Delete',
              icon: <IconTrash size={18} aria-hidden />,
              color: 'red',
              hidden: !canDelete,
              onClick: () => askDelete(role),
            },
          ],
        })),
      );
    }
    return cols;
  }, [canEdit, canDelete, deleteRole, prefix]);

  return <DataTable<Role, RoleSortBy> {...table} columns={columns} />;
}

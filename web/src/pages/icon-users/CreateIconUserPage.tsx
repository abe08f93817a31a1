import { Paper } from '@mantine/core';
import { ICON_USER_MESSAGES, webPaths } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useCreateIconUserMutation } from '../../modules/icon-users/api.ts';
import { CreateIconUserForm } from '../../modules/icon-users/components/IconUserForm.tsx';
import { roleOptions } from '../../modules/icon-users/iconUserForm.ts';
import { useGetAllRolesQuery } from '../../modules/roles/api.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

const LIST_PATH = webPaths.iconUsersListing;

/** /create-icon-users */
export default function CreateIconUserPage() {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const canListRoles = useScope(['view-roles']);
  const { data: roles, isLoading: rolesLoading } = useGetAllRolesQuery({ prefix }, { skip: !canListRoles });
  const [createIconUser] = useCreateIconUserMutation();

  return (
    <>
      <PageHeader title="Create ICON User" backTo={LIST_PATH} />
      <Paper withBorder p="md" radius="sm" maw={760}>
        <CreateIconUserForm
          roles={roleOptions(roles)}
          rolesLoading={rolesLoading}
          onCancel={() => navigate(LIST_PATH)}
          onSubmit={async (body) => {
            const res = await createIconUser({ prefix, body }).unwrap();
            toastSuccess(res.message ?? ICON_USER_MESSAGES.created);
            navigate(LIST_PATH);
          }}
        />
      </Paper>
    </>
  );
}

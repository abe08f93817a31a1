import { Paper } from '@mantine/core';
import { ROLE_MESSAGES, webPaths } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useCreateRoleMutation, useListPermissionsQuery } from '../../modules/roles/api.ts';
import { RoleForm } from '../../modules/roles/components/RoleForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const LIST_PATH = webPaths.rolesListing;

/** /create-roles */
export default function CreateRolePage() {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const { data: groups } = useListPermissionsQuery({ prefix });
  const [createRole] = useCreateRoleMutation();

  return (
    <>
      <PageHeader title="Create Role" backTo={LIST_PATH} />
      <Paper withBorder p="md" radius="sm">
        <RoleForm
          groups={groups}
          onCancel={() => navigate(LIST_PATH)}
          onSubmit={async (body) => {
            const res = await createRole({ prefix, body }).unwrap();
            toastSuccess(res.message ?? ROLE_MESSAGES.created);
            navigate(LIST_PATH);
          }}
        />
      </Paper>
    </>
  );
}

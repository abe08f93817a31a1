import { Paper } from '@mantine/core';
import { ROLE_MESSAGES, webPaths } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useGetRoleQuery, useListPermissionsQuery, useUpdateRoleMutation } from '../../modules/roles/api.ts';
import { RoleForm, roleToFormValues } from '../../modules/roles/components/RoleForm.tsx';
import { LoadingCard, NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const LIST_PATH = webPaths.rolesListing;

/** /edit-roles/:id */
export default function EditRolePage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const {
    data: role,
    error,
    isLoading,
  } = useGetRoleQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  const { data: groups } = useListPermissionsQuery({ prefix });
  const [updateRole] = useUpdateRoleMutation();

  let body: ReactNode;
  if (isLoading) {
    body = <LoadingCard />;
  } else if (!role) {
    body = (
      <NotFoundCard
        error={id ? error : undefined}
        message={ROLE_MESSAGES.notFound}
        backTo={LIST_PATH}
        backLabel="Back to Roles"
      />
    );
  } else {
    body = (
      <Paper withBorder p="md" radius="sm">
        <RoleForm
          key={role._id}
          initialValues={roleToFormValues(role)}
          groups={groups}
          onCancel={() => navigate(LIST_PATH)}
          onSubmit={async (input) => {
            const res = await updateRole({ prefix, id: role._id, body: input }).unwrap();
            toastSuccess(res.message ?? ROLE_MESSAGES.updated);
            navigate(LIST_PATH);
          }}
        />
      </Paper>
    );
  }

  return (
    <>
      <PageHeader title="Edit Role" backTo={LIST_PATH} />
      {body}
    </>
  );
}

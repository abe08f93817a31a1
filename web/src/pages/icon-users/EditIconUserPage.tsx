import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { ICON_USER_MESSAGES, webPaths } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { isApiError } from '../../lib/http.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useGetIconUserQuery, useUpdateIconUserMutation } from '../../modules/icon-users/api.ts';
import { EditIconUserForm } from '../../modules/icon-users/components/IconUserForm.tsx';
import { roleOptions } from '../../modules/icon-users/iconUserForm.ts';
import { useGetAllRolesQuery } from '../../modules/roles/api.ts';
import { serverMessage } from '../../ui/forms.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

const LIST_PATH = webPaths.iconUsersListing;

/** /edit-icon-users/:id */
export default function EditIconUserPage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const canListRoles = useScope(['view-roles']);
  const {
    data: user,
    error,
    isLoading,
  } = useGetIconUserQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  const { data: roles, isLoading: rolesLoading } = useGetAllRolesQuery({ prefix }, { skip: !canListRoles });
  const [updateIconUser] = useUpdateIconUserMutation();

  let body: ReactNode;
  if (isLoading) {
    body = (
      <Center py="xl">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  } else if (!user) {
    const notFound = !id || (isApiError(error) && error.code === 'NOT_FOUND');
    body = (
      <Stack align="center" py="xl" gap="sm">
        <Text fw={600} size="lg">
          {notFound ? ICON_USER_MESSAGES.notFound : serverMessage(error)}
        </Text>
        <Button component={Link} to={LIST_PATH} variant="default">
          Back to ICON Users
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Paper withBorder p="md" radius="sm" maw={760}>
        <EditIconUserForm
          key={user._id}
          user={user}
          roles={roleOptions(roles, user.role)}
          rolesLoading={rolesLoading}
          onCancel={() => navigate(LIST_PATH)}
          onSubmit={async (input) => {
            const res = await updateIconUser({ prefix, id: user._id, body: input }).unwrap();
            toastSuccess(res.message ?? ICON_USER_MESSAGES.updated);
            navigate(LIST_PATH);
          }}
        />
      </Paper>
    );
  }

  return (
    <>
      <PageHeader title="Edit ICON User" backTo={LIST_PATH} />
      {body}
    </>
  );
}

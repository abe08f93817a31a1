import { Button } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useScope } from '../../lib/hooks.ts';
import { IconUsersTable } from '../../modules/icon-users/components/IconUsersTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /icon-users-listing */
export default function IconUsersListPage() {
  const canCreate = useScope(['add-icon-users']);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="ICON Users"
        actions={
          canCreate && (
            <Button onClick={() => navigate(webPaths.createIconUsers)} leftSection={<IconPlus size={16} aria-hidden />}>
              Create User
            </Button>
          )
        }
      />
      <IconUsersTable />
    </>
  );
}

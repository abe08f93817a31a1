import { Button } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useScope } from '../../lib/hooks.ts';
import { RolesTable } from '../../modules/roles/components/RolesTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /roles-listing */
export default function RolesListPage() {
  const canCreate = useScope(['add-roles']);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Roles"
        actions={
          canCreate && (
            <Button onClick={() => navigate(webPaths.createRoles)} leftSection={<IconPlus size={16} aria-hidden />}>
              Create Role
            </Button>
          )
        }
      />
      <RolesTable />
    </>
  );
}

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useScope } from '../../app/hooks.ts';
import { CREDENTIALING_PATHS } from '../../modules/credentialing/api.ts';
import { CredentialingTable } from '../../modules/credentialing/components/CredentialingTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /credentialing-payor-listing */
export default function CredentialingListPage() {
  const canAdd = useScope(['add-credentialing']);
  return (
    <>
      <PageHeader
        title="Credentialing & PE"
        description="Each provider's credentialing at facilities and enrollment with payors, with their due dates."
        actions={
          canAdd && (
            <Button component={Link} to={CREDENTIALING_PATHS.add} leftSection={<IconPlus size={16} aria-hidden />}>
              Add Credentialing & PE
            </Button>
          )
        }
      />
      <CredentialingTable />
    </>
  );
}

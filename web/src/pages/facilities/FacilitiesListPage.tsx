import { Button } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useScope } from '../../lib/hooks.ts';
import { FacilitiesTable } from '../../modules/facilities/components/FacilitiesTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /facilities-listing */
export default function FacilitiesListPage() {
  const canAdd = useScope(['add-facilities']);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Facilities"
        actions={
          canAdd && (
            <Button onClick={() => navigate(webPaths.addFacilities)} leftSection={<IconPlus size={16} aria-hidden />}>
              Add Facility
            </Button>
          )
        }
      />
      <FacilitiesTable />
    </>
  );
}

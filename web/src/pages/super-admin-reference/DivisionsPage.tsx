import { Paper } from '@mantine/core';
import { NamedItemsTable } from '../../modules/super-admin-reference/NamedItemsTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /divisions-listing (super admins, Settings): reference data used on facilities. */
export default function DivisionsPage() {
  return (
    <>
      <PageHeader title="Divisions" />
      <Paper withBorder p="md" radius="sm" maw={900}>
        <NamedItemsTable kind="divisions" />
      </Paper>
    </>
  );
}

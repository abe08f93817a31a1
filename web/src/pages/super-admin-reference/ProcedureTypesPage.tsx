import { Paper } from '@mantine/core';
import { NamedItemsTable } from '../../modules/super-admin-reference/NamedItemsTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /procedure-types-listing (super admins, Settings): reference data used on assignments. */
export default function ProcedureTypesPage() {
  return (
    <>
      <PageHeader title="Procedure Types" />
      <Paper withBorder p="md" radius="sm" maw={900}>
        <NamedItemsTable kind="procedure-types" />
      </Paper>
    </>
  );
}

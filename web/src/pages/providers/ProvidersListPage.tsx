import { ProvidersTable } from '../../modules/providers/components/ProvidersTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /providers-listing */
export default function ProvidersListPage() {
  return (
    <>
      <PageHeader title="Providers" />
      <ProvidersTable />
    </>
  );
}

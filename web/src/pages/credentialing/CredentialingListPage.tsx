import { CREDENTIALING_PATHS } from '../../modules/credentialing/api.ts';
import { CredentialingTable } from '../../modules/credentialing/components/CredentialingTable.tsx';
import { ListPage, type ListPageHeader } from '../../ui/ListPage.tsx';

const HEADER: ListPageHeader = {
  title: 'Credentialing & PE',
  description: "Each provider's credentialing at facilities and enrollment with payors, with their due dates.",
  add: { label: 'Add Credentialing & PE', to: CREDENTIALING_PATHS.add, scope: ['add-credentialing'] },
};

/** /credentialing-payor-listing */
export default function CredentialingListPage() {
  return (
    <ListPage header={HEADER}>
      <CredentialingTable />
    </ListPage>
  );
}

import { LicencesTable } from '../../modules/licences/components/LicencesTable.tsx';
import { LICENCE_PATHS } from '../../modules/licences/paths.ts';
import { ListPage, type ListPageHeader } from '../../ui/ListPage.tsx';

const HEADER: ListPageHeader = {
  title: 'Licences',
  add: { label: 'Add Licence', to: LICENCE_PATHS.add, scope: ['add-licences'] },
};

/** /licences-listing */
export default function LicencesListPage() {
  return (
    <ListPage header={HEADER}>
      <LicencesTable />
    </ListPage>
  );
}

import { webPaths } from '@portal/contracts';
import { BonusesTable } from '../../modules/bonuses/components/BonusesTable.tsx';
import { ListPage, type ListPageHeader } from '../../ui/ListPage.tsx';

const HEADER: ListPageHeader = {
  title: 'Bonuses',
  description: 'Bonuses and deductions granted to providers, per pay period; approved ones are locked.',
  add: { label: 'Add Bonus', to: webPaths.addBonus, scope: ['add-bonuses'] },
};

/** /bonus-listing */
export default function BonusesListPage() {
  return (
    <ListPage header={HEADER}>
      <BonusesTable />
    </ListPage>
  );
}

import { webPaths } from '@portal/contracts';
import { PayRatesTable } from '../../modules/pay-rates/components/PayRatesTable.tsx';
import { ListPage, type ListPageHeader } from '../../ui/ListPage.tsx';

const HEADER: ListPageHeader = {
  title: 'Provider Rates',
  description: 'What each provider is paid and each facility billed, per assignment and effective period.',
  add: { label: 'Add Provider Rates', to: webPaths.addPayrates, scope: ['add-pay-rates'] },
  importFrom: { to: webPaths.addPayratesImport, scope: ['import-pay-rates'] },
};

/** /payrates-listing */
export default function PayRatesListPage() {
  return (
    <ListPage header={HEADER}>
      <PayRatesTable />
    </ListPage>
  );
}

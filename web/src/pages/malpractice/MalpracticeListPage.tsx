import { MALPRACTICE_PATHS } from '../../modules/malpractice/api.ts';
import { MalpracticeInfoTable, StateRatesTable } from '../../modules/malpractice/components/MalpracticeTables.tsx';
import { ListPage, type ListPageHeader } from '../../ui/ListPage.tsx';
import { SearchParamTabs } from '../../ui/SearchParamTabs.tsx';

const HEADER: ListPageHeader = {
  title: 'Malpractice Rates',
  add: { label: 'Add Malpractice Rates', to: MALPRACTICE_PATHS.add, scope: ['add-malpractice-rates'] },
  importFrom: { to: MALPRACTICE_PATHS.import, scope: ['import-malpractice-rates'] },
};

/** /malpractice-listing: state rates, providers' covers and the expired-malpractice list, one tab each. */
export default function MalpracticeListPage() {
  return (
    <ListPage header={HEADER}>
      <SearchParamTabs
        tabs={[
          { value: 'state-rates', label: 'State Rates', panel: <StateRatesTable /> },
          { value: 'info', label: 'Malpractice Info', panel: <MalpracticeInfoTable /> },
          { value: 'expired', label: 'Expired Malpractice', panel: <MalpracticeInfoTable expired /> },
        ]}
      />
    </ListPage>
  );
}

import { MALPRACTICE_API } from '@portal/contracts';
import { MALPRACTICE_PATHS } from '../../modules/malpractice/api.ts';
import { ImportPage } from '../../ui/ImportPage.tsx';

const TEMPLATE = {
  name: 'malpractice-rates-import-example',
  columns:
    'Columns: insurance_provider (a name from the insurance provider list), state, specialty (crna, anesthesiologist, aa), hourly_cost, effective_from, effective_to.',
};

/** /add-malpracticerates-import: state rates from CSV or XLSX, all rows or none. */
export default function ImportMalpracticeRatesPage() {
  return (
    <ImportPage
      title="Import Malpractice Rates"
      list={{ to: MALPRACTICE_PATHS.list, label: 'Malpractice Rates' }}
      endpoints={{ example: MALPRACTICE_API.importExample, import: MALPRACTICE_API.import }}
      template={TEMPLATE}
      rowNoun="malpractice rate"
    />
  );
}

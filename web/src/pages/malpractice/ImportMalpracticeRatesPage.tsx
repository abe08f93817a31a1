import { MALPRACTICE_API } from '@portal/contracts';
import { requestOf } from '../../app/endpoint.ts';
import { useRolePrefix } from '../../app/hooks.ts';
import { MALPRACTICE_PATHS } from '../../modules/malpractice/api.ts';
import { ImportPanel } from '../../ui/ImportPanel.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /add-malpracticerates-import: state rates from CSV or XLSX, all rows or none. */
export default function ImportMalpracticeRatesPage() {
  const prefix = useRolePrefix();
  return (
    <>
      <PageHeader title="Import Malpractice Rates" backTo={MALPRACTICE_PATHS.list} backLabel="Malpractice Rates" />
      <ImportPanel
        examplePath={requestOf(MALPRACTICE_API.importExample, { prefix }).url}
        exampleName="malpractice-rates-import-example"
        importPath={requestOf(MALPRACTICE_API.import, { prefix }).url}
        columnsHelp="Columns: insurance_provider (a name from the insurance provider list), state, specialty (crna, anesthesiologist, aa), hourly_cost, effective_from, effective_to."
        successText={(r) => `${r.imported} malpractice rate(s) imported`}
        successLink={{ to: MALPRACTICE_PATHS.list, label: 'Go to the malpractice rates' }}
      />
    </>
  );
}

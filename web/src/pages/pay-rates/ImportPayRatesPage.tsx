import { PAY_RATE_API } from '@portal/contracts';
import { requestOf } from '../../app/endpoint.ts';
import { useRolePrefix } from '../../app/hooks.ts';
import { PAY_RATE_PATHS } from '../../modules/pay-rates/api.ts';
import { ImportPanel } from '../../ui/ImportPanel.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /add-payrates-import ('import-pay-rates'): the templates, then a file whose rows become pending pay rates. */
export default function ImportPayRatesPage() {
  const prefix = useRolePrefix();
  return (
    <>
      <PageHeader
        title="Import Provider Rates"
        description="One row per pay rate; each row finds its assignment by the provider's e-mail and the facility's name."
        backTo={PAY_RATE_PATHS.list}
        backLabel="Provider Rates"
      />
      <ImportPanel
        examplePath={requestOf(PAY_RATE_API.importExample, { prefix }).url}
        exampleName="pay-rates-import-example"
        importPath={requestOf(PAY_RATE_API.import, { prefix }).url}
        columnsHelp="Columns: provider_email, facility_name, effective_from, effective_to, then a pay and a bill column per rate set and key (regular_worked_pay, regular_worked_bill, weekend_in-house-call_pay, ...), notes. Empty amounts are 0; amounts are cut to 2 decimals."
        successText={(r) => `${r.imported} pay rate(s) imported`}
        successLink={{ to: PAY_RATE_PATHS.list, label: 'Go to the provider rates' }}
      />
    </>
  );
}

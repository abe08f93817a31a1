import { PAY_RATE_API, webPaths } from '@portal/contracts';
import { ImportPage } from '../../ui/ImportPage.tsx';

const TEMPLATE = {
  name: 'pay-rates-import-example',
  columns:
    'Columns: provider_email, facility_name, effective_from, effective_to, then a pay and a bill column per rate set and key (regular_worked_pay, regular_worked_bill, weekend_in-house-call_pay, ...), notes. Empty amounts are 0; amounts are cut to 2 decimals.',
};

/** /add-payrates-import ('import-pay-rates'): the templates, then a file whose rows become pending pay rates. */
export default function ImportPayRatesPage() {
  return (
    <ImportPage
      title="Import Provider Rates"
      description="One row per pay rate; each row finds its assignment by the provider's e-mail and the facility's name."
      list={{ to: webPaths.payratesListing, label: 'Provider Rates' }}
      endpoints={{ example: PAY_RATE_API.importExample, import: PAY_RATE_API.import }}
      template={TEMPLATE}
      rowNoun="pay rate"
    />
  );
}

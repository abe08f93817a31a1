import { ExclusionLists, MonthlyRecord, NpiChecks, ScreeningMatches } from '../../modules/compliance/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SearchParamTabs } from '../../ui/SearchParamTabs.tsx';

/** /compliance: matches to review, NPI registry checks, the imported exclusion lists, and the monthly record. */
export default function CompliancePage() {
  return (
    <>
      <PageHeader title="Compliance" />
      <SearchParamTabs
        tabs={[
          { value: 'matches', label: 'Matches to review', panel: <ScreeningMatches /> },
          { value: 'npi', label: 'NPI registry', panel: <NpiChecks /> },
          { value: 'lists', label: 'Exclusion lists', panel: <ExclusionLists /> },
          { value: 'record', label: 'Monthly record', panel: <MonthlyRecord /> },
        ]}
      />
    </>
  );
}

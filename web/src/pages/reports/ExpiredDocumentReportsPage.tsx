import { REPORT_PATHS } from '../../modules/credentialing/api.ts';
import { ReportTable } from '../../modules/credentialing/components/ReportTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const view = REPORT_PATHS['expired-document'].view;

/** /expired-document-reports-listing */
export default function ExpiredDocumentReportsPage() {
  return (
    <>
      <PageHeader
        title="Expired Document Reports"
        description="Provider documents that have expired or expire within 30, 60 or 90 days."
      />
      <ReportTable type="expired-document" viewPath={view} noun="Document" />
    </>
  );
}

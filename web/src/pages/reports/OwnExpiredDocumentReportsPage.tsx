import { ReportTable } from '../../modules/credentialing/components/ReportTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /provider-expired-document-reports-listing: my documents that expired or expire soon. */
export default function OwnExpiredDocumentReportsPage() {
  return (
    <>
      <PageHeader
        title="Expired Document Reports"
        description="Your documents that have expired or expire within 30, 60 or 90 days. Upload a new one in Documents Folders."
      />
      <ReportTable type="expired-document" own noun="Document" />
    </>
  );
}

import { OwnReportPage } from './OwnReportPage.tsx';

/** /provider-expired-document-reports-listing: my documents that expired or expire soon. */
export default function OwnExpiredDocumentReportsPage() {
  return <OwnReportPage type="expired-document" />;
}

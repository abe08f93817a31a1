import { ReportItemPage } from './ReportItemPage.tsx';

/** /view-expired-document-report/:id */
export default function ExpiredDocumentReportItemPage() {
  return <ReportItemPage base="expired-document" />;
}

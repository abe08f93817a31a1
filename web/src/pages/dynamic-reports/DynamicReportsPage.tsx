import { DynamicReportBuilder } from '../../modules/dynamic-reports/DynamicReportBuilder.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /dynamic-reports (Reports > Dynamic Reports). */
export default function DynamicReportsPage() {
  return (
    <>
      <PageHeader title="Dynamic Reports" />
      <DynamicReportBuilder />
    </>
  );
}

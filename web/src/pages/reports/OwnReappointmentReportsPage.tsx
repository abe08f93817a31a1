import { ReportTable } from '../../modules/credentialing/components/ReportTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /provider-reappointment-reports-listing: my reappointment and expiry due dates. */
export default function OwnReappointmentReportsPage() {
  return (
    <>
      <PageHeader
        title="Reappointment Reports"
        description="Your credentialing and payor enrollment due dates within 30, 60 or 90 days."
      />
      <ReportTable type="reappointment" own noun="Record" />
    </>
  );
}

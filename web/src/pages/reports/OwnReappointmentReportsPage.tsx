import { OwnReportPage } from './OwnReportPage.tsx';

/** /provider-reappointment-reports-listing: my reappointment and expiry due dates. */
export default function OwnReappointmentReportsPage() {
  return <OwnReportPage type="reappointment" />;
}

import { ReportTable } from '../../modules/credentialing/components/ReportTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The reports a provider sees of their own, with their header texts and what one row is. */
const OWN_REPORTS = {
  'expired-document': {
    title: 'Expired Document Reports',
    description:
      'Your documents that have expired or expire within 30, 60 or 90 days. Upload a new one in Documents Folders.',
    noun: 'Document',
  },
  reappointment: {
    title: 'Reappointment Reports',
    description: 'Your credentialing and payor enrollment due dates within 30, 60 or 90 days.',
    noun: 'Record',
  },
} as const;

/** A provider's own report: no provider or facility filter, no view link. */
export function OwnReportPage({ type }: { type: keyof typeof OWN_REPORTS }) {
  const { title, description, noun } = OWN_REPORTS[type];
  return (
    <>
      <PageHeader title={title} description={description} />
      <ReportTable type={type} own noun={noun} />
    </>
  );
}

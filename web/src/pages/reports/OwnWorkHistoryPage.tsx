import { WorkHistoryCard } from '../../modules/credentialing/components/WorkHistoryCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /provider-work-history-report: my assignments, their facilities and dates, and my approved hours. */
export default function OwnWorkHistoryPage() {
  return (
    <>
      <PageHeader
        title="Work History"
        description="Your assignments with their facilities and dates, and the hours of your approved time sheets."
      />
      <WorkHistoryCard />
    </>
  );
}

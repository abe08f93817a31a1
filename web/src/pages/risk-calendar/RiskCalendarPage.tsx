import { RiskCalendarView } from '../../modules/risk-calendar/RiskCalendarView.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /risk-calendar: the staff home page. */
export default function RiskCalendarPage() {
  return (
    <>
      <PageHeader title="Risk Calendar" />
      <RiskCalendarView />
    </>
  );
}

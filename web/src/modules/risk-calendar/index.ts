export { RiskCalendarView } from './RiskCalendarView.tsx';

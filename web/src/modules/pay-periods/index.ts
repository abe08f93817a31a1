/** Closing pay periods: the lock every screen of a period's records shows, and the pay period list's actions. */
export { ClosedBadge, ClosedPeriodGate, ClosedPeriodNotice, usePeriodClosed } from './ClosedPeriodNotice.tsx';
export { PeriodCloseActions } from './PeriodCloseActions.tsx';

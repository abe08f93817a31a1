export { ExclusionLists } from './components/ExclusionLists.tsx';
export { MonthlyRecord } from './components/MonthlyRecord.tsx';
export { ScreeningMatches } from './components/ScreeningMatches.tsx';

export { ExclusionLists } from './components/ExclusionLists.tsx';
export { MonthlyRecord } from './components/MonthlyRecord.tsx';
export { NpiChecks } from './components/NpiChecks.tsx';
export { NpiRegistryPanel } from './components/NpiRegistryPanel.tsx';
export { ScreeningMatches } from './components/ScreeningMatches.tsx';

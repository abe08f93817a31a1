export { DynamicReportBuilder } from './DynamicReportBuilder.tsx';

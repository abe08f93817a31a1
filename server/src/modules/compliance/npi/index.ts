/** The NPI registry checks of the compliance module: routes, the lookup job, the listener and the event. */
export { type NpiDifferencesFound, npiDifferencesFound } from './npi.events.ts';
export { registerNpiJobs } from './npi.jobs.ts';
export { lookUpSavedNpis } from './npi.listeners.ts';
export { npiRoutes } from './npi.routes.ts';

/** The NPI registry checks of the compliance module: routes, the lookup job, the listener and the event. */
/**
 * The sub-area's event, re-exported by the module's door for listeners and webhooks to come.
 * @public
 */
export { type NpiDifferencesFound, npiDifferencesFound } from './npi.events.ts';
export { registerNpiJobs } from './npi.jobs.ts';
export { lookUpSavedNpis } from './npi.listeners.ts';
export { npiStanding } from './npi.repo.ts';
export { npiRoutes } from './npi.routes.ts';

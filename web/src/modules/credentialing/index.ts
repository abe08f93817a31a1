/** What other web modules may use from this one (import it only from here). */
export { CREDENTIALING_PATHS, REPORT_PATHS } from './api.ts';

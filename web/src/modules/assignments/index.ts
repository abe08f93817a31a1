/** What other web modules may use from this one (import it only from here). */
export { OWN_ASSIGNMENTS_PATH } from './paths.ts';

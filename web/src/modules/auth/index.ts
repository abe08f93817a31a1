/** What other web modules may use from this one (import it only from here). */
export { failureText } from './formErrors.ts';
export { safeRedirect } from './redirect.ts';

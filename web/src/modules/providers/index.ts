/** What other web modules may use from this one (import it only from here). */

export { useProviderOptions } from './options.ts';

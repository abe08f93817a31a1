/** What other web modules may use from this one (import it only from here). */
export { useListProvidersQuery } from './api.ts';
export { useProviderOptions } from './options.ts';

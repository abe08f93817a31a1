import { defineModule } from '../../platform/modules.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';

/** What app.ts hands to access control and mounts before the routes (import it only from here). */
export { seedDemoApiKeys } from './api-keys.demo.ts';
export { registerApiKeyHooks } from './api-keys.hooks.ts';
export { findApiKeyUser } from './api-keys.service.ts';

/** API keys: systems calling the staff API with a key's permissions (decision 0044). */
export const apiKeysModule = defineModule({
  name: 'api-keys',
  staff: [apiKeysRoutes],
});

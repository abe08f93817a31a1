import { defineModule } from '../../platform/modules.ts';
import { filesRoutes } from './files.routes.ts';

/** The files module as app.ts mounts it. */
export const filesModule = defineModule({
  name: 'files',
  api: [filesRoutes],
});

import { defineModule } from '../../platform/modules.ts';
import { filesRoutes } from './files.routes.ts';
import { presignedPutRoutes, uploadRoutes } from './uploads.routes.ts';

/** The files module as app.ts mounts it: signed file links, the generic uploads and the presigned PUT. */
export const filesModule = defineModule({
  name: 'files',
  api: [filesRoutes, uploadRoutes, presignedPutRoutes],
});

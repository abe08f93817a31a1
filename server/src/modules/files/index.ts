import { defineModule } from '../../platform/modules.ts';
import { filesRoutes } from './files.routes.ts';
import { registerUploadJobs } from './uploads.jobs.ts';
import { presignedPutRoutes, uploadRoutes } from './uploads.routes.ts';

/** For records that take a generic upload (its key): keeps it from the daily clean-up. */
/** For tests: the daily clean-up, run by hand. */
export { attachUploads, dropLooseUploads } from './uploads.service.ts';

/** The files module as app.ts mounts it: signed file links, the generic uploads and the presigned PUT. */
export const filesModule = defineModule({
  name: 'files',
  api: [filesRoutes, uploadRoutes, presignedPutRoutes],
  jobs: registerUploadJobs,
});

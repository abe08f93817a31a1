import { defineModule } from '../../platform/modules.ts';

/** For the demo data: the owner's folders, made if missing. */
/** For sharing: the documents a ZIP download streams. */
export { documentsForZip, ensureFolders } from './documents.repo.ts';
/** For sharing: whether the caller's role sees a folder, which roles do, and a general document type's folder. */
/** For sharing: a document row as the API answers it. */
export {
  documentOut as documentRecord,
  folderRoleLists,
  folderVisibleTo,
  generalTypeFolder,
} from './documents.service.ts';

import { ownDocumentRoutes, staffDocumentRoutes } from './documents.routes.ts';

/** Documents (issue 14): document settings, provider and facility folders and documents, previews, ZIP downloads. */
export const documentsModule = defineModule({
  name: 'documents',
  provider: [ownDocumentRoutes],
  staff: [staffDocumentRoutes],
});

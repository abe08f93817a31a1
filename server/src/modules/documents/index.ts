import { defineModule } from '../../platform/modules.ts';
import { ownDocumentRoutes, staffDocumentRoutes } from './documents.routes.ts';

/** Documents (issue 14): document settings, provider and facility folders and documents, previews, ZIP downloads. */
export const documentsModule = defineModule({
  name: 'documents',
  provider: [ownDocumentRoutes],
  staff: [staffDocumentRoutes],
});

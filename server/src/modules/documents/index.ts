import { defineModule } from '../../platform/modules.ts';
import { ownDocumentRoutes, staffDocumentRoutes } from './documents.routes.ts';
import { guestRoutes, ownSharingRoutes, staffSharingRoutes } from './shares.routes.ts';

/** A provider's document uploaded or its values edited (licences are filled from them). */
export { type DocumentValuesChanged, documentValuesChanged } from './documents.events.ts';
/** For the demo data: the owner's folders, made if missing. */
export { ensureFolders } from './folders/folders.repo.ts';
/** For the access guard (app.ts): who holds a guest token. */
export { findGuest } from './guests/sessions.repo.ts';
/** For credentialing's file review: what a provider must hold at a facility, and sharing the packet it makes. */
export { shareGeneratedPdf } from './shares/generated.service.ts';
export { providerRequirementsAt } from './types/requirements.service.ts';

/**
 * Documents: document settings (categories, types, what each owner must hold), provider and facility folders and
 * their files (upload, preview, download, archive), general documents (forms), and sharing them with people outside
 * the portal, who prove the link and their address and read only what was shared (guests).
 */
export const documentsModule = defineModule({
  name: 'documents',
  api: [guestRoutes],
  provider: [ownDocumentRoutes, ownSharingRoutes],
  staff: [staffDocumentRoutes, staffSharingRoutes],
});

import { defineModule } from '../../platform/modules.ts';
import { guestRoutes, ownSharingRoutes, staffSharingRoutes } from './sharing.routes.ts';

/**
 * Sharing (issue 15): staff share provider documents with people outside the portal (share, share-all,
 * people-with-access, revoke); guests prove the link and their address and read only what was shared.
 */
export const sharingModule = defineModule({
  name: 'sharing',
  api: [guestRoutes],
  provider: [ownSharingRoutes],
  staff: [staffSharingRoutes],
});

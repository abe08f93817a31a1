import { defineModule } from '../../platform/modules.ts';
import { superAdminReferenceRoutes } from './super-admin-reference.routes.ts';

export { itemExists as superAdminItemExists } from './super-admin-reference.repo.ts';

/** Divisions and procedure types (super-admin reference data). */
export const superAdminReferenceModule = defineModule({
  name: 'super-admin-reference',
  staff: [superAdminReferenceRoutes],
});

import { defineModule } from '../../platform/modules.ts';
import { invoicesRoutes } from './invoices.routes.ts';

/** The invoices module as app.ts mounts it. */
export const invoicesModule = defineModule({
  name: 'invoices',
  staff: [invoicesRoutes],
});

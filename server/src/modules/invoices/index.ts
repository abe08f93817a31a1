import { defineModule } from '../../platform/modules.ts';
import { invoicesRoutes } from './invoices.routes.ts';

/** What the demo seed calls (import it only from here). */
export { seedDemoInvoices } from './invoices.demo.ts';
/** What other modules hear: an invoice sent, an invoice paid in full. */
export { invoicePaid, invoiceSent } from './invoices.events.ts';

/** The invoices module as app.ts mounts it. */
export const invoicesModule = defineModule({
  name: 'invoices',
  staff: [invoicesRoutes],
});

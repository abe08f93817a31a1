import { defineModule } from '../../platform/modules.ts';
import { exclusionMatchFound } from '../compliance/index.ts';
import { credentialingRecordDecided, documentExpiring } from '../credentialing/index.ts';
import { invoicePaid, invoiceSent } from '../invoices/index.ts';
import { payPeriodClosed } from '../pay-periods/index.ts';
import { paymentApproved } from '../payments/index.ts';
import { timesheetApproved, timesheetRejected, timesheetSubmitted } from '../timesheets/index.ts';
import { deliveriesOf } from './webhooks.deliveries.ts';
import { registerWebhookJobs } from './webhooks.jobs.ts';
import { webhooksRoutes } from './webhooks.routes.ts';

/** What the demo seed calls. */
export { seedDemoWebhooks } from './webhooks.demo.ts';

/** The events a subscription may choose (contracts' WEBHOOK_EVENTS), each heard here. */
const SUBSCRIBABLE = [
  timesheetSubmitted,
  timesheetApproved,
  timesheetRejected,
  paymentApproved,
  payPeriodClosed,
  invoiceSent,
  invoicePaid,
  documentExpiring,
  credentialingRecordDecided,
  exclusionMatchFound,
];

/** Webhooks: signed deliveries of domain events to subscribed addresses (decision 0044). */
export const webhooksModule = defineModule({
  name: 'webhooks',
  staff: [webhooksRoutes],
  jobs: registerWebhookJobs,
  listens: SUBSCRIBABLE.map((event) => event.on(deliveriesOf(event.name))),
});

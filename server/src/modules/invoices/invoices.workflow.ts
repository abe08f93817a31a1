import { INVOICE_MESSAGES, INVOICE_WORKFLOW, type InvoiceAction, type InvoiceStatus } from '@portal/contracts';
import { invoices } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Invoices for the workflow engine: contracts' table applied to the `invoices` rows. */
export const INVOICE_TARGET: WorkflowTarget<InvoiceStatus, InvoiceAction> = {
  workflow: INVOICE_WORKFLOW,
  table: invoices,
  entityType: 'invoice',
  notFound: INVOICE_MESSAGES.notFound,
};

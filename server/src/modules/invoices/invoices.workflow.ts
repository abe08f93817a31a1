import {
  centsToAmount,
  INVOICE_MESSAGES,
  INVOICE_WORKFLOW,
  type InvoiceAction,
  type InvoiceStatus,
} from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';
import { tellMoves } from '../../platform/events.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';
import { invoicePaid, invoiceSent } from './invoices.events.ts';

/** The engine's report of sent and fully paid invoices, told as the module's typed events. */
const emitMoves = tellMoves(
  async (tx, ids) => {
    const { id, number, facilityId, totalCents, paidCents } = invoices;
    const rows = await tx
      .select({ id, number, facilityId, totalCents, paidCents })
      .from(invoices)
      .where(inArray(id, ids));
    return rows.map(({ totalCents: total, paidCents: paid, ...r }) => ({
      ...r,
      total: centsToAmount(total),
      paid: centsToAmount(paid),
    }));
  },
  [
    ['sent', invoiceSent],
    ['paid', invoicePaid],
  ],
  'invoice moves',
);

/** Invoices for the workflow engine: contracts' table applied to the `invoices` rows. */
export const INVOICE_TARGET: WorkflowTarget<InvoiceStatus, InvoiceAction> = {
  workflow: INVOICE_WORKFLOW,
  table: invoices,
  entityType: 'invoice',
  notFound: INVOICE_MESSAGES.notFound,
  onMoved: emitMoves,
};

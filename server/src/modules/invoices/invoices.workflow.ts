import {
  centsToAmount,
  INVOICE_MESSAGES,
  INVOICE_WORKFLOW,
  type InvoiceAction,
  type InvoiceStatus,
} from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { changesOf, type FanOutCtx, inOrder } from '../../platform/events.ts';
import type { Moved, WorkflowTarget } from '../../platform/workflow.ts';
import { invoicePaid, invoiceSent } from './invoices.events.ts';

/** The engine's report of sent and fully paid invoices, told as the module's typed events. */
async function emitMoves(tx: Db, ctx: FanOutCtx, moved: Moved<InvoiceStatus>[]) {
  const told = moved.filter((m) => m.to === 'sent' || m.to === 'paid');
  if (told.length === 0) return () => {};
  const { id, number, facilityId, totalCents, paidCents } = invoices;
  const changes = (
    await changesOf(told, (ids) =>
      tx.select({ id, number, facilityId, totalCents, paidCents }).from(invoices).where(inArray(id, ids)),
    )
  ).map(({ totalCents: total, paidCents: paid, ...c }) => ({
    ...c,
    total: centsToAmount(total),
    paid: centsToAmount(paid),
  }));
  return inOrder(
    ctx,
    [
      await invoiceSent.emit(
        tx,
        ctx,
        changes.filter((c) => c.to === 'sent'),
      ),
      await invoicePaid.emit(
        tx,
        ctx,
        changes.filter((c) => c.to === 'paid'),
      ),
    ],
    'invoice moves',
  );
}

/** Invoices for the workflow engine: contracts' table applied to the `invoices` rows. */
export const INVOICE_TARGET: WorkflowTarget<InvoiceStatus, InvoiceAction> = {
  workflow: INVOICE_WORKFLOW,
  table: invoices,
  entityType: 'invoice',
  notFound: INVOICE_MESSAGES.notFound,
  onMoved: emitMoves,
};

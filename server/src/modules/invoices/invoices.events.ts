import type { InvoiceStatus } from '@portal/contracts';
import { defineEvent, type StatusChange } from '../../platform/events.ts';

/** An invoice's move (`id`: the invoice's), with its number, facility and amounts (decimal strings). */
export type InvoiceChange = StatusChange<InvoiceStatus> & {
  id: string;
  number: number | null;
  facilityId: string;
  total: string;
  paid: string;
};

export const invoiceSent = defineEvent<InvoiceChange>('invoice.sent');
export const invoicePaid = defineEvent<InvoiceChange>('invoice.paid');

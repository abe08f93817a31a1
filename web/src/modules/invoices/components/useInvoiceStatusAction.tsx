import { INVOICE_MESSAGES, type Invoice } from '@portal/contracts';
import { useCallback } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { confirmArchive } from '../../../ui/confirmArchive.tsx';
import { useArchiveInvoiceMutation, useReinstateInvoiceMutation } from '../api.ts';

/** Asks, then archives an active invoice or reinstates an archived one, and toasts the server's message. */
export function useInvoiceStatusAction(): (record: Pick<Invoice, '_id' | 'name' | 'status'>) => void {
  const prefix = useRolePrefix();
  const [archive] = useArchiveInvoiceMutation();
  const [reinstate] = useReinstateInvoiceMutation();

  return useCallback(
    (record) => {
      const archiving = record.status === 'active';
      confirmArchive({
        noun: 'invoice',
        archiving,
        name: record.name,
        effect: archiving
          ? 'It will move to the archived invoices and can be reinstated later.'
          : 'It will be listed with the active invoices again.',
        run: () => (archiving ? archive : reinstate)({ prefix, id: record._id }).unwrap(),
        doneMessage: archiving ? INVOICE_MESSAGES.archived : INVOICE_MESSAGES.reinstated,
      });
    },
    [prefix, archive, reinstate],
  );
}

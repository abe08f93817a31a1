import type { Invoice } from '@portal/contracts';

/** The form's values (a type alias: the zod resolver wants a Record<string, unknown>). */
type InvoiceFormValues = {
  name: string;
  description: string;
};

/** A stored invoice as the edit form's values; a new one starts empty. */
export const invoiceFormValues = (record?: Invoice): InvoiceFormValues => ({
  name: record?.name ?? '',
  description: record?.description ?? '',
});

import { INVOICE_MESSAGES, webPaths } from '@portal/contracts';

/** The invoices screens (adminScreens.ts mounts them). */
export const INVOICE_PATHS = {
  list: webPaths.invoicesListing,
  add: webPaths.addInvoices,
  edit: webPaths.editInvoices,
  view: webPaths.viewInvoices,
};

/** What a invoice's screens show while it loads or when it is missing. */
export const INVOICE_RECORD = {
  backTo: INVOICE_PATHS.list,
  backLabel: 'Invoices',
  notFound: INVOICE_MESSAGES.notFound,
};

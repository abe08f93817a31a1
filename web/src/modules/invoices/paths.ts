import { INVOICE_MESSAGES, webPaths } from '@portal/contracts';

/** The invoices screens (adminScreens.ts mounts them). */
export const INVOICE_PATHS = {
  list: webPaths.invoicesListing,
  add: webPaths.addInvoices,
  view: webPaths.viewInvoices,
  reports: webPaths.invoiceReports,
};

/** What an invoice's screen shows while it loads or when it is missing. */
export const INVOICE_RECORD = {
  backTo: INVOICE_PATHS.list,
  backLabel: 'Invoices',
  notFound: INVOICE_MESSAGES.notFound,
};

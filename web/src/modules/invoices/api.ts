import { INVOICE_API, type InvoiceListBody } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, recordTags } from '../../lib/endpoint.ts';

export type InvoiceSortBy = NonNullable<InvoiceListBody['sortBy']>;

const E = INVOICE_API;
const tags = recordTags('Invoice');

const invoicesApi = api.enhanceEndpoints({ addTagTypes: ['Invoice'] }).injectEndpoints({
  endpoints: (build) => ({
    listInvoices: build.query(queryOf(E.list, { providesTags: tags.list })),
    /** 404 is the screen's not-found card. */
    getInvoice: build.query(queryOf(E.get, { silent: [404], providesTags: tags.record })),
    /** 400s (period taken, nothing to bill) are shown by the form. */
    createInvoice: build.mutation(mutationOf(E.create, { silent: [400], invalidatesTags: tags.created })),
    /** A 400 (no billing contact) is shown as a toast. */
    sendInvoice: build.mutation(mutationOf(E.send, { invalidatesTags: tags.changed })),
    recordInvoiceReceipt: build.mutation(mutationOf(E.receipt, { silent: [400], invalidatesTags: tags.changed })),
    voidInvoice: build.mutation(mutationOf(E.void, { silent: [400], invalidatesTags: tags.changed })),
    invoiceAging: build.query(queryOf(E.aging, { providesTags: [tags.LIST] })),
    invoiceMargin: build.query(queryOf(E.margin, { silent: [400] })),
  }),
});

export const {
  useListInvoicesQuery,
  useGetInvoiceQuery,
  useCreateInvoiceMutation,
  useSendInvoiceMutation,
  useRecordInvoiceReceiptMutation,
  useVoidInvoiceMutation,
  useInvoiceAgingQuery,
  useInvoiceMarginQuery,
} = invoicesApi;

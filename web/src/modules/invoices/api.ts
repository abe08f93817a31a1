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
    /** 400 (a field, a name taken) is shown by the form. */
    createInvoice: build.mutation(mutationOf(E.create, { silent: [400], invalidatesTags: tags.created })),
    updateInvoice: build.mutation(mutationOf(E.update, { silent: [400], invalidatesTags: tags.changed })),
    /** 409 when already archived; the screens refresh either way. */
    archiveInvoice: build.mutation(mutationOf(E.archive, { invalidatesTags: tags.touched })),
    /** 409 when not archived. */
    reinstateInvoice: build.mutation(mutationOf(E.reinstate, { invalidatesTags: tags.touched })),
  }),
});

export const {
  useListInvoicesQuery,
  useGetInvoiceQuery,
  useCreateInvoiceMutation,
  useUpdateInvoiceMutation,
  useArchiveInvoiceMutation,
  useReinstateInvoiceMutation,
} = invoicesApi;

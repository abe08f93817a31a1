import { EXPENSE_API, EXPENSE_MESSAGES, type ExpenseListBody, OWN_EXPENSE_API, webPaths } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, recordTags } from '../../lib/endpoint.ts';

export type ExpenseSortBy = NonNullable<ExpenseListBody['sortBy']>;

const E = EXPENSE_API;
const tags = recordTags('Expense');

/** The expense calls of spec section 7 under the role's prefix (providers: their own only). */
export const expensesApi = api.enhanceEndpoints({ addTagTypes: ['Expense'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The page and the total amount of the whole filter. */
    listExpenses: build.query(queryOf(E.list, { providesTags: tags.list })),
    /** 400 and 404 are the screen's not-found card. */
    getExpense: build.query(queryOf(E.get, { silent: [400, 404], providesTags: tags.record })),
    /** Staff: of `providerId`. */
    assignedFacilities: build.query(queryOf(E.assignedFacilities)),
    /** A provider: their own. */
    ownAssignedFacilities: build.query(queryOf(OWN_EXPENSE_API.assignedFacilities)),
    /** Staff add an expense for a provider; 400 and 409 are shown by the form. */
    createExpense: build.mutation(mutationOf(E.create, { silent: [400, 409], invalidatesTags: tags.created })),
    /** A provider claims one of their own. */
    createOwnExpense: build.mutation(
      mutationOf(OWN_EXPENSE_API.create, { silent: [400, 409], invalidatesTags: tags.created }),
    ),
    updateExpense: build.mutation(mutationOf(E.update, { silent: [400, 409], invalidatesTags: tags.changed })),
    /** The deleted expense's own tag stays: its screen has left, and a refetch would only find it gone. */
    deleteExpense: build.mutation(
      mutationOf(E.remove, { invalidatesTags: (_r: unknown, error: unknown) => (error ? [] : [tags.LIST]) }),
    ),
    approveExpense: build.mutation(mutationOf(E.approve, { invalidatesTags: tags.changed })),
    notApproveExpense: build.mutation(mutationOf(E.notApprove, { invalidatesTags: tags.changed })),
    setExpenseBillable: build.mutation(mutationOf(E.billable, { invalidatesTags: tags.changed })),
    approveAllCount: build.mutation(mutationOf(E.approveAllCount)),
    approveAll: build.mutation(mutationOf(E.approveAll)),
    approveAllRun: build.query(queryOf(E.approveAllRun)),
  }),
});

export const {
  useListExpensesQuery,
  useGetExpenseQuery,
  useAssignedFacilitiesQuery,
  useOwnAssignedFacilitiesQuery,
  useCreateExpenseMutation,
  useCreateOwnExpenseMutation,
  useUpdateExpenseMutation,
  useDeleteExpenseMutation,
  useApproveExpenseMutation,
  useNotApproveExpenseMutation,
  useSetExpenseBillableMutation,
  useApproveAllCountMutation,
  useApproveAllMutation,
  useApproveAllRunQuery,
} = expensesApi;

/** The screens of spec section 2, per area. */
export const EXPENSE_PATHS = {
  admin: {
    list: webPaths.adminExpensesListing,
    add: webPaths.adminAddExpenses,
    view: webPaths.adminViewExpenses,
    edit: webPaths.adminEditExpenses,
  },
  provider: {
    list: webPaths.providerExpensesListing,
    add: webPaths.providerAddExpenses,
    view: webPaths.providerViewExpenses,
    edit: webPaths.providerEditExpenses,
  },
};
export type ExpenseArea = keyof typeof EXPENSE_PATHS;

/** An expense screen's way back (the area's list) and its not-found message (RecordPage). */
export const expenseRecord = (area: ExpenseArea) => ({
  backTo: EXPENSE_PATHS[area].list,
  backLabel: 'Expenses',
  notFound: EXPENSE_MESSAGES.notFound,
});

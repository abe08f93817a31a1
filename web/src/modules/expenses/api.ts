import {
  type ApproveAllBody,
  type ApproveAllRun,
  EXPENSE_MESSAGES,
  type Expense,
  type ExpenseInput,
  type ExpenseListBody,
  type ListPage,
  type Ok,
  type StaffExpenseInput,
} from '@portal/contracts';
import { api, type Prefixed } from '../../app/api.ts';
import { crudEndpoints } from '../../app/crudEndpoints.ts';
import type { ListRequest } from '../../ui/listState.ts';

export type ExpenseSortBy = NonNullable<ExpenseListBody['sortBy']>;
export type ExpenseListRequest = Omit<ListRequest<ExpenseSortBy>, 'body'> & { body: ExpenseListBody };
export type ExpensePage = ListPage<Expense> & { totalAmount: string };

export const expensesBase = (prefix: string) => `/${prefix}/expenses`;
const crud = crudEndpoints('Expense', expensesBase);
const { LIST } = crud;

/** The expense calls of spec section 7 under the role's prefix (providers: their own only). */
export const expensesApi = api.enhanceEndpoints({ addTagTypes: ['Expense'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/expenses/all?page=&pageSize= */
    listExpenses: build.query<ExpensePage, Prefixed<ExpenseListRequest>>(crud.list<ExpensePage>()),
    getExpense: build.query<Expense, Prefixed<{ id: string }>>(crud.get<Expense>()),
    /** GET /{prefix}/expenses/assigned-facilities (staff: of `providerId`). */
    assignedFacilities: build.query<{ _id: string; name: string }[], Prefixed<{ providerId?: string }>>({
      query: ({ prefix, providerId }) => ({
        url: `${expensesBase(prefix)}/assigned-facilities`,
        params: providerId ? { providerId } : undefined,
      }),
      transformResponse: (res: Ok<{ _id: string; name: string }[]>) => res.data,
    }),
    createExpense: build.mutation<Ok<Expense>, Prefixed<{ body: ExpenseInput | StaffExpenseInput }>>(crud.create()),
    updateExpense: build.mutation<Ok<Expense>, Prefixed<{ id: string; body: ExpenseInput }>>(crud.update()),
    /** The deleted expense's own tag stays: its screen has left, and a refetch would only find it gone. */
    deleteExpense: build.mutation<Ok<null>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: crud.at(prefix, id), method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    approveExpense: build.mutation<Ok<Expense>, Prefixed<{ id: string }>>(crud.action('approve')),
    notApproveExpense: build.mutation<Ok<Expense>, Prefixed<{ id: string; reason: string }>>({
      query: ({ prefix, id, reason }) => ({
        url: crud.at(prefix, id, 'not-approved'),
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, crud.one(id)]),
    }),
    approveAllCount: build.mutation<{ count: number }, Prefixed<{ body: ApproveAllBody }>>({
      query: ({ prefix, body }) => ({ url: `${expensesBase(prefix)}/approve/all/count`, method: 'POST', body }),
      transformResponse: (res: Ok<{ count: number }>) => res.data,
    }),
    approveAll: build.mutation<Ok<{ runId: string; totalCount: number }>, Prefixed<{ body: ApproveAllBody }>>({
      query: ({ prefix, body }) => ({ url: `${expensesBase(prefix)}/approve/all`, method: 'POST', body }),
    }),
    approveAllRun: build.query<ApproveAllRun, Prefixed<{ runId: string }>>({
      query: ({ prefix, runId }) => ({ url: `${expensesBase(prefix)}/approve/all/${encodeURIComponent(runId)}` }),
      transformResponse: (res: Ok<ApproveAllRun>) => res.data,
    }),
  }),
});

export const {
  useListExpensesQuery,
  useGetExpenseQuery,
  useAssignedFacilitiesQuery,
  useCreateExpenseMutation,
  useUpdateExpenseMutation,
  useDeleteExpenseMutation,
  useApproveExpenseMutation,
  useNotApproveExpenseMutation,
  useApproveAllCountMutation,
  useApproveAllMutation,
  useApproveAllRunQuery,
} = expensesApi;

/** The screens of spec section 2, per area. */
export const EXPENSE_PATHS = {
  admin: {
    list: '/admin-expenses-listing',
    add: '/admin-add-expenses',
    view: (id: string) => `/admin-view-expenses/${id}`,
    edit: (id: string) => `/admin-edit-expenses/${id}`,
  },
  provider: {
    list: '/provider-expenses-listing',
    add: '/provider-add-expenses',
    view: (id: string) => `/provider-view-expenses/${id}`,
    edit: (id: string) => `/provider-edit-expenses/${id}`,
  },
};
export type ExpenseArea = keyof typeof EXPENSE_PATHS;

/** An expense screen's way back (the area's list) and its not-found message (RecordPage). */
export const expenseRecord = (area: ExpenseArea) => ({
  backTo: EXPENSE_PATHS[area].list,
  backLabel: 'Expenses',
  notFound: EXPENSE_MESSAGES.notFound,
});

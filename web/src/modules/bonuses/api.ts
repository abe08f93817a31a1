import type { Assignment, Bonus, BonusDetail, BonusInput, BonusListBody, ListPage, Ok } from '@portal/contracts';
import { api } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';

type Prefixed<T = unknown> = { prefix: string } & T;
export type BonusSortBy = NonNullable<BonusListBody['sortBy']>;
export type BonusListRequest = Omit<ListRequest<BonusSortBy>, 'body'> & { body: BonusListBody };

const LIST = { type: 'Bonus' as const, id: 'LIST' };
const one = (id: string) => ({ type: 'Bonus' as const, id });
const base = (prefix: string) => `/${prefix}/bonuses`;

/** The bonus calls of spec section 7 ('bonuses and bonus-types') under the staff role's prefix. */
export const bonusesApi = api.enhanceEndpoints({ addTagTypes: ['Bonus'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/bonuses/all?page=&pageSize= */
    listBonuses: build.query<ListPage<Bonus>, Prefixed<BonusListRequest>>({
      query: ({ prefix, page, pageSize, body }) => ({
        url: `${base(prefix)}/all`,
        method: 'POST',
        params: { page, pageSize },
        body,
      }),
      transformResponse: (res: Ok<ListPage<Bonus>>) => res.data,
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((r) => one(r._id))],
    }),
    /** GET /{prefix}/bonuses/{id}: the bonus and, with a threshold, the approved hours of its period. */
    getBonus: build.query<BonusDetail, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: `${base(prefix)}/${encodeURIComponent(id)}`, silent: [400, 404] }),
      transformResponse: (res: Ok<BonusDetail>) => res.data,
      providesTags: (_r, _e, { id }) => [one(id)],
    }),
    /** POST /{prefix}/bonuses: 201 'Bonus added successfully'; 400 and 409 are shown by the form. */
    createBonus: build.mutation<Ok<BonusDetail>, Prefixed<{ body: BonusInput }>>({
      query: ({ prefix, body }) => ({ url: base(prefix), method: 'POST', body, silent: [400, 409] }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    /** PUT /{prefix}/bonuses/{id}: a pending bonus only (409 once approved). */
    updateBonus: build.mutation<Ok<BonusDetail>, Prefixed<{ id: string; body: BonusInput }>>({
      query: ({ prefix, id, body }) => ({
        url: `${base(prefix)}/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        silent: [400, 409],
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    /** DELETE /{prefix}/bonuses/{id}: a pending bonus only. */
    deleteBonus: build.mutation<Ok<null>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: `${base(prefix)}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    /** POST /{prefix}/bonuses/{id}/approve: 'Bonus approved successfully' (409 toasted). */
    approveBonus: build.mutation<Ok<BonusDetail>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: `${base(prefix)}/${encodeURIComponent(id)}/approve`, method: 'POST' }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    /** POST /{prefix}/provider-facility-assignments/all filtered by provider: the form's optional assignment. */
    bonusAssignmentOptions: build.query<Assignment[], Prefixed<{ providerId: string }>>({
      query: ({ prefix, providerId }) => ({
        url: `/${prefix}/provider-facility-assignments/all`,
        method: 'POST',
        params: { page: 1, pageSize: 100 },
        body: { sortBy: 'startDate', sortDirection: 1, filters: { providerId } },
        silent: [403],
      }),
      transformResponse: (res: Ok<ListPage<Assignment>>) => res.data.data,
    }),
  }),
});

export const {
  useListBonusesQuery,
  useGetBonusQuery,
  useCreateBonusMutation,
  useUpdateBonusMutation,
  useDeleteBonusMutation,
  useApproveBonusMutation,
  useBonusAssignmentOptionsQuery,
} = bonusesApi;

export const BONUS_PATHS = {
  list: '/bonus-listing',
  add: '/add-bonus',
  view: (id: string) => `/view-bonus/${id}`,
  edit: (id: string) => `/edit-bonus/${id}`,
};

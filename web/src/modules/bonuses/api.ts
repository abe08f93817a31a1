import {
  type Assignment,
  BONUS_MESSAGES,
  type Bonus,
  type BonusDetail,
  type BonusInput,
  type BonusListBody,
  type ListPage,
  type Ok,
} from '@portal/contracts';
import { api, type Prefixed } from '../../app/api.ts';
import { crudEndpoints } from '../../app/crudEndpoints.ts';
import type { ListRequest } from '../../ui/listState.ts';

export type BonusSortBy = NonNullable<BonusListBody['sortBy']>;
export type BonusListRequest = Omit<ListRequest<BonusSortBy>, 'body'> & { body: BonusListBody };

const crud = crudEndpoints('Bonus', (prefix) => `/${prefix}/bonuses`);

/** The bonus calls of spec section 7 ('bonuses and bonus-types') under the staff role's prefix. */
export const bonusesApi = api.enhanceEndpoints({ addTagTypes: ['Bonus'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/bonuses/all?page=&pageSize= */
    listBonuses: build.query<ListPage<Bonus>, Prefixed<BonusListRequest>>(crud.list<ListPage<Bonus>>()),
    /** GET /{prefix}/bonuses/{id}: the bonus and, with a threshold, the approved hours of its period. */
    getBonus: build.query<BonusDetail, Prefixed<{ id: string }>>(crud.get<BonusDetail>()),
    /** POST /{prefix}/bonuses: 201 'Bonus added successfully'; 400 and 409 are shown by the form. */
    createBonus: build.mutation<Ok<BonusDetail>, Prefixed<{ body: BonusInput }>>(crud.create()),
    /** PUT /{prefix}/bonuses/{id}: a pending bonus only (409 once approved). */
    updateBonus: build.mutation<Ok<BonusDetail>, Prefixed<{ id: string; body: BonusInput }>>(crud.update()),
    /** DELETE /{prefix}/bonuses/{id}: a pending bonus only. */
    deleteBonus: build.mutation<Ok<null>, Prefixed<{ id: string }>>(crud.remove()),
    /** POST /{prefix}/bonuses/{id}/approve: 'Bonus approved successfully' (409 toasted). */
    approveBonus: build.mutation<Ok<BonusDetail>, Prefixed<{ id: string }>>(crud.action('approve')),
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

/** A bonus screen's way back and its not-found message (RecordPage). */
export const BONUS_RECORD = { backTo: BONUS_PATHS.list, backLabel: 'Bonuses', notFound: BONUS_MESSAGES.notFound };

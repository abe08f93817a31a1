import { ASSIGNMENT_API, BONUS_API, BONUS_MESSAGES, type BonusListBody, webPaths } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, pickerOf, queryOf, recordTags } from '../../lib/endpoint.ts';
import type { ListRequest } from '../../ui/listState.ts';

export type BonusSortBy = NonNullable<BonusListBody['sortBy']>;
export type BonusListRequest = Omit<ListRequest<BonusSortBy>, 'body'> & { body: BonusListBody };

const E = BONUS_API;
const tags = recordTags('Bonus');

/** The bonus calls of spec section 7 ('bonuses and bonus-types') under the staff role's prefix. */
const bonusesApi = api.enhanceEndpoints({ addTagTypes: ['Bonus'] }).injectEndpoints({
  endpoints: (build) => ({
    listBonuses: build.query(queryOf(E.list, { providesTags: tags.list })),
    /** The bonus and, with a threshold, the approved hours of its period; 400 and 404 are the not-found card. */
    getBonus: build.query(queryOf(E.get, { silent: [400, 404], providesTags: tags.record })),
    /** 201 'Bonus added successfully'; 400 and 409 are shown by the form. */
    createBonus: build.mutation(mutationOf(E.create, { silent: [400, 409], invalidatesTags: tags.created })),
    /** A pending bonus only (409 once approved). */
    updateBonus: build.mutation(mutationOf(E.update, { silent: [400, 409], invalidatesTags: tags.changed })),
    /** A pending bonus only. */
    deleteBonus: build.mutation(mutationOf(E.remove, { invalidatesTags: tags.changed })),
    /** 'Bonus approved successfully' (409 toasted). */
    approveBonus: build.mutation(mutationOf(E.approve, { invalidatesTags: tags.changed })),
    /** The provider's assignments (assignments' list, filtered): the form's optional assignment. */
    bonusAssignmentOptions: build.query(
      pickerOf(ASSIGNMENT_API.list, 100, { sortBy: 'startDate', sortDirection: 1, filters: {} }, { silent: [403] }),
    ),
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

/** A bonus screen's way back and its not-found message (RecordPage). */
export const BONUS_RECORD = { backTo: webPaths.bonusListing, backLabel: 'Bonuses', notFound: BONUS_MESSAGES.notFound };

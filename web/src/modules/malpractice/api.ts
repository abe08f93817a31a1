import { MALPRACTICE_API, type MalpracticeInfoListBody, type StateRateListBody, webPaths } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf } from '../../lib/endpoint.ts';

export type StateRateSortBy = NonNullable<StateRateListBody['sortBy']>;
export type InfoSortBy = NonNullable<MalpracticeInfoListBody['sortBy']>;

const E = MALPRACTICE_API;
const STATE_RATE = ['StateRate' as const];
const INFO = ['MalpracticeInfo' as const];
const noteTag = (id: string) => ({ type: 'MalpracticeNote' as const, id });

/** The malpractice-rates calls of spec section 7 under the staff prefix. */
const malpracticeApi = api
  .enhanceEndpoints({ addTagTypes: ['StateRate', 'MalpracticeInfo', 'MalpracticeNote', 'PickList', 'PayRate'] })
  .injectEndpoints({
    endpoints: (build) => ({
      insuranceProviders: build.query(
        queryOf(E.insuranceProviders, { providesTags: [{ type: 'PickList' as const, id: 'insurance-provider' }] }),
      ),
      listStateRates: build.query(queryOf(E.listStateRates, { providesTags: STATE_RATE })),
      /** 400 and 409 are shown by the form. */
      createStateRate: build.mutation(
        mutationOf(E.createStateRate, {
          silent: [400, 409],
          invalidatesTags: (_r: unknown, e: unknown) => (e ? [] : ['StateRate' as const, 'PayRate' as const]),
        }),
      ),
      getStateRate: build.query(queryOf(E.getStateRate, { silent: [400, 404], providesTags: STATE_RATE })),
      /** 400 and 409 are shown by the form. */
      updateStateRate: build.mutation(
        mutationOf(E.updateStateRate, {
          silent: [400, 409],
          invalidatesTags: (_r: unknown, e: unknown) => (e ? [] : ['StateRate' as const, 'PayRate' as const]),
        }),
      ),
      listMalpracticeInfo: build.query(queryOf(E.listInfo, { providesTags: INFO })),
      /** The expired-malpractice tab: covers expired or expiring within the chosen window (default 90 days). */
      listExpiredMalpractice: build.query(queryOf(E.listExpired, { providesTags: INFO })),
      createMalpracticeInfo: build.mutation(
        mutationOf(E.createInfo, {
          silent: [400, 409],
          invalidatesTags: (_r: unknown, e: unknown) => (e ? [] : INFO),
        }),
      ),
      getMalpracticeInfo: build.query(queryOf(E.getInfo, { silent: [400, 404], providesTags: INFO })),
      /** 400 is shown by the form. */
      updateMalpracticeInfo: build.mutation(
        mutationOf(E.updateInfo, {
          silent: [400, 409],
          invalidatesTags: (_r: unknown, e: unknown) => (e ? [] : ['MalpracticeInfo' as const, 'PayRate' as const]),
        }),
      ),
      malpracticeNotes: build.query(
        queryOf(E.notes, { providesTags: (_r: unknown, _e: unknown, { id }: { id: string }) => [noteTag(id)] }),
      ),
      addMalpracticeNote: build.mutation(
        mutationOf(E.addNote, {
          silent: [400],
          invalidatesTags: (_r: unknown, e: unknown, { id }: { id: string }) =>
            e ? [] : [noteTag(id), 'MalpracticeInfo' as const],
        }),
      ),
    }),
  });

export const {
  useInsuranceProvidersQuery,
  useListStateRatesQuery,
  useCreateStateRateMutation,
  useGetStateRateQuery,
  useUpdateStateRateMutation,
  useListMalpracticeInfoQuery,
  useListExpiredMalpracticeQuery,
  useCreateMalpracticeInfoMutation,
  useGetMalpracticeInfoQuery,
  useUpdateMalpracticeInfoMutation,
  useMalpracticeNotesQuery,
  useAddMalpracticeNoteMutation,
} = malpracticeApi;

export const MALPRACTICE_PATHS = {
  list: webPaths.malpracticeListing,
  add: webPaths.addMalpracticerates,
  import: webPaths.addMalpracticeratesImport,
  editRate: webPaths.editMalpracticerates,
  editInfo: webPaths.editMalpracticeInfo,
  /** The list with one of its tabs open. */
  tab: (tab: 'info' | 'expired') => `/malpractice-listing?tab=${tab}`,
};

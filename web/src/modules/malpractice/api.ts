import type {
  ListPage,
  MalpracticeInfo,
  MalpracticeInfoInput,
  MalpracticeInfoListBody,
  MalpracticeNote,
  Ok,
  ReferenceItem,
  StateRate,
  StateRateInput,
  StateRateListBody,
} from '@portal/contracts';
import { api, type Prefixed } from '../../app/api.ts';

type Paged<B> = { page: number; pageSize: number; body: B };
export type StateRateSortBy = NonNullable<StateRateListBody['sortBy']>;
export type InfoSortBy = NonNullable<MalpracticeInfoListBody['sortBy']>;

const base = (prefix: string) => `/${prefix}/malpractice-rates`;

/** The malpractice-rates calls of spec section 7 under the staff prefix. */
export const malpracticeApi = api
  .enhanceEndpoints({ addTagTypes: ['StateRate', 'MalpracticeInfo', 'MalpracticeNote', 'PickList', 'PayRate'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /{prefix}/malpractice-insurance-provider/all */
      insuranceProviders: build.query<ReferenceItem[], Prefixed>({
        query: ({ prefix }) => `/${prefix}/malpractice-insurance-provider/all`,
        transformResponse: (res: Ok<ReferenceItem[]>) => res.data,
        providesTags: [{ type: 'PickList', id: 'insurance-provider' }],
      }),
      listStateRates: build.query<ListPage<StateRate>, Prefixed<Paged<StateRateListBody>>>({
        query: ({ prefix, page, pageSize, body }) => ({
          url: `${base(prefix)}/state-rates/all`,
          method: 'POST',
          params: { page, pageSize },
          body,
        }),
        transformResponse: (res: Ok<ListPage<StateRate>>) => res.data,
        providesTags: ['StateRate'],
      }),
      createStateRate: build.mutation<Ok<StateRate>, Prefixed<{ body: StateRateInput }>>({
        query: ({ prefix, body }) => ({ url: `${base(prefix)}/state-rates`, method: 'POST', body, silent: [400, 409] }),
        invalidatesTags: (_r, e) => (e ? [] : ['StateRate', 'PayRate']),
      }),
      /** GET /{prefix}/malpractice-rates/state-rates/{id} */
      getStateRate: build.query<StateRate, Prefixed<{ id: string }>>({
        query: ({ prefix, id }) => ({
          url: `${base(prefix)}/state-rates/${encodeURIComponent(id)}`,
          silent: [400, 404],
        }),
        transformResponse: (res: Ok<StateRate>) => res.data,
        providesTags: ['StateRate'],
      }),
      /** PUT /{prefix}/malpractice-rates/state-rates/{id}: 400 and 409 are shown by the form. */
      updateStateRate: build.mutation<Ok<StateRate>, Prefixed<{ id: string; body: StateRateInput }>>({
        query: ({ prefix, id, body }) => ({
          url: `${base(prefix)}/state-rates/${encodeURIComponent(id)}`,
          method: 'PUT',
          body,
          silent: [400, 409],
        }),
        invalidatesTags: (_r, e) => (e ? [] : ['StateRate', 'PayRate']),
      }),
      listMalpracticeInfo: build.query<
        ListPage<MalpracticeInfo>,
        Prefixed<Paged<MalpracticeInfoListBody> & { expired?: boolean }>
      >({
        query: ({ prefix, page, pageSize, body, expired }) => ({
          url: `${base(prefix)}/${expired ? 'expired-malpractice' : 'info'}/all`,
          method: 'POST',
          params: { page, pageSize },
          body,
        }),
        transformResponse: (res: Ok<ListPage<MalpracticeInfo>>) => res.data,
        providesTags: ['MalpracticeInfo'],
      }),
      createMalpracticeInfo: build.mutation<Ok<MalpracticeInfo>, Prefixed<{ body: MalpracticeInfoInput }>>({
        query: ({ prefix, body }) => ({ url: `${base(prefix)}/info`, method: 'POST', body, silent: [400, 409] }),
        invalidatesTags: (_r, e) => (e ? [] : ['MalpracticeInfo']),
      }),
      /** GET /{prefix}/malpractice-rates/info/{id} */
      getMalpracticeInfo: build.query<MalpracticeInfo, Prefixed<{ id: string }>>({
        query: ({ prefix, id }) => ({ url: `${base(prefix)}/info/${encodeURIComponent(id)}`, silent: [400, 404] }),
        transformResponse: (res: Ok<MalpracticeInfo>) => res.data,
        providesTags: ['MalpracticeInfo'],
      }),
      /** PUT /{prefix}/malpractice-rates/info/{id}: 400 is shown by the form. */
      updateMalpracticeInfo: build.mutation<Ok<MalpracticeInfo>, Prefixed<{ id: string; body: MalpracticeInfoInput }>>({
        query: ({ prefix, id, body }) => ({
          url: `${base(prefix)}/info/${encodeURIComponent(id)}`,
          method: 'PUT',
          body,
          silent: [400, 409],
        }),
        invalidatesTags: (_r, e) => (e ? [] : ['MalpracticeInfo', 'PayRate']),
      }),
      malpracticeNotes: build.query<MalpracticeNote[], Prefixed<{ id: string }>>({
        query: ({ prefix, id }) => `${base(prefix)}/expired-malpractice/${encodeURIComponent(id)}/notes`,
        transformResponse: (res: Ok<MalpracticeNote[]>) => res.data,
        providesTags: (_r, _e, { id }) => [{ type: 'MalpracticeNote', id }],
      }),
      addMalpracticeNote: build.mutation<Ok<MalpracticeNote>, Prefixed<{ id: string; note: string }>>({
        query: ({ prefix, id, note }) => ({
          url: `${base(prefix)}/expired-malpractice/${encodeURIComponent(id)}/notes`,
          method: 'POST',
          body: { note },
          silent: [400],
        }),
        invalidatesTags: (_r, e, { id }) => (e ? [] : [{ type: 'MalpracticeNote', id }, 'MalpracticeInfo']),
      }),
    }),
  });

export const {
  useInsuranceProvidersQuery,
  useListStateRatesQuery,
  useCreateStateRateMutation,
  useGetStateRateQuery,
  useUpdateStateRateMutation,
  useListMalpracticeInfoQuery,
  useCreateMalpracticeInfoMutation,
  useGetMalpracticeInfoQuery,
  useUpdateMalpracticeInfoMutation,
  useMalpracticeNotesQuery,
  useAddMalpracticeNoteMutation,
} = malpracticeApi;

export const MALPRACTICE_PATHS = {
  list: '/malpractice-listing',
  add: '/add-malpracticerates',
  import: '/add-malpracticerates-import',
  editRate: (id: string) => `/edit-malpracticerates/${id}`,
  editInfo: (id: string) => `/edit-malpractice-info/${id}`,
  /** The list with one of its tabs open. */
  tab: (tab: 'info' | 'expired') => `/malpractice-listing?tab=${tab}`,
};

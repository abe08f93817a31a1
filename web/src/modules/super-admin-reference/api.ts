import {
  type EndpointData,
  type Ok,
  type SuperAdminReferenceKind,
  superAdminReferenceEndpoints,
} from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { type EndpointArgs, type RequestOptions, requestOf } from '../../lib/endpoint.ts';

/** Each kind is its own set of routes (its own OpenAPI tag): the call names the kind. */
type KindEndpoints = ReturnType<typeof superAdminReferenceEndpoints<SuperAdminReferenceKind>>;
type KindArgs<N extends keyof KindEndpoints> = { kind: SuperAdminReferenceKind } & EndpointArgs<KindEndpoints[N]>;
type Data<N extends keyof KindEndpoints> = EndpointData<KindEndpoints[N]>;

/** The request of endpoint `name` of the call's kind. */
const ofKind =
  <N extends keyof KindEndpoints>(name: N, options: RequestOptions = {}) =>
  ({ kind, ...args }: KindArgs<N>) =>
    requestOf(superAdminReferenceEndpoints(kind)[name], args, options);

const tag = (kind: SuperAdminReferenceKind) => ({ type: 'SuperAdminReference' as const, id: kind });
const changed = (_r: unknown, error: unknown, { kind }: { kind: SuperAdminReferenceKind }) =>
  error ? [] : [tag(kind)];

/** Divisions and procedure types: read by both staff families (form selects), changed by super admins only. */
const superAdminReferenceApi = api.enhanceEndpoints({ addTagTypes: ['SuperAdminReference'] }).injectEndpoints({
  endpoints: (build) => ({
    listNamedItems: build.query<Data<'list'>, KindArgs<'list'>>({
      query: ofKind('list'),
      transformResponse: (res: Ok<Data<'list'>>) => res.data,
      providesTags: (_r, _e, { kind }) => [tag(kind)],
    }),
    // 400 and 409 are shown by the form.
    addNamedItem: build.mutation<Ok<Data<'add'>>, KindArgs<'add'>>({
      query: ofKind('add', { silent: [400, 409] }),
      invalidatesTags: changed,
    }),
    renameNamedItem: build.mutation<Ok<Data<'rename'>>, KindArgs<'rename'>>({
      query: ofKind('rename', { silent: [400, 409] }),
      invalidatesTags: changed,
    }),
    deleteNamedItem: build.mutation<Ok<Data<'delete'>>, KindArgs<'delete'>>({
      query: ofKind('delete'),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useListNamedItemsQuery,
  useAddNamedItemMutation,
  useRenameNamedItemMutation,
  useDeleteNamedItemMutation,
} = superAdminReferenceApi;

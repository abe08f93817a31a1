import type { NamedItem, NamedItemInput, Ok, SuperAdminReferenceKind } from '@portal/contracts';
import { api } from '../../app/api.ts';

const tag = (kind: SuperAdminReferenceKind) => ({ type: 'SuperAdminReference' as const, id: kind });

/** Divisions and procedure types: read by both staff families (form selects), changed by super admins only. */
export const superAdminReferenceApi = api.enhanceEndpoints({ addTagTypes: ['SuperAdminReference'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /{prefix}/divisions or /{prefix}/procedure-types */
    listNamedItems: build.query<NamedItem[], { prefix: string; kind: SuperAdminReferenceKind }>({
      query: ({ prefix, kind }) => ({ url: `/${prefix}/${kind}` }),
      transformResponse: (res: Ok<NamedItem[]>) => res.data,
      providesTags: (_r, _e, { kind }) => [tag(kind)],
    }),
    addNamedItem: build.mutation<Ok<NamedItem>, { kind: SuperAdminReferenceKind; body: NamedItemInput }>({
      query: ({ kind, body }) => ({ url: `/super-admin/${kind}`, method: 'POST', body, silent: [400, 409] }),
      invalidatesTags: (_r, error, { kind }) => (error ? [] : [tag(kind)]),
    }),
    renameNamedItem: build.mutation<Ok<NamedItem>, { kind: SuperAdminReferenceKind; id: string; body: NamedItemInput }>(
      {
        query: ({ kind, id, body }) => ({
          url: `/super-admin/${kind}/${encodeURIComponent(id)}`,
          method: 'PUT',
          body,
          silent: [400, 409],
        }),
        invalidatesTags: (_r, error, { kind }) => (error ? [] : [tag(kind)]),
      },
    ),
    deleteNamedItem: build.mutation<Ok<null>, { kind: SuperAdminReferenceKind; id: string }>({
      query: ({ kind, id }) => ({ url: `/super-admin/${kind}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { kind }) => (error ? [] : [tag(kind)]),
    }),
  }),
});

export const {
  useListNamedItemsQuery,
  useAddNamedItemMutation,
  useRenameNamedItemMutation,
  useDeleteNamedItemMutation,
} = superAdminReferenceApi;

import type { Facility, FacilityListBody, FacilitySummary, facilityInputSchema, ListPage, Ok } from '@portal/contracts';
import type { z } from 'zod';
import { api, type Prefixed } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';

/** What the add and edit calls send: the output of the contracts' facilityInputSchema. */
export type FacilityBody = z.output<typeof facilityInputSchema>;
export type FacilitySortBy = NonNullable<FacilityListBody['sortBy']>;
/** An active ICON staff user who can be a facility contact. */
export type IconContact = Facility['iconContacts'][number];

const LIST = { type: 'Facility' as const, id: 'LIST' };
const invalidateOne = (id: string) => [LIST, { type: 'Facility' as const, id }];

export const facilitiesApi = api.enhanceEndpoints({ addTagTypes: ['Facility'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/facilities/all?page=&pageSize= : one page (filters status (default active), clientId, vmsId, state). */
    listFacilities: build.query<ListPage<FacilitySummary>, Prefixed<ListRequest<FacilitySortBy>>>({
      query: ({ prefix, page, pageSize, body }) => ({
        url: `/${prefix}/facilities/all`,
        method: 'POST',
        params: { page, pageSize },
        body,
      }),
      transformResponse: (res: Ok<ListPage<FacilitySummary>>) => res.data,
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((f) => ({ type: 'Facility' as const, id: f._id }))],
    }),
    /** GET /{prefix}/facilities/{id} : with its contacts and ICON contacts (404 'Facility not found'). */
    getFacility: build.query<Facility, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: `/${prefix}/facilities/${encodeURIComponent(id)}`, silent: [404] }),
      transformResponse: (res: Ok<Facility>) => res.data,
      providesTags: (_result, _error, { id }) => [{ type: 'Facility', id }],
    }),
    /** POST /{prefix}/facilities : 201 'Facility added successfully'. */
    createFacility: build.mutation<Ok<Facility>, Prefixed<{ body: FacilityBody }>>({
      query: ({ prefix, body }) => ({ url: `/${prefix}/facilities`, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    /** PUT /{prefix}/facilities/{id} : 'Facility updated successfully'. */
    updateFacility: build.mutation<Ok<Facility>, Prefixed<{ id: string; body: FacilityBody }>>({
      query: ({ prefix, id, body }) => ({
        url: `/${prefix}/facilities/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : invalidateOne(id)),
    }),
    /** POST /{prefix}/facilities/{id}/archive : 409 when already archived; the screens refresh either way. */
    archiveFacility: build.mutation<Ok<Facility>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: `/${prefix}/facilities/${encodeURIComponent(id)}/archive`, method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => invalidateOne(id),
    }),
    /** POST /{prefix}/facilities/{id}/reinstate : 409 when not archived. */
    reinstateFacility: build.mutation<Ok<Facility>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({
        url: `/${prefix}/facilities/${encodeURIComponent(id)}/reinstate`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { id }) => invalidateOne(id),
    }),
    /** GET /{prefix}/facility-icon-users/contacts : active ICON staff for the 'ICON contacts' picker. */
    listFacilityIconContacts: build.query<IconContact[], Prefixed>({
      query: ({ prefix }) => `/${prefix}/facility-icon-users/contacts`,
      transformResponse: (res: Ok<IconContact[]>) => res.data,
    }),
  }),
});

export const {
  useListFacilitiesQuery,
  useGetFacilityQuery,
  useCreateFacilityMutation,
  useUpdateFacilityMutation,
  useArchiveFacilityMutation,
  useReinstateFacilityMutation,
  useListFacilityIconContactsQuery,
} = facilitiesApi;

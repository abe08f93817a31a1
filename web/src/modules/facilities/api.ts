import { FACILITY_API, type Facility, type FacilityListBody, type facilityInputSchema } from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../app/api.ts';
import { mutationOf, queryOf } from '../../app/endpoint.ts';

/** What the add and edit calls send: the output of the contracts' facilityInputSchema. */
export type FacilityBody = z.output<typeof facilityInputSchema>;
export type FacilitySortBy = NonNullable<FacilityListBody['sortBy']>;
/** An active ICON staff user who can be a facility contact. */
export type IconContact = Facility['iconContacts'][number];

const LIST = { type: 'Facility' as const, id: 'LIST' };
const one = (id: string) => ({ type: 'Facility' as const, id });
const E = FACILITY_API;

export const facilitiesApi = api.enhanceEndpoints({ addTagTypes: ['Facility'] }).injectEndpoints({
  endpoints: (build) => ({
    listFacilities: build.query(
      queryOf(E.list, {
        providesTags: (result?: { data: { _id: string }[] }) => [LIST, ...(result?.data ?? []).map((f) => one(f._id))],
      }),
    ),
    /** 404 'Facility not found' is the screen's not-found card. */
    getFacility: build.query(
      queryOf(E.get, { silent: [404], providesTags: (_r: unknown, _e: unknown, { id }: { id: string }) => [one(id)] }),
    ),
    createFacility: build.mutation(
      mutationOf(E.create, { invalidatesTags: (_r: unknown, error: unknown) => (error ? [] : [LIST]) }),
    ),
    updateFacility: build.mutation(
      mutationOf(E.update, {
        invalidatesTags: (_r: unknown, error: unknown, { id }: { id: string }) => (error ? [] : [LIST, one(id)]),
      }),
    ),
    /** 409 when already archived; the screens refresh either way. */
    archiveFacility: build.mutation(
      mutationOf(E.archive, { invalidatesTags: (_r: unknown, _e: unknown, { id }: { id: string }) => [LIST, one(id)] }),
    ),
    /** 409 when not archived. */
    reinstateFacility: build.mutation(
      mutationOf(E.reinstate, {
        invalidatesTags: (_r: unknown, _e: unknown, { id }: { id: string }) => [LIST, one(id)],
      }),
    ),
    /** Active ICON staff for the 'ICON contacts' picker. */
    listFacilityIconContacts: build.query(queryOf(E.iconContacts)),
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

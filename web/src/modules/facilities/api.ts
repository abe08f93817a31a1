import { FACILITY_API, type Facility, type FacilityListBody, type facilityInputSchema } from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, recordTags } from '../../lib/endpoint.ts';

/** What the add and edit calls send: the output of the contracts' facilityInputSchema. */
export type FacilityBody = z.output<typeof facilityInputSchema>;
export type FacilitySortBy = NonNullable<FacilityListBody['sortBy']>;
/** An active ICON staff user who can be a facility contact. */
export type IconContact = Facility['iconContacts'][number];

const E = FACILITY_API;
const tags = recordTags('Facility');

const facilitiesApi = api.enhanceEndpoints({ addTagTypes: ['Facility'] }).injectEndpoints({
  endpoints: (build) => ({
    listFacilities: build.query(queryOf(E.list, { providesTags: tags.list })),
    /** 404 'Facility not found' is the screen's not-found card. */
    getFacility: build.query(queryOf(E.get, { silent: [404], providesTags: tags.record })),
    createFacility: build.mutation(mutationOf(E.create, { invalidatesTags: tags.created })),
    updateFacility: build.mutation(mutationOf(E.update, { invalidatesTags: tags.changed })),
    /** 409 when already archived; the screens refresh either way. */
    archiveFacility: build.mutation(mutationOf(E.archive, { invalidatesTags: tags.touched })),
    /** 409 when not archived. */
    reinstateFacility: build.mutation(mutationOf(E.reinstate, { invalidatesTags: tags.touched })),
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

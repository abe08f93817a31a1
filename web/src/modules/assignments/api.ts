import { ASSIGNMENT_API, type AssignmentListBody, type assignmentInputSchema, FACILITY_API } from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { mutationOf, pickerOf, queryOf, recordTags } from '../../lib/endpoint.ts';
import type { ListRequest } from '../../ui/listState.ts';

/** What the add and edit calls send: the output of the contracts' assignmentInputSchema. */
export type AssignmentBody = z.output<typeof assignmentInputSchema>;
export type AssignmentSortBy = NonNullable<AssignmentListBody['sortBy']>;
/** The body of the list call once the screen's filters are translated (assignmentListBody). */
export type AssignmentListRequest = Omit<ListRequest<AssignmentSortBy>, 'body'> & { body: AssignmentListBody };

const E = ASSIGNMENT_API;
const tags = recordTags('Assignment');
const ASSIGNED = 'AssignedProviders' as const;

/**
 * The staff families' assignments. A provider's screens call the same hooks with the 'providers' prefix, which
 * reaches the own-assignment descriptors (ownList, ownGet) at the same paths under /api/providers.
 */
const assignmentsApi = api.enhanceEndpoints({ addTagTypes: ['Assignment', ASSIGNED] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * One page (filters providerId, facilityId, active; search by facility or provider name; sort startDate,
     * endDate, facility, provider, createdAt).
     */
    listAssignments: build.query(queryOf(E.list, { providesTags: tags.list })),
    /** 404 'Assignment not found' (and 400 for a malformed id) is shown by the screen. */
    getAssignment: build.query(queryOf(E.get, { silent: [400, 404], providesTags: tags.record })),
    /**
     * 201 'Facility assigned successfully'. 400 and 409 are shown by the form itself (beside the fields, or in its
     * alert), so they raise no toast.
     */
    createAssignment: build.mutation(
      mutationOf(E.create, {
        silent: [400, 409],
        invalidatesTags: (_r: unknown, error: unknown) => (error ? [] : [tags.LIST, ASSIGNED]),
      }),
    ),
    /** 'Assignment updated successfully'; 400 and 409 as for the creation. */
    updateAssignment: build.mutation(
      mutationOf(E.update, {
        silent: [400, 409],
        invalidatesTags: (_r: unknown, error: unknown, { id }: { id: string }) =>
          error ? [] : [tags.LIST, tags.one(id), ASSIGNED],
      }),
    ),
    /** The providers assigned to a facility. */
    assignedProviders: build.query(queryOf(E.assignedProviders, { providesTags: [ASSIGNED] })),
    /** The active facilities matching what the user types, for the Facility picker (the facilities' list). */
    facilityOptions: build.query(
      pickerOf(FACILITY_API.list, 20, { sortBy: 'name', sortDirection: -1, filters: { status: 'active' } }),
    ),
  }),
});

export const {
  useListAssignmentsQuery,
  useGetAssignmentQuery,
  useCreateAssignmentMutation,
  useUpdateAssignmentMutation,
  useAssignedProvidersQuery,
  useFacilityOptionsQuery,
} = assignmentsApi;

import type {
  Assignment,
  AssignmentListBody,
  assignmentInputSchema,
  FacilitySummary,
  ListPage,
  Ok,
} from '@portal/contracts';
import type { z } from 'zod';
import { api, type Prefixed } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';

/** What the add and edit calls send: the output of the contracts' assignmentInputSchema. */
export type AssignmentBody = z.output<typeof assignmentInputSchema>;
export type AssignmentSortBy = NonNullable<AssignmentListBody['sortBy']>;
/** The body of the list call once the screen's filters are translated (assignmentListBody). */
export type AssignmentListRequest = Omit<ListRequest<AssignmentSortBy>, 'body'> & { body: AssignmentListBody };
/** A provider assigned to a facility (POST .../assigned-providers). */
export interface AssignedProvider {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
}

const LIST = { type: 'Assignment' as const, id: 'LIST' };
const one = (id: string) => ({ type: 'Assignment' as const, id });
const base = (prefix: string) => `/${prefix}/provider-facility-assignments`;

export const assignmentsApi = api
  .enhanceEndpoints({ addTagTypes: ['Assignment', 'AssignedProviders'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * POST /{prefix}/provider-facility-assignments/all?page=&pageSize= : one page (filters providerId, facilityId,
       * active; search by facility or provider name; sort startDate, endDate, facility, provider, createdAt).
       */
      listAssignments: build.query<ListPage<Assignment>, Prefixed<AssignmentListRequest>>({
        query: ({ prefix, page, pageSize, body }) => ({
          url: `${base(prefix)}/all`,
          method: 'POST',
          params: { page, pageSize },
          body,
        }),
        transformResponse: (res: Ok<ListPage<Assignment>>) => res.data,
        providesTags: (result) => [LIST, ...(result?.data ?? []).map((a) => one(a._id))],
      }),
      /** GET /{prefix}/provider-facility-assignments/{id} (404 'Assignment not found', shown by the screen). */
      getAssignment: build.query<Assignment, Prefixed<{ id: string }>>({
        query: ({ prefix, id }) => ({ url: `${base(prefix)}/${encodeURIComponent(id)}`, silent: [400, 404] }),
        transformResponse: (res: Ok<Assignment>) => res.data,
        providesTags: (_result, _error, { id }) => [one(id)],
      }),
      /**
       * POST /{prefix}/provider-facility-assignments : 201 'Facility assigned successfully'. 400 and 409 are shown by
       * the form itself (beside the fields, or in its alert), so they raise no toast.
       */
      createAssignment: build.mutation<Ok<Assignment>, Prefixed<{ body: AssignmentBody }>>({
        query: ({ prefix, body }) => ({ url: base(prefix), method: 'POST', body, silent: [400, 409] }),
        invalidatesTags: (_result, error) => (error ? [] : [LIST, 'AssignedProviders']),
      }),
      /** PUT /{prefix}/provider-facility-assignments/{id} : 'Assignment updated successfully'. */
      updateAssignment: build.mutation<Ok<Assignment>, Prefixed<{ id: string; body: AssignmentBody }>>({
        query: ({ prefix, id, body }) => ({
          url: `${base(prefix)}/${encodeURIComponent(id)}`,
          method: 'PUT',
          body,
          silent: [400, 409],
        }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, one(id), 'AssignedProviders']),
      }),
      /** POST /{prefix}/provider-facility-assignments/assigned-providers : the providers assigned to a facility. */
      assignedProviders: build.query<AssignedProvider[], Prefixed<{ facilityId: string; activeOnly: boolean }>>({
        query: ({ prefix, facilityId, activeOnly }) => ({
          url: `${base(prefix)}/assigned-providers`,
          method: 'POST',
          body: { facilityId, activeOnly },
        }),
        transformResponse: (res: Ok<AssignedProvider[]>) => res.data,
        providesTags: ['AssignedProviders'],
      }),
      /** POST /{prefix}/facilities/all : the active facilities matching what the user types, for the Facility picker. */
      facilityOptions: build.query<FacilitySummary[], Prefixed<{ search: string }>>({
        query: ({ prefix, search }) => ({
          url: `/${prefix}/facilities/all`,
          method: 'POST',
          params: { page: 1, pageSize: 20 },
          body: { sortBy: 'name', sortDirection: -1, ...(search ? { search } : {}), filters: { status: 'active' } },
        }),
        transformResponse: (res: Ok<ListPage<FacilitySummary>>) => res.data.data,
      }),
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

import type { Ok, ReferenceItem } from '@portal/contracts';
import { api } from '../../app/api.ts';

/** A country or a state of GET /list-countries and /list-states (ISO codes). */
export interface GeoItem {
  code: string;
  name: string;
}

/** A time zone of GET /list-timezones: the IANA name and a label with its current UTC offset. */
export interface TimezoneItem {
  value: string;
  label: string;
}

export interface CityItem {
  name: string;
}

/** The static pick-lists change with a deploy, not during a session. */
const STATIC = 3600;

/**
 * The shared reference GETs of spec section 7 (any signed-in user). The geodata lists are `silent`: a screen whose
 * pick-list cannot load falls back to free text instead of showing an error toast.
 */
export const referenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /list-clients : every client, by name. */
    listClients: build.query<ReferenceItem[], void>({
      query: () => '/list-clients',
      transformResponse: (res: Ok<ReferenceItem[]>) => res.data,
      keepUnusedDataFor: STATIC,
    }),
    /** GET /list-vms : every vendor management system, by name. */
    listVms: build.query<ReferenceItem[], void>({
      query: () => '/list-vms',
      transformResponse: (res: Ok<ReferenceItem[]>) => res.data,
      keepUnusedDataFor: STATIC,
    }),
    /** GET /insurance-providers : every insurance provider, by name. */
    listInsuranceProviders: build.query<ReferenceItem[], void>({
      query: () => '/insurance-providers',
      transformResponse: (res: Ok<ReferenceItem[]>) => res.data,
      keepUnusedDataFor: STATIC,
    }),
    /** GET /list-job-types : the job type pick-list (assignments). */
    listJobTypes: build.query<ReferenceItem[], void>({
      query: () => '/list-job-types',
      transformResponse: (res: Ok<ReferenceItem[]>) => res.data,
      keepUnusedDataFor: STATIC,
    }),
    /** GET /list-schools : the school pick-list (provider profiles). */
    listSchools: build.query<ReferenceItem[], void>({
      query: () => ({ url: '/list-schools', silent: true }),
      transformResponse: (res: Ok<ReferenceItem[]>) => res.data,
      keepUnusedDataFor: STATIC,
    }),
    /** GET /list-countries : ISO 3166-1 countries. */
    listCountries: build.query<GeoItem[], void>({
      query: () => ({ url: '/list-countries', silent: true }),
      transformResponse: (res: Ok<GeoItem[]>) => res.data,
      keepUnusedDataFor: STATIC,
    }),
    /** GET /list-states?country= : the states of a country (may be empty). */
    listStates: build.query<GeoItem[], { country: string }>({
      query: ({ country }) => ({ url: '/list-states', params: { country }, silent: true }),
      transformResponse: (res: Ok<GeoItem[]>) => res.data,
      keepUnusedDataFor: STATIC,
    }),
    /** GET /list-cities?country=&state=&search= : at most 50 cities of one state. */
    listCities: build.query<CityItem[], { country: string; state: string; search?: string }>({
      query: ({ country, state, search }) => ({
        url: '/list-cities',
        params: { country, state, ...(search ? { search } : {}) },
        silent: true,
      }),
      transformResponse: (res: Ok<CityItem[]>) => res.data,
    }),
    /** GET /list-timezones : IANA zones with their UTC offset. */
    listTimezones: build.query<TimezoneItem[], void>({
      query: () => ({ url: '/list-timezones', silent: true }),
      transformResponse: (res: Ok<TimezoneItem[]>) => res.data,
      keepUnusedDataFor: STATIC,
    }),
  }),
});

/** The staff-editable pick-lists (POST/PUT/DELETE /{prefix}/reference/{kind}). */
export type PickListKind = 'client' | 'vms' | 'job-type' | 'school' | 'insurance-provider';

/** The tag of a pick-list's GET: an add, rename or delete of that kind refetches it (and the selects using it). */
const PICK_LIST = 'PickList' as const;
const pickListTag = (kind: PickListKind) => [{ type: PICK_LIST, id: kind }];

referenceApi.enhanceEndpoints({
  addTagTypes: [PICK_LIST],
  endpoints: {
    listClients: { providesTags: pickListTag('client') },
    listVms: { providesTags: pickListTag('vms') },
    listInsuranceProviders: { providesTags: pickListTag('insurance-provider') },
    listJobTypes: { providesTags: pickListTag('job-type') },
    listSchools: { providesTags: pickListTag('school') },
  },
});

type PickListTarget = { prefix: string; kind: PickListKind };

/**
 * Staff edit the pick-lists ('edit-facilities' for client and VMS, 'edit-assignments' for job types,
 * 'edit-providers' for schools and insurance providers). Add and rename leave their 400 to the caller, which puts
 * it beside the name; every change (or failed one) refetches the list.
 */
export const pickListApi = api.enhanceEndpoints({ addTagTypes: [PICK_LIST] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/reference/{kind} : 201 'Item added successfully'. */
    addPickListItem: build.mutation<Ok<ReferenceItem>, PickListTarget & { name: string }>({
      query: ({ prefix, kind, name }) => ({
        url: `/${prefix}/reference/${kind}`,
        method: 'POST',
        body: { name },
        silent: [400],
      }),
      invalidatesTags: (_r, _e, { kind }) => pickListTag(kind),
    }),
    /** PUT /{prefix}/reference/{kind}/{id} : 'Item updated successfully'. */
    renamePickListItem: build.mutation<Ok<ReferenceItem>, PickListTarget & { id: string; name: string }>({
      query: ({ prefix, kind, id, name }) => ({
        url: `/${prefix}/reference/${kind}/${id}`,
        method: 'PUT',
        body: { name },
        silent: [400],
      }),
      invalidatesTags: (_r, _e, { kind }) => pickListTag(kind),
    }),
    /** DELETE /{prefix}/reference/{kind}/{id} : 'Item deleted successfully'; 409 while in use (error toast). */
    deletePickListItem: build.mutation<Ok<null>, PickListTarget & { id: string }>({
      query: ({ prefix, kind, id }) => ({ url: `/${prefix}/reference/${kind}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { kind }) => pickListTag(kind),
    }),
  }),
});

export const { useAddPickListItemMutation, useRenamePickListItemMutation, useDeletePickListItemMutation } = pickListApi;

export const {
  useListClientsQuery,
  useListVmsQuery,
  useListInsuranceProvidersQuery,
  useListJobTypesQuery,
  useListSchoolsQuery,
  useListCountriesQuery,
  useListStatesQuery,
  useListCitiesQuery,
  useListTimezonesQuery,
} = referenceApi;

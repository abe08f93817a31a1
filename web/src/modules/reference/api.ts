import {
  GEO_API,
  type Ok,
  type PickListKind,
  pickListEndpoints,
  REFERENCE_API,
  type ReferenceItem,
} from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { type EndpointArgs, queryOf, requestOf } from '../../lib/endpoint.ts';

/** Geodata items (contracts geo.ts): a country or state, a city, a time zone with its UTC offset label. */

export type { PickListKind };

/** The static pick-lists change with a deploy, not during a session. */
const STATIC = 3600;

/** The tag of a pick-list's GET: an add, rename or delete of that kind refetches it (and the selects using it). */
const PICK_LIST = 'PickList' as const;
const pickListTag = (kind: PickListKind) => [{ type: PICK_LIST, id: kind }];

/** A whole pick-list, refetched when its kind is edited. */
const pickList = (e: (typeof REFERENCE_API)[keyof typeof REFERENCE_API], kind: PickListKind, silent?: true) =>
  queryOf(e, { silent, providesTags: pickListTag(kind), keepUnusedDataFor: STATIC });

/** A geodata list: silent, kept as static. */
const geoList = <E extends (typeof GEO_API)[keyof typeof GEO_API]>(e: E) =>
  queryOf(e, { silent: true, keepUnusedDataFor: STATIC });

/**
 * The shared reference GETs of spec section 7 (any signed-in user). The geodata lists are `silent`: a screen whose
 * pick-list cannot load falls back to free text instead of showing an error toast.
 */
const referenceApi = api.enhanceEndpoints({ addTagTypes: [PICK_LIST] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every client, by name. */
    listClients: build.query(pickList(REFERENCE_API.clients, 'client')),
    /** Every vendor management system, by name. */
    listVms: build.query(pickList(REFERENCE_API.vms, 'vms')),
    /** Every insurance provider, by name. */
    listInsuranceProviders: build.query(pickList(REFERENCE_API.insuranceProviders, 'insurance-provider')),
    /** The job type pick-list (assignments). */
    listJobTypes: build.query(pickList(REFERENCE_API.jobTypes, 'job-type')),
    /** The school pick-list (provider profiles). */
    listSchools: build.query(pickList(REFERENCE_API.schools, 'school', true)),
    /** ISO 3166-1 countries. */
    listCountries: build.query(geoList(GEO_API.countries)),
    /** The states of a country (may be empty). */
    listStates: build.query(geoList(GEO_API.states)),
    /** At most GEO_CITY_LIMIT cities of one state. */
    listCities: build.query(queryOf(GEO_API.cities, { silent: true })),
    /** IANA zones with their UTC offset. */
    listTimezones: build.query(geoList(GEO_API.timezones)),
  }),
});

/** One kind's edit descriptors (contracts pickListEndpoints): `kind` picks them, the rest are their arguments. */
type PickListEndpoints = ReturnType<typeof pickListEndpoints>;
type KindArgs<K extends keyof PickListEndpoints> = { kind: PickListKind } & EndpointArgs<PickListEndpoints[K]>;
const invalidatesKind = (_r: unknown, _e: unknown, { kind }: { kind: PickListKind }) => pickListTag(kind);

/**
 * Staff edit the pick-lists ('edit-facilities' for client and VMS, 'edit-assignments' for job types,
 * 'edit-providers' for schools and insurance providers). Add and rename leave their 400 to the caller, which puts
 * it beside the name; every change (or failed one) refetches the list.
 */
const pickListApi = api.enhanceEndpoints({ addTagTypes: [PICK_LIST] }).injectEndpoints({
  endpoints: (build) => ({
    /** 201 'Item added successfully'. */
    addPickListItem: build.mutation<Ok<ReferenceItem>, KindArgs<'add'>>({
      query: ({ kind, ...args }) => requestOf(pickListEndpoints(kind).add, args, { silent: [400] }),
      invalidatesTags: invalidatesKind,
    }),
    /** 'Item updated successfully'. */
    renamePickListItem: build.mutation<Ok<ReferenceItem>, KindArgs<'rename'>>({
      query: ({ kind, ...args }) => requestOf(pickListEndpoints(kind).rename, args, { silent: [400] }),
      invalidatesTags: invalidatesKind,
    }),
    /** 'Item deleted successfully'; 409 while in use (error toast). */
    deletePickListItem: build.mutation<Ok<null>, KindArgs<'remove'>>({
      query: ({ kind, ...args }) => requestOf(pickListEndpoints(kind).remove, args),
      invalidatesTags: invalidatesKind,
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

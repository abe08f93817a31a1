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

export const {
  useListClientsQuery,
  useListVmsQuery,
  useListCountriesQuery,
  useListStatesQuery,
  useListCitiesQuery,
  useListTimezonesQuery,
} = referenceApi;

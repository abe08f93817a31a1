import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  actorLabel,
  fieldLabel,
  formatHistoryValue,
  formatValue,
  historyShowing,
  NONE,
  visibleHistory,
} from './history.ts';

describe('profile history formatting', () => {
  it('shows nothing as a dash, lists joined, yes/no, objects as pairs', () => {
    expect(formatValue(null)).toBe(NONE);
    expect(formatValue(undefined)).toBe(NONE);
    expect(formatValue('')).toBe(NONE);
    expect(formatValue([])).toBe(NONE);
    expect(formatValue(['Pediatrics', 'Cardiac'])).toBe('Pediatrics, Cardiac');
    expect(formatValue(true)).toBe('Yes');
    expect(formatValue(false)).toBe('No');
    expect(formatValue(12)).toBe('12');
    expect(formatValue({ city: 'Austin', postalCode: null })).toBe('City: Austin; Postal code: —');
    expect(formatValue({})).toBe(NONE);
  });

  it("uses the field's wording: labels, calendar days, names of ids", () => {
    expect(formatHistoryValue('specialty', 'crna')).toBe('CRNA');
    expect(formatHistoryValue('specialty', 'aa')).toBe('Anesthesiologist Assistant');
    expect(formatHistoryValue('organisation', 'none')).toBe('Other');
    expect(formatHistoryValue('dateOfBirth', '1985-04-12')).toBe('04/12/1985');
    expect(formatHistoryValue('status', 'not-verified')).toBe('Not verified');
    expect(formatHistoryValue('schoolId', 's1', { schoolId: (id) => (id === 's1' ? 'Duke' : undefined) })).toBe('Duke');
    expect(formatHistoryValue('recruiterId', 'r9', { recruiterId: () => undefined })).toBe('r9');
    expect(formatHistoryValue('phone', null)).toBe(NONE);
    expect(formatHistoryValue('phone', '+1 512 555 0100')).toBe('+1 512 555 0100');
  });

  it('names actions and fields', () => {
    expect(actionLabel('update-contact-information')).toBe('Updated Contact Information');
    expect(actionLabel('update-address-and-timezone')).toBe('Updated Address & Time Zone');
    expect(actionLabel('archive')).toBe('Archived');
    expect(actionLabel('invite')).toBe('Invited');
    expect(actionLabel('some-new-thing')).toBe('Some new thing');
    expect(fieldLabel('postalCode')).toBe('Postal code');
    expect(fieldLabel('npi')).toBe('NPI');
    expect(fieldLabel('agreementSignedAt')).toBe('Agreement signed at');
    expect(fieldLabel('')).toBe(NONE);
  });

  it("says 'System' when no user made the change", () => {
    expect(actorLabel(null)).toBe('System');
    expect(actorLabel('  ')).toBe('System');
    expect(actorLabel('Dana Reyes')).toBe('Dana Reyes');
  });

  it('hides the record id and counts changes, not rows, in the pagination', () => {
    expect(visibleHistory([{ field: 'id' }, { field: 'email' }, { field: 'invitedBy' }])).toEqual([{ field: 'email' }]);
    expect(historyShowing(1, 10, 3)).toBe('Showing 1 to 3 of 3 entries');
    expect(historyShowing(2, 10, 42)).toBe('Showing 11 to 20 of 42 entries');
    expect(historyShowing(1, 10, 0)).toBe('Showing 0 to 0 of 0 entries');
  });

  it('names a country code when the list knows it, and the role', () => {
    expect(formatHistoryValue('country', 'US', { country: (c) => (c === 'US' ? 'United States' : undefined) })).toBe(
      'United States',
    );
    expect(formatHistoryValue('role', 'provider')).toBe('Provider');
  });
});

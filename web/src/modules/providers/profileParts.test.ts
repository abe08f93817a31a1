import type { ProviderProfile } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  organisationLabel,
  PART_ORDER,
  partBody,
  partToValues,
  providerName,
  specialtyLabel,
  valuesToInput,
} from './profileParts.ts';

const profile: ProviderProfile = {
  _id: 'p1',
  status: 'confirmed',
  agreementStatus: 'signed',
  emailStatus: 'verified',
  archived: false,
  excludedOn: null,
  avatarUrl: null,
  basicInfo: {
    firstName: 'Pat',
    middleName: null,
    lastName: 'Provider',
    dateOfBirth: '1985-04-12',
    npi: null,
    specialty: 'crna',
  },
  addressAndTimezone: {
    address1: '10 Elm St',
    address2: null,
    city: 'Austin',
    state: 'TX',
    postalCode: '73301',
    country: 'US',
    county: null,
    timezone: 'America/Chicago',
  },
  contactInformation: {
    email: 'pat@example.com',
    phone: null,
    alternatePhone: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
  },
  areasOfExpertise: { expertise: ['Cardiac'], yearsOfExperience: 7, schoolId: null, graduationDate: null },
  incorporatedStatus: { incorporated: false, companyName: null, ein: null, incorporationState: null },
  iconInformation: { organisation: 'none', recruiterId: null, startDate: null, endDate: null, notes: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('profile part forms', () => {
  it('turns each part into form values: text blank as empty string, selects null', () => {
    expect(partToValues('basic-info', profile)).toEqual({
      firstName: 'Pat',
      middleName: '',
      lastName: 'Provider',
      dateOfBirth: '1985-04-12',
      npi: '',
      specialty: 'crna',
    });
    expect(partToValues('address-and-timezone', profile)).toMatchObject({ address2: '', county: null, state: 'TX' });
    expect(partToValues('areas-of-expertise', profile)).toEqual({
      expertise: ['Cardiac'],
      yearsOfExperience: 7,
      schoolId: null,
      graduationDate: '',
    });
    expect(partToValues('icon-information', profile).organisation).toBe('none');
    for (const part of PART_ORDER) expect(partToValues(part, profile)).toBeTypeOf('object');
  });

  it('sends blank text as null and the years as a number', () => {
    expect(valuesToInput({ npi: '  ', phone: '', yearsOfExperience: '', x: 'a' })).toEqual({
      npi: null,
      phone: null,
      yearsOfExperience: null,
      x: 'a',
    });
    expect(valuesToInput({ yearsOfExperience: '12' })).toEqual({ yearsOfExperience: 12 });
  });

  it("round-trips a part through its schema, lowering the e-mail's case", () => {
    const values = { ...partToValues('contact-information', profile), email: ' Pat@Example.com ', phone: '' };
    expect(partBody('contact-information', values)).toEqual({
      email: 'pat@example.com',
      phone: null,
      alternatePhone: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
    });
    expect(() => partBody('basic-info', { ...partToValues('basic-info', profile), npi: '1245319598' })).toThrow();
    expect(partBody('basic-info', { ...partToValues('basic-info', profile), npi: '1245319599' })).toMatchObject({
      npi: '1245319599',
    });
  });

  it('puts list item errors on the list field, first message wins', () => {
    expect(fieldErrors({ 'expertise.1': 'Too long', 'expertise.2': 'Other', npi: 'Bad' })).toEqual({
      expertise: 'Too long',
      npi: 'Bad',
    });
  });

  it('labels values', () => {
    expect(specialtyLabel('anesthesiologist')).toBe('Anesthesiologist');
    expect(specialtyLabel(null)).toBeNull();
    expect(organisationLabel('icon-exchange')).toBe('ICON Exchange');
    expect(providerName({ basicInfo: { ...profile.basicInfo, middleName: 'Q' } })).toBe('Pat Q Provider');
  });
});

import type { FormErrors } from '@mantine/form';
import {
  type Option,
  ORGANISATION_KINDS,
  PROFILE_PARTS,
  type ProfilePart,
  type ProviderProfile,
  SPECIALTIES,
} from '@portal/contracts';
import type { AddressFieldValues } from '../reference/index.ts';

/** The six cards, in the order the profile shows them. */
export const PART_ORDER: ProfilePart[] = [
  'basic-info',
  'address-and-timezone',
  'contact-information',
  'areas-of-expertise',
  'incorporated-status',
  'icon-information',
];

/** Each card's title; its Edit button is labelled 'Edit <title>'. */
export const PART_TITLES: Record<ProfilePart, string> = {
  'basic-info': 'Basic Info',
  'address-and-timezone': 'Address & Time Zone',
  'contact-information': 'Contact Information',
  'areas-of-expertise': 'Areas of Expertise',
  'incorporated-status': 'Incorporated Status',
  'icon-information': 'ICON Information',
};

/** The label of every profile field, for the cards' forms and the history's Field column. */
export const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  npi: 'NPI',
  specialty: 'Specialty',
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  country: 'Country',
  county: 'County',
  timezone: 'Time zone',
  email: 'E-mail',
  phone: 'Phone',
  alternatePhone: 'Alternate phone',
  emergencyContactName: 'Emergency contact name',
  emergencyContactPhone: 'Emergency contact phone',
  expertise: 'Areas of expertise',
  yearsOfExperience: 'Years of experience',
  schoolId: 'School',
  graduationDate: 'Graduation date',
  incorporated: 'Incorporated',
  companyName: 'Company name',
  ein: 'EIN',
  incorporationState: 'State of incorporation',
  organisation: 'Organisation',
  recruiterId: 'Recruiter',
  startDate: 'Start date',
  endDate: 'End date',
  notes: 'Notes',
  archived: 'Archived',
  status: 'Status',
  agreementStatus: 'Agreement',
  emailStatus: 'E-mail status',
};

export const SPECIALTY_OPTIONS: Option[] = SPECIALTIES.map((s) => ({ value: s.value, label: s.label }));
export const ORGANISATION_OPTIONS: Option[] = ORGANISATION_KINDS;

const labelOf = (options: readonly Option[], value: string | null | undefined): string | null =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : null;

/** 'crna' -> 'CRNA'; unknown values as they are; nothing -> null. */
export const specialtyLabel = (value: string | null | undefined) => labelOf(SPECIALTY_OPTIONS, value);
/** 'none' -> 'Other'. */
export const organisationLabel = (value: string | null | undefined) => labelOf(ORGANISATION_OPTIONS, value);

// Form values: text inputs hold '' for nothing; selects hold null. Type aliases, not interfaces: the zod resolver
// wants values assignable to Record<string, unknown>.
export type BasicInfoValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  npi: string;
  specialty: string | null;
};
export type AddressValues = AddressFieldValues & {
  county: string | null;
  timezone: string | null;
};
export type ContactValues = {
  email: string;
  phone: string;
  alternatePhone: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
};
export type ExpertiseValues = {
  expertise: string[];
  yearsOfExperience: number | string;
  schoolId: string | null;
  graduationDate: string;
};
export type IncorporatedValues = {
  incorporated: boolean;
  companyName: string;
  ein: string;
  incorporationState: string | null;
};
export type IconInfoValues = {
  organisation: string | null;
  recruiterId: string | null;
  startDate: string;
  endDate: string;
  notes: string;
};

export interface PartValues {
  'basic-info': BasicInfoValues;
  'address-and-timezone': AddressValues;
  'contact-information': ContactValues;
  'areas-of-expertise': ExpertiseValues;
  'incorporated-status': IncorporatedValues;
  'icon-information': IconInfoValues;
}

const s = (v: string | null | undefined): string => v ?? '';

/** One part of a stored profile as its card's form values. */
export const partToValues = <P extends ProfilePart>(part: P, profile: ProviderProfile): PartValues[P] => {
  const values: { [K in ProfilePart]: () => PartValues[K] } = {
    'basic-info': () => {
      const b = profile.basicInfo;
      return {
        firstName: b.firstName,
        middleName: s(b.middleName),
        lastName: b.lastName,
        dateOfBirth: s(b.dateOfBirth),
        npi: s(b.npi),
        specialty: b.specialty,
      };
    },
    'address-and-timezone': () => {
      const a = profile.addressAndTimezone;
      return {
        address1: s(a.address1),
        address2: s(a.address2),
        city: s(a.city),
        state: a.state,
        postalCode: s(a.postalCode),
        country: a.country,
        county: a.county,
        timezone: a.timezone,
      };
    },
    'contact-information': () => {
      const c = profile.contactInformation;
      return {
        email: c.email,
        phone: s(c.phone),
        alternatePhone: s(c.alternatePhone),
        emergencyContactName: s(c.emergencyContactName),
        emergencyContactPhone: s(c.emergencyContactPhone),
      };
    },
    'areas-of-expertise': () => {
      const e = profile.areasOfExpertise;
      return {
        expertise: [...e.expertise],
        yearsOfExperience: e.yearsOfExperience ?? '',
        schoolId: e.schoolId,
        graduationDate: s(e.graduationDate),
      };
    },
    'incorporated-status': () => {
      const i = profile.incorporatedStatus;
      return {
        incorporated: i.incorporated,
        companyName: s(i.companyName),
        ein: s(i.ein),
        incorporationState: i.incorporationState,
      };
    },
    'icon-information': () => {
      const i = profile.iconInformation;
      return {
        organisation: i.organisation,
        recruiterId: i.recruiterId,
        startDate: s(i.startDate),
        endDate: s(i.endDate),
        notes: s(i.notes),
      };
    },
  };
  return values[part]();
};

/**
 * Form values as the part's schema input: blank text is null (so optional fields pass and the spec's "empty strings
 * become null"), the years field a number. Required fields left blank then fail with their own message.
 */
export const valuesToInput = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values).map(([key, v]) => {
      if (typeof v === 'string' && v.trim() === '') return [key, null];
      if (key === 'yearsOfExperience' && typeof v === 'string') {
        const n = Number(v);
        return [key, Number.isFinite(n) ? n : v];
      }
      return [key, v];
    }),
  );

/** Errors of list items ('expertise.2') go to their list's field, which is what the form shows. */
export const fieldErrors = (errors: FormErrors): FormErrors => {
  const out: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const [key = path] = path.split('.');
    if (!(key in out)) out[key] = message;
  }
  return out;
};

/** The body a card saves: the part's schema output (throws when invalid; the form validates first). */
export const partBody = (part: ProfilePart, values: Record<string, unknown>): Record<string, unknown> =>
  PROFILE_PARTS[part].parse(valuesToInput(values)) as Record<string, unknown>;

/** 'First Middle Last' of a profile. */
export const providerName = (profile: Pick<ProviderProfile, 'basicInfo'>): string =>
  [profile.basicInfo.firstName, profile.basicInfo.middleName, profile.basicInfo.lastName].filter(Boolean).join(' ');

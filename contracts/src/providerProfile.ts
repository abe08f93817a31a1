import { z } from 'zod';
import { addressShape, refineAddress2, storedAddressShape, timezoneSchema } from './address.ts';
import { emailSchema } from './auth.ts';
import { todayIn } from './businessDay.ts';
import { archiveEndpoints, defineEndpoints } from './endpoint.ts';
import { idParamSchema, listPageSchema, listQuerySchema } from './http.ts';

/** NPI: 10 digits whose last is a Luhn check digit over '80840' + the first nine (CMS rule). */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(npi[9]);
}

export const SPECIALTIES = [
  { value: 'crna', label: 'CRNA' },
  { value: 'anesthesiologist', label: 'Anesthesiologist' },
  { value: 'aa', label: 'Anesthesiologist Assistant' },
] as const;
export const SPECIALTY_VALUES = ['crna', 'anesthesiologist', 'aa'] as const;
export const ORGANISATION_VALUES = ['icon-exchange', 'icon-anesthesia', 'none'] as const;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullish();
const required = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);
const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD)');
const phone = z
  .string()
  .trim()
  .regex(/^[+()\d\s.-]{7,25}$/, 'Enter a valid phone number')
  .nullish();

const dateOrder = (from: string, to: string, message: string) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const a = v[from];
  const b = v[to];
  if (typeof a === 'string' && typeof b === 'string' && a > b) ctx.addIssue({ code: 'custom', path: [to], message });
};

/** The six parts of a provider profile (spec section 3), each saved on its own. */
export const basicInfoSchema = z
  .object({
    firstName: required('First name'),
    middleName: text(100),
    lastName: required('Last name'),
    dateOfBirth: isoDate.nullish(),
    npi: z.string().trim().refine(isValidNpi, 'Enter a valid 10-digit NPI (its check digit does not match)').nullish(),
    specialty: z.enum(SPECIALTY_VALUES, { error: 'Choose a specialty' }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.dateOfBirth && v.dateOfBirth >= todayIn()) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'Date of birth must be in the past' });
    }
  });

export const addressAndTimezoneSchema = z
  .object({ ...addressShape, county: text(100), timezone: timezoneSchema.nullish() })
  .superRefine(refineAddress2);

export const contactInformationSchema = z.object({
  email: emailSchema,
  phone,
  alternatePhone: phone,
  emergencyContactName: text(200),
  emergencyContactPhone: phone,
});

export const areasOfExpertiseSchema = z
  .object({
    expertise: z.array(z.string().trim().min(1).max(100)).max(30).default([]),
    yearsOfExperience: z.number().int().min(0).max(70).nullish(),
    schoolId: z.uuid().nullish(),
    graduationDate: isoDate.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.graduationDate && v.graduationDate > todayIn()) {
      ctx.addIssue({ code: 'custom', path: ['graduationDate'], message: 'Graduation date cannot be in the future' });
    }
  });

export const incorporatedStatusSchema = z
  .object({
    incorporated: z.boolean(),
    companyName: text(200),
    ein: z
      .string()
      .trim()
      .regex(/^\d{2}-?\d{7}$/, 'Enter a valid EIN (12-3456789)')
      .nullish(),
    incorporationState: text(100),
  })
  .superRefine((v, ctx) => {
    if (v.incorporated && !v.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'Company name is required when incorporated' });
    }
  });

export const iconInformationSchema = z
  .object({
    organisation: z.enum(ORGANISATION_VALUES, { error: 'Choose an organisation' }),
    recruiterId: z.uuid().nullish(),
    startDate: isoDate.nullish(),
    endDate: isoDate.nullish(),
    notes: text(2000),
  })
  .superRefine(dateOrder('startDate', 'endDate', 'End date must be on or after the start date'));

export const PROFILE_PARTS = {
  'basic-info': basicInfoSchema,
  'address-and-timezone': addressAndTimezoneSchema,
  'contact-information': contactInformationSchema,
  'areas-of-expertise': areasOfExpertiseSchema,
  'incorporated-status': incorporatedStatusSchema,
  'icon-information': iconInformationSchema,
} as const;
export type ProfilePart = keyof typeof PROFILE_PARTS;
/** Parts a provider may edit themselves: everything but the ICON information. */
export const PROVIDER_EDITABLE_PARTS: ProfilePart[] = [
  'basic-info',
  'address-and-timezone',
  'contact-information',
  'areas-of-expertise',
  'incorporated-status',
];

export const providerProfileSchema = z.object({
  _id: z.string(),
  status: z.string(),
  agreementStatus: z.string(),
  emailStatus: z.string(),
  archived: z.boolean(),
  /** The day staff confirmed the provider on an exclusion list (compliance); null when not excluded. */
  excludedOn: z.string().nullable(),
  /** A signed, expiring link to the avatar image, or null. */
  avatarUrl: z.string().nullable(),
  basicInfo: z.object({
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    dateOfBirth: z.string().nullable(),
    npi: z.string().nullable(),
    specialty: z.string().nullable(),
  }),
  addressAndTimezone: z.object({
    ...storedAddressShape,
    county: z.string().nullable(),
    timezone: z.string().nullable(),
  }),
  contactInformation: z.object({
    email: z.string(),
    phone: z.string().nullable(),
    alternatePhone: z.string().nullable(),
    emergencyContactName: z.string().nullable(),
    emergencyContactPhone: z.string().nullable(),
  }),
  areasOfExpertise: z.object({
    expertise: z.array(z.string()),
    yearsOfExperience: z.number().nullable(),
    schoolId: z.string().nullable(),
    graduationDate: z.string().nullable(),
  }),
  incorporatedStatus: z.object({
    incorporated: z.boolean(),
    companyName: z.string().nullable(),
    ein: z.string().nullable(),
    incorporationState: z.string().nullable(),
  }),
  iconInformation: z.object({
    organisation: z.string(),
    recruiterId: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

/** Where each profile part lives in GET .../providers/{id}. */
export const PROFILE_PART_KEYS = {
  'basic-info': 'basicInfo',
  'address-and-timezone': 'addressAndTimezone',
  'contact-information': 'contactInformation',
  'areas-of-expertise': 'areasOfExpertise',
  'incorporated-status': 'incorporatedStatus',
  'icon-information': 'iconInformation',
} as const satisfies Record<ProfilePart, keyof ProviderProfile>;

export const providerInviteSchema = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  email: emailSchema,
  specialty: z.enum(SPECIALTY_VALUES).nullish(),
  organisation: z.enum(ORGANISATION_VALUES).default('none'),
});

export const profileHistoryEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  field: z.string(),
  old: z.unknown(),
  new: z.unknown(),
});

export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully',
  invited: 'Provider added successfully. An invitation e-mail has been sent.',
  archived: 'Provider archived successfully',
  reinstated: 'Provider reinstated successfully',
  notFound: 'Provider not found',
  emailTaken: 'An account with this e-mail already exists',
  unknownSchool: 'School not found',
  unknownRecruiter: 'Choose an active ICON user',
  avatarSaved: 'Profile picture updated successfully',
  avatarMissing: 'Choose an image to upload',
  avatarType: 'Upload a JPG, JPEG, GIF or PNG image',
} as const;

const editProviders = { staff: 'edit-providers' } as const;
const OWN = { provider: true } as const;
const AVATAR_SUMMARY = 'Upload a profile picture (multipart field "file")';

/**
 * A provider's profile: by id for the staff families, and the signed-in provider's own under /api/providers/profile
 * (no id from the client is trusted). Each part's save is in profilePartEndpoints.
 */
export const PROVIDER_PROFILE_API = /*#__PURE__*/ defineEndpoints('provider-profile', {
  invite: {
    method: 'POST',
    path: '/providers',
    access: { staff: 'add-providers' },
    summary: 'Invite a provider',
    body: providerInviteSchema,
    response: providerProfileSchema,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/providers/:id',
    access: { staff: 'view-providers' },
    summary: 'A provider profile',
    params: idParamSchema,
    response: providerProfileSchema,
  },
  avatar: {
    method: 'POST',
    path: '/providers/:id/avatar',
    access: editProviders,
    summary: AVATAR_SUMMARY,
    params: idParamSchema,
    response: providerProfileSchema,
    multipart: true,
  },
  ...archiveEndpoints('/providers', 'archive-providers', providerProfileSchema, 'a provider'),
  history: {
    method: 'GET',
    path: '/providers/:id/history',
    access: { staff: 'view-profile-history' },
    summary: 'Profile history from the audit trail, newest first',
    params: idParamSchema,
    query: listQuerySchema,
    response: listPageSchema(profileHistoryEntrySchema),
  },
  own: { method: 'GET', path: '/profile', access: OWN, summary: 'My profile', response: providerProfileSchema },
  ownById: {
    method: 'GET',
    path: '/profile/:id',
    access: OWN,
    summary: 'My profile by id (any other id is 404)',
    params: idParamSchema,
    response: providerProfileSchema,
  },
  ownAvatar: {
    method: 'POST',
    path: '/profile/avatar',
    access: OWN,
    summary: AVATAR_SUMMARY,
    response: providerProfileSchema,
    multipart: true,
  },
});

/**
 * PUT one profile part: `save` a provider's by id (staff, every part), `saveOwn` the signed-in provider's (only
 * PROVIDER_EDITABLE_PARTS are served).
 */
export const profilePartEndpoints = <P extends ProfilePart>(part: P) =>
  defineEndpoints('provider-profile', {
    save: {
      method: 'PUT',
      path: `/providers/:id/${part}` as `/providers/:id/${P}`,
      access: editProviders,
      summary: `Save the ${part} part`,
      params: idParamSchema,
      body: PROFILE_PARTS[part],
      response: providerProfileSchema,
    },
    saveOwn: {
      method: 'PUT',
      path: `/profile/${part}` as `/profile/${P}`,
      access: OWN,
      summary: `Save my ${part}`,
      body: PROFILE_PARTS[part],
      response: providerProfileSchema,
    },
  });

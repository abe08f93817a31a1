import { z } from 'zod';
import { addressShape, refineAddress2, storedAddressShape, timezoneSchema } from './address.ts';
import { defineArchiveWorkflow } from './archive.ts';
import { EMAIL_PATTERN } from './auth.ts';
import { archiveEndpoints, defineEndpoints, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';

export const FACILITY_CONTACT_TYPE_VALUES = [
  'primary_timesheet_approver',
  'backup_timesheet_approver',
  'primary_credentialing_contact',
  'primary_pe_contact',
  'billing',
] as const;
export type FacilityContactType = (typeof FACILITY_CONTACT_TYPE_VALUES)[number];

export const FACILITY_STATUSES = ['active', 'archived'] as const;

export const facilityContactSchema = z.object({
  type: z.enum(FACILITY_CONTACT_TYPE_VALUES),
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z
    .string()
    .trim()
    .min(1, 'E-mail is required')
    .regex(EMAIL_PATTERN, 'Enter a valid e-mail address')
    .transform((v) => v.toLowerCase()),
  phone: z
    .string()
    .trim()
    .regex(/^[+()\d\s.-]{7,25}$/, 'Enter a valid phone number')
    .nullish(),
});
export type FacilityContact = z.infer<typeof facilityContactSchema>;

export const facilityInputSchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
    ...addressShape,
    timezone: timezoneSchema.nullish(),
    clientId: z.uuid().nullish(),
    vmsId: z.uuid().nullish(),
    /** A division (super-admin reference data). */
    divisionId: z.uuid().nullish(),
    contacts: z
      .array(facilityContactSchema)
      .max(FACILITY_CONTACT_TYPE_VALUES.length)
      .default([])
      .refine((cs) => new Set(cs.map((c) => c.type)).size === cs.length, 'Each contact type can be given once'),
    iconContactIds: z.array(z.uuid()).max(50).default([]),
  })
  .superRefine(refineAddress2);
export type FacilityInput = z.input<typeof facilityInputSchema>;

const ref = z.object({ _id: z.string(), name: z.string() }).nullable();

export const facilitySchema = z.object({
  _id: z.string(),
  name: z.string(),
  ...storedAddressShape,
  timezone: z.string().nullable(),
  client: ref,
  vms: ref,
  divisionId: z.string().nullable(),
  /** The division's name, for the detail screen. */
  division: ref,
  status: z.enum(FACILITY_STATUSES),
  // Plain strings: response schemas must not transform (the serializer encodes with them).
  contacts: z.array(
    z.object({
      type: z.enum(FACILITY_CONTACT_TYPE_VALUES),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    }),
  ),
  iconContacts: z.array(z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Facility = z.infer<typeof facilitySchema>;

export const facilitySummarySchema = facilitySchema.omit({ contacts: true, iconContacts: true });
export type FacilitySummary = z.infer<typeof facilitySummarySchema>;

export const FACILITY_SORTABLE = ['name', 'city', 'state', 'createdAt'] as const;
export const facilityListBodySchema = listBodySchema(FACILITY_SORTABLE, {
  status: z.enum(FACILITY_STATUSES),
  clientId: z.uuid(),
  vmsId: z.uuid(),
  state: z.string().max(100),
});
export type FacilityListBody = z.input<typeof facilityListBodySchema>;

export const FACILITY_MESSAGES = {
  created: 'Facility added successfully',
  updated: 'Facility updated successfully',
  archived: 'Facility archived successfully',
  reinstated: 'Facility reinstated successfully',
  notFound: 'Facility not found',
  nameTaken: 'A facility with this name already exists',
  alreadyArchived: 'This facility is already archived',
  notArchived: 'This facility is not archived',
  unknownClient: 'Client not found',
  unknownVms: 'VMS not found',
  unknownDivision: 'Division not found',
  unknownIconUser: 'Choose active ICON users as contacts',
} as const;

/** Archive (active -> archived) and reinstate (archived -> active), applied by the workflow engine. */
export const FACILITY_WORKFLOW = defineArchiveWorkflow('facility', {
  archive: FACILITY_MESSAGES.alreadyArchived,
  reinstate: FACILITY_MESSAGES.notArchived,
});

/** A reference list entry (clients, VMS, job types, schools, insurance providers). */
export const referenceItemSchema = z.object({ _id: z.string(), name: z.string() });
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

const view = { staff: 'view-facilities' } as const;

/** The facilities endpoints (staff families). */
export const FACILITY_API = /*#__PURE__*/ defineEndpoints('facilities', {
  list: listEndpoint(
    '/facilities/all',
    view,
    'List facilities (search name; filters status (default active), clientId, vmsId, state; sort)',
    facilityListBodySchema,
    facilitySummarySchema,
  ),
  get: {
    method: 'GET',
    path: '/facilities/:id',
    access: view,
    summary: 'One facility with contacts',
    params: idParamSchema,
    response: facilitySchema,
  },
  create: {
    method: 'POST',
    path: '/facilities',
    access: { staff: 'add-facilities' },
    summary: 'Add a facility',
    body: facilityInputSchema,
    response: facilitySchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/facilities/:id',
    access: { staff: 'edit-facilities' },
    summary: 'Edit a facility and its contacts',
    params: idParamSchema,
    body: facilityInputSchema,
    response: facilitySchema,
  },
  ...archiveEndpoints('/facilities', 'archive-facilities', facilitySchema, 'a facility'),
  iconContacts: {
    method: 'GET',
    path: '/facility-icon-users/contacts',
    access: view,
    summary: 'Active ICON staff who can be facility contacts',
    response: z.array(facilitySchema.shape.iconContacts.element),
  },
});

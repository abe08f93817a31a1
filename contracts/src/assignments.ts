import { z } from 'zod';
import { defineEndpoints, exportEndpoint, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';

export const ON_CALL_TYPE_VALUES = ['evening-on-call-pager', '24-hour-pager-call', 'in-house-call'] as const;
export const PAY_PERIOD_TYPE_VALUES = ['daily', 'bi_weekly'] as const;

const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD)');

export const assignmentInputSchema = z
  .object({
    providerId: z.uuid('Choose a provider'),
    facilityId: z.uuid('Choose a facility'),
    startDate: isoDate,
    endDate: isoDate,
    jobTypeId: z.uuid().nullish(),
    onCallType: z.enum(ON_CALL_TYPE_VALUES).nullish(),
    /** A procedure type (super-admin reference data). */
    procedureTypeId: z.uuid().nullish(),
    payPeriodType: z.enum(PAY_PERIOD_TYPE_VALUES, { error: 'Choose a pay period type' }),
    notes: z.string().trim().max(2000).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.startDate > v.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be on or after the start date' });
    }
  });
export type AssignmentInput = z.input<typeof assignmentInputSchema>;

export const assignmentSchema = z.object({
  _id: z.string(),
  provider: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  facility: z.object({ _id: z.string(), name: z.string(), city: z.string().nullable(), state: z.string().nullable() }),
  startDate: z.string(),
  endDate: z.string(),
  jobType: z.object({ _id: z.string(), name: z.string() }).nullable(),
  onCallType: z.string().nullable(),
  procedureTypeId: z.string().nullable(),
  procedureType: z.object({ _id: z.string(), name: z.string() }).nullable(),
  payPeriodType: z.enum(PAY_PERIOD_TYPE_VALUES),
  notes: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const ASSIGNMENT_SORTABLE = ['startDate', 'endDate', 'facility', 'provider', 'createdAt'] as const;
export const assignmentListBodySchema = listBodySchema(ASSIGNMENT_SORTABLE, {
  providerId: z.uuid(),
  facilityId: z.uuid(),
  /** Active: today falls between the start and end dates. */
  active: z.boolean(),
});
export type AssignmentListBody = z.input<typeof assignmentListBodySchema>;

export const ASSIGNMENT_MESSAGES = {
  created: 'Facility assigned successfully',
  updated: 'Assignment updated successfully',
  notFound: 'Assignment not found',
  overlap: 'This provider is already assigned to this facility for overlapping dates',
  unknownProvider: 'Provider not found',
  unknownFacility: 'Facility not found',
  archivedFacility: 'This facility is archived',
  unknownJobType: 'Job type not found',
  unknownProcedureType: 'Procedure type not found',
} as const;

/** A provider assigned to a facility (POST .../assigned-providers). */
export const assignedProviderSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type AssignedProvider = z.infer<typeof assignedProviderSchema>;

export const assignedProvidersBodySchema = z.object({ facilityId: z.uuid(), activeOnly: z.boolean().default(false) });

const PATH = '/provider-facility-assignments';
const view = { staff: 'view-assignments' } as const;
const OWN = { provider: true } as const;

/**
 * Provider-facility assignments: the staff families', and the signed-in provider's own (`own*`, at the same paths
 * under /api/providers; the repo scopes every query to them).
 */
export const ASSIGNMENT_API = /*#__PURE__*/ defineEndpoints('assignments', {
  list: listEndpoint(
    `${PATH}/all`,
    view,
    'List assignments (filters providerId, facilityId, active; search; sort)',
    assignmentListBodySchema,
    assignmentSchema,
  ),
  active: listEndpoint(
    `${PATH}/active`,
    view,
    'List assignments active today',
    assignmentListBodySchema,
    assignmentSchema,
  ),
  assignedProviders: {
    method: 'POST',
    path: `${PATH}/assigned-providers`,
    access: view,
    summary: 'Providers assigned to a facility',
    body: assignedProvidersBodySchema,
    response: z.array(assignedProviderSchema),
  },
  export: exportEndpoint(
    `${PATH}/export`,
    { staff: 'export-assignments' },
    'Stream the filtered assignments as XLSX',
    assignmentListBodySchema,
  ),
  get: {
    method: 'GET',
    path: `${PATH}/:id`,
    access: view,
    summary: 'One assignment',
    params: idParamSchema,
    response: assignmentSchema,
  },
  create: {
    method: 'POST',
    path: PATH,
    access: { staff: 'add-assignments' },
    summary: 'Assign a provider to a facility',
    body: assignmentInputSchema,
    response: assignmentSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: `${PATH}/:id`,
    access: { staff: 'edit-assignments' },
    summary: 'Edit an assignment',
    params: idParamSchema,
    body: assignmentInputSchema,
    response: assignmentSchema,
  },
  ownList: listEndpoint(`${PATH}/all`, OWN, 'My assignments', assignmentListBodySchema, assignmentSchema),
  ownGet: {
    method: 'GET',
    path: `${PATH}/:id`,
    access: OWN,
    summary: 'One of my assignments',
    params: idParamSchema,
    response: assignmentSchema,
  },
});

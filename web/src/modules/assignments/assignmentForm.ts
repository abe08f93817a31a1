import {
  type Assignment,
  type AssignmentListBody,
  assignmentInputSchema,
  ON_CALL_TYPES,
  type Option,
  PAY_PERIOD_TYPES,
} from '@portal/contracts';
import { z } from 'zod';
import type { AssignmentBody } from './api.ts';

// A type alias, not an interface: the zod resolver wants values assignable to Record<string, unknown>.
/** The assignment form's values: every select and input holds a string, '' meaning "nothing chosen". */
export type AssignmentFormValues = {
  providerId: string;
  facilityId: string;
  startDate: string;
  endDate: string;
  jobTypeId: string;
  onCallType: string;
  procedureTypeId: string;
  payPeriodType: string;
  notes: string;
};

/** A new assignment of the provider `providerId`. */
export const emptyAssignmentValues = (providerId: string): AssignmentFormValues => ({
  providerId,
  facilityId: '',
  startDate: '',
  endDate: '',
  jobTypeId: '',
  onCallType: '',
  procedureTypeId: '',
  payPeriodType: '',
  notes: '',
});

/** A stored assignment as the edit form's values. */
export const assignmentToFormValues = (a: Assignment): AssignmentFormValues => ({
  providerId: a.provider._id,
  facilityId: a.facility._id,
  startDate: a.startDate,
  endDate: a.endDate,
  jobTypeId: a.jobType?._id ?? '',
  onCallType: a.onCallType ?? '',
  procedureTypeId: a.procedureTypeId ?? '',
  payPeriodType: a.payPeriodType,
  notes: a.notes ?? '',
});

/**
 * The values as the API's input: the optional choices left empty become null, notes are trimmed (blank -> null).
 * The required ones stay as typed, so the contracts' schema answers with its own messages ('Choose a facility').
 */
const formValuesToInput = (v: AssignmentFormValues) => {
  const notes = v.notes.trim();
  return {
    providerId: v.providerId,
    facilityId: v.facilityId,
    startDate: v.startDate,
    endDate: v.endDate,
    jobTypeId: v.jobTypeId || null,
    onCallType: v.onCallType || null,
    procedureTypeId: v.procedureTypeId || null,
    payPeriodType: v.payPeriodType,
    notes: notes || null,
  };
};

/** The form's schema: its values, made into the API input, checked by the contracts' assignmentInputSchema. */
export const assignmentFormSchema = z.preprocess(
  (v) => formValuesToInput(v as AssignmentFormValues),
  assignmentInputSchema,
);

const DATE_REQUIRED = { startDate: 'Start date is required', endDate: 'End date is required' } as const;

/**
 * The form's validation: the contracts' rules (assignmentFormSchema through the zod resolver, given as `resolve`),
 * with a plainer message for a date left empty than 'Enter a valid date (YYYY-MM-DD)'.
 */
export const validateAssignment = <E>(
  values: AssignmentFormValues,
  resolve: (values: AssignmentFormValues) => Record<string, E>,
): Record<string, E | string> => {
  const errors: Record<string, E | string> = { ...resolve(values) };
  if (!values.startDate) errors.startDate = DATE_REQUIRED.startDate;
  if (!values.endDate) errors.endDate = DATE_REQUIRED.endDate;
  return errors;
};

/** The body the add and edit calls send (throws on values the form would not accept). */
export const formValuesToBody = (v: AssignmentFormValues): AssignmentBody =>
  assignmentInputSchema.parse(formValuesToInput(v));

const labelOf = (options: Option[], value: string | null | undefined): string =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : '-';

/** 'Evening On-Call Pager'; '-' when none. */
export const onCallTypeLabel = (value: string | null | undefined): string => labelOf(ON_CALL_TYPES, value);
/** 'Daily' or 'Bi-Weekly'. */
export const payPeriodLabel = (value: string | null | undefined): string => labelOf(PAY_PERIOD_TYPES, value);

/** 'Chicago, IL', either part alone, or '-'. */
export const cityState = (facility: { city: string | null; state: string | null }): string =>
  [facility.city, facility.state].filter(Boolean).join(', ') || '-';

/** A facility as a picker choice: 'Mercy General Hospital (Chicago, IL)', or the name alone without a place. */
export const facilityOption = (f: { _id: string; name: string; city: string | null; state: string | null }): Option => {
  const place = cityState(f);
  return { value: f._id, label: place === '-' ? f.name : `${f.name} (${place})` };
};

/** The Status filter of the assignment lists: stored as filters.status, sent as filters.active. */
const ACTIVE_FILTER = 'active';
export const STATUS_FILTER_OPTIONS: Option[] = [
  { value: 'all', label: 'All' },
  { value: ACTIVE_FILTER, label: 'Active only' },
];

/**
 * The list screen's request body as the API wants it: the stored Status choice becomes `active: true`, and `scope`
 * (e.g. `{ providerId }`) is always added; other stored filters are dropped.
 */
export const assignmentListBody = (
  body: { sortBy?: string; sortDirection?: 1 | -1; search?: string; filters: Record<string, unknown> },
  scope: { providerId?: string; facilityId?: string } = {},
): AssignmentListBody => {
  const { filters, sortBy, ...rest } = body;
  return {
    ...rest,
    ...(sortBy ? { sortBy: sortBy as AssignmentListBody['sortBy'] } : {}),
    filters: { ...scope, ...(filters.status === ACTIVE_FILTER ? { active: true } : {}) },
  };
};

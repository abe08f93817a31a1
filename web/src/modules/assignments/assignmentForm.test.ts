import { ASSIGNMENT_MESSAGES, type Assignment } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  assignmentFormSchema,
  assignmentListBody,
  assignmentToFormValues,
  cityState,
  emptyAssignmentValues,
  facilityOption,
  formValuesToBody,
  onCallTypeLabel,
  payPeriodLabel,
  STATUS_FILTER_OPTIONS,
  validateAssignment,
} from './assignmentForm.ts';

const PROVIDER = '0190a0b0-0000-7000-8000-000000000001';
const FACILITY = '0190a0b0-0000-7000-8000-000000000002';
const JOB_TYPE = '0190a0b0-0000-7000-8000-000000000003';

const assignment: Assignment = {
  _id: '0190a0b0-0000-7000-8000-000000000009',
  provider: { _id: PROVIDER, firstName: 'Pat', lastName: 'Provider', email: 'provider@example.com' },
  facility: { _id: FACILITY, name: 'Mercy General Hospital', city: 'Chicago', state: 'IL' },
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  jobType: { _id: JOB_TYPE, name: 'CRNA' },
  onCallType: 'in-house-call',
  procedureTypeId: null,
  procedureType: null,
  payPeriodType: 'bi_weekly',
  notes: 'Nights',
  active: true,
  createdAt: '2026-02-20T10:00:00.000Z',
};

const issues = (values: unknown) => {
  const res = assignmentFormSchema.safeParse(values);
  return res.success ? {} : Object.fromEntries(res.error.issues.map((i) => [i.path.join('.'), i.message]));
};

/** `assignment` as the form's values (it has no procedure type). */
const STORED_VALUES = {
  providerId: PROVIDER,
  facilityId: FACILITY,
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  jobTypeId: JOB_TYPE,
  onCallType: 'in-house-call',
  procedureTypeId: '',
  payPeriodType: 'bi_weekly',
  notes: 'Nights',
};

describe('assignment form values <-> body', () => {
  it('starts empty for the provider', () => {
    const blank = Object.fromEntries(Object.keys(STORED_VALUES).map((field) => [field, '']));
    expect(emptyAssignmentValues(PROVIDER)).toEqual({ ...blank, providerId: PROVIDER });
  });

  it('turns a stored assignment into values and back into the same body', () => {
    const values = assignmentToFormValues(assignment);
    expect(values).toEqual(STORED_VALUES);
    expect(formValuesToBody(values)).toEqual({ ...STORED_VALUES, procedureTypeId: null });
  });

  it('sends the optional choices left empty as null, and blank notes as null', () => {
    const values = {
      ...assignmentToFormValues({ ...assignment, jobType: null, onCallType: null, notes: null }),
      notes: '   ',
    };
    expect(values.jobTypeId).toBe('');
    expect(values.onCallType).toBe('');
    expect(formValuesToBody(values)).toMatchObject({ jobTypeId: null, onCallType: null, notes: null });
    expect(formValuesToBody({ ...values, notes: '  Day shifts ' }).notes).toBe('Day shifts');
  });

  it("answers with the contracts' messages for what is missing or wrong", () => {
    expect(issues(emptyAssignmentValues(PROVIDER))).toEqual({
      facilityId: 'Choose a facility',
      startDate: 'Enter a valid date (YYYY-MM-DD)',
      endDate: 'Enter a valid date (YYYY-MM-DD)',
      payPeriodType: 'Choose a pay period type',
    });
    const resolve = (v: unknown) => issues(v);
    expect(validateAssignment(emptyAssignmentValues(PROVIDER), resolve)).toMatchObject({
      startDate: 'Start date is required',
      endDate: 'End date is required',
      facilityId: 'Choose a facility',
    });
    expect(
      validateAssignment(
        { ...emptyAssignmentValues(PROVIDER), startDate: '2026-13-45', endDate: '2026-01-01' },
        resolve,
      ).startDate,
    ).toBe('Enter a valid date (YYYY-MM-DD)');
    const reversed = { ...assignmentToFormValues(assignment), startDate: '2026-04-02', endDate: '2026-04-01' };
    expect(issues(reversed)).toEqual({ endDate: 'End date must be on or after the start date' });
    expect(issues({ ...reversed, endDate: '2026-04-02' })).toEqual({});
  });
});

describe('assignment list body', () => {
  it('sends Active only as active: true and always adds the scope', () => {
    expect(
      assignmentListBody(
        { sortBy: 'startDate', sortDirection: 1, search: 'mercy', filters: { status: 'active' } },
        { providerId: PROVIDER },
      ),
    ).toEqual({
      sortBy: 'startDate',
      sortDirection: 1,
      search: 'mercy',
      filters: { providerId: PROVIDER, active: true },
    });
  });

  it("leaves active out for 'All' and drops filters the API does not know", () => {
    expect(assignmentListBody({ filters: { status: 'all', other: 'x' } }, { providerId: PROVIDER })).toEqual({
      filters: { providerId: PROVIDER },
    });
    expect(assignmentListBody({ filters: {} })).toEqual({ filters: {} });
  });

  it('offers All and Active only', () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => o.label)).toEqual(['All', 'Active only']);
  });
});

describe('assignment display helpers', () => {
  it('labels the enumerations', () => {
    expect(onCallTypeLabel('evening-on-call-pager')).toBe('Evening On-Call Pager');
    expect(onCallTypeLabel(null)).toBe('-');
    expect(payPeriodLabel('bi_weekly')).toBe('Bi-Weekly');
    expect(payPeriodLabel('daily')).toBe('Daily');
  });

  it('joins city and state, and names facility choices', () => {
    expect(cityState({ city: 'Chicago', state: 'IL' })).toBe('Chicago, IL');
    expect(cityState({ city: null, state: 'IL' })).toBe('IL');
    expect(cityState({ city: null, state: null })).toBe('-');
    expect(facilityOption({ _id: 'f', name: 'Mercy', city: null, state: null })).toEqual({
      value: 'f',
      label: 'Mercy',
    });
    expect(facilityOption(assignment.facility).label).toBe('Mercy General Hospital (Chicago, IL)');
  });

  it('uses the catalogue message for a missing assignment', () => {
    expect(ASSIGNMENT_MESSAGES.notFound).toBe('Assignment not found');
  });
});

import { ADDRESS2_MESSAGE, type Facility, itemAt } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  browserTimezones,
  contactTypeLabel,
  emptyFacilityValues,
  type FacilityFormValues,
  facilityToFormValues,
  iconContactOptions,
  optionsWithCurrent,
  toFacilityBody,
  toFacilityDraft,
  toFormErrors,
  toFormPath,
  validateFacilityValues,
  withFormErrorPaths,
} from './facilityForm.ts';

const CLIENT = '0195f1a2-0000-7000-8000-000000000001';
const STAFF = '0195f1a2-0000-7000-8000-000000000002';

const facility: Facility = {
  _id: 'f1',
  name: 'Mercy General Hospital',
  address1: '1 Main St',
  address2: null,
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  timezone: 'America/Chicago',
  client: { _id: CLIENT, name: 'HCA Healthcare' },
  vms: null,
  divisionId: null,
  division: null,
  status: 'active',
  contacts: [
    { type: 'primary_pe_contact', name: 'Pete Enroll', email: 'pete@hospital.org', phone: null },
    { type: 'primary_timesheet_approver', name: 'Tara Approver', email: 'tara@hospital.org', phone: '+1 555 0100' },
  ],
  iconContacts: [{ _id: STAFF, firstName: 'Sue', lastName: 'Staff', email: 'sue@example.com' }],
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

/** The facility's own fields: a body sends them as they are stored. */
const OWN_FIELDS = [
  'name',
  'address1',
  'address2',
  'city',
  'state',
  'postalCode',
  'country',
  'timezone',
  'divisionId',
] as const;

const withContacts = (patch: (values: FacilityFormValues) => void): FacilityFormValues => {
  const values = { ...emptyFacilityValues(), name: 'St. Mary' };
  patch(values);
  return values;
};

describe('facility form values', () => {
  it('starts empty in the US with the five contact types in catalogue order', () => {
    const values = emptyFacilityValues();
    expect(values.country).toBe('US');
    expect(values.contacts.map((c) => contactTypeLabel(c.type))).toEqual([
      'Primary Timesheet Approver',
      'Backup Timesheet Approver',
      'Primary Credentialing Contact',
      'Primary PE Contact',
      'Billing',
    ]);
    expect(values.contacts.every((c) => c.name === '' && c.email === '' && c.phone === '')).toBe(true);
  });

  it('turns a stored facility into values, placing each contact at its type and leaving the others blank', () => {
    const values = facilityToFormValues(facility);
    expect(values).toMatchObject({
      name: 'Mercy General Hospital',
      address2: '',
      clientId: CLIENT,
      vmsId: null,
      divisionId: null,
      timezone: 'America/Chicago',
      iconContactIds: [STAFF],
    });
    expect(values.contacts).toEqual([
      { type: 'primary_timesheet_approver', name: 'Tara Approver', email: 'tara@hospital.org', phone: '+1 555 0100' },
      { type: 'backup_timesheet_approver', name: '', email: '', phone: '' },
      { type: 'primary_credentialing_contact', name: '', email: '', phone: '' },
      { type: 'primary_pe_contact', name: 'Pete Enroll', email: 'pete@hospital.org', phone: '' },
      { type: 'billing', name: '', email: '', phone: '' },
    ]);
  });

  it('round-trips a stored facility to the same body', () => {
    const { body, contactIndex } = toFacilityBody(facilityToFormValues(facility));
    expect(contactIndex).toEqual([0, 3]);
    expect(body).toEqual({
      ...Object.fromEntries(OWN_FIELDS.map((field) => [field, facility[field]])),
      clientId: CLIENT,
      vmsId: null,
      contacts: [
        { type: 'primary_timesheet_approver', name: 'Tara Approver', email: 'tara@hospital.org', phone: '+1 555 0100' },
        { type: 'primary_pe_contact', name: 'Pete Enroll', email: 'pete@hospital.org', phone: null },
      ],
      iconContactIds: [STAFF],
    });
  });
});

describe('facility body', () => {
  it('trims text, sends empty text as null and omits contacts whose three fields are blank', () => {
    const { body, contactIndex } = toFacilityDraft(
      withContacts((v) => {
        v.name = '  St. Mary  ';
        v.address1 = '   ';
        v.contacts[1] = {
          ...itemAt(v.contacts, 1, 'a contact'),
          name: ' Ben ',
          email: ' BEN@hospital.org ',
          phone: '  ',
        };
        v.contacts[2] = { ...itemAt(v.contacts, 2, 'a contact'), name: ' ', email: '', phone: ' ' };
      }),
    );
    expect(body.name).toBe('St. Mary');
    expect(body.address1).toBeNull();
    expect(body.contacts).toEqual([
      { type: 'backup_timesheet_approver', name: 'Ben', email: 'BEN@hospital.org', phone: null },
    ]);
    expect(contactIndex).toEqual([1]);
  });

  it('lower-cases e-mails through the contracts schema', () => {
    const { body } = toFacilityBody(
      withContacts((v) => {
        v.contacts[0] = { ...itemAt(v.contacts, 0, 'a contact'), name: 'Tara', email: 'TARA@Hospital.org', phone: '' };
      }),
    );
    expect(body.contacts).toEqual([
      { type: 'primary_timesheet_approver', name: 'Tara', email: 'tara@hospital.org', phone: null },
    ]);
  });
});

describe('facility validation', () => {
  it('accepts a name alone', () => {
    expect(validateFacilityValues(withContacts(() => {}))).toEqual({});
  });

  it('needs a name, and country and postal code with address 2', () => {
    const values = { ...emptyFacilityValues(), address2: 'Suite 4', country: null };
    expect(validateFacilityValues(values)).toEqual({ name: 'Name is required', address2: ADDRESS2_MESSAGE });
  });

  it('puts a contact error on the form contact it came from, not the sent index', () => {
    const errors = validateFacilityValues(
      withContacts((v) => {
        v.contacts[1] = { ...itemAt(v.contacts, 1, 'a contact'), name: 'Ben', email: 'ben@hospital.org', phone: '' };
        v.contacts[3] = { ...itemAt(v.contacts, 3, 'a contact'), name: '', email: 'not-an-email', phone: 'x' };
      }),
    );
    expect(errors).toEqual({
      'contacts.3.name': 'Name is required',
      'contacts.3.email': 'Enter a valid e-mail address',
      'contacts.3.phone': 'Enter a valid phone number',
    });
  });
});

describe('server errors', () => {
  it('maps contacts.N of the body to the form index it was sent from', () => {
    expect(toFormPath('contacts.0.email', [2, 3])).toBe('contacts.2.email');
    expect(toFormPath('body.contacts[1].name', [2, 3])).toBe('contacts.3.name');
    expect(toFormPath('contacts', [2, 3])).toBe('contacts');
    expect(toFormPath('address2', [2, 3])).toBe('address2');
    expect(toFormPath('contacts.5.email', [2, 3])).toBe('contacts.5.email');
    expect(toFormErrors([{ field: 'contacts.1.email', message: 'Taken' }], [0, 3])).toEqual([
      { field: 'contacts.3.email', message: 'Taken' },
    ]);
  });

  it('rewrites the field errors of an RTK Query error, keeping its status', () => {
    const error = {
      status: 400,
      statusText: 'Bad Request',
      data: {
        success: false,
        message: 'Validation failed',
        code: 'VALIDATION_FAILED',
        errors: [
          { field: 'contacts.0.email', message: 'Enter a valid e-mail address' },
          { field: 'name', message: 'A facility with this name already exists' },
        ],
      },
    };
    expect(withFormErrorPaths(error, [2])).toEqual({
      ...error,
      data: {
        ...error.data,
        errors: [
          { field: 'contacts.2.email', message: 'Enter a valid e-mail address' },
          { field: 'name', message: 'A facility with this name already exists' },
        ],
      },
    });
    const conflict = { status: 409, statusText: 'Conflict', data: { success: false, message: 'x', code: 'CONFLICT' } };
    expect(withFormErrorPaths(conflict, [])).toBe(conflict);
    expect(withFormErrorPaths(new Error('offline'), [])).toBeInstanceOf(Error);
  });
});

describe('pick-list options', () => {
  it('drops repeated values and keeps the current value when the list lacks it', () => {
    const list = [
      { value: 'TX', label: 'Texas' },
      { value: 'TX', label: 'Texas again' },
    ];
    expect(optionsWithCurrent(list, 'TX')).toEqual([{ value: 'TX', label: 'Texas' }]);
    expect(optionsWithCurrent(list, 'CO')).toEqual([
      { value: 'CO', label: 'CO' },
      { value: 'TX', label: 'Texas' },
    ]);
    expect(optionsWithCurrent([], 'c1', 'HCA Healthcare')).toEqual([{ value: 'c1', label: 'HCA Healthcare' }]);
    expect(optionsWithCurrent(list, null)).toHaveLength(1);
  });

  it("lists active staff and the facility's current ICON contacts", () => {
    const other = { _id: 'u2', firstName: 'Al', lastName: 'Ops', email: 'al@example.com' };
    expect(iconContactOptions([other], facility.iconContacts)).toEqual([
      { value: 'u2', label: 'Al Ops (al@example.com)' },
      { value: STAFF, label: 'Sue Staff (sue@example.com)' },
    ]);
    expect(iconContactOptions(undefined)).toEqual([]);
  });

  it("falls back to the browser's time zones", () => {
    const zones = browserTimezones();
    expect(zones.length).toBeGreaterThan(100);
    expect(zones).toContainEqual({ value: 'America/New_York', label: 'America/New York' });
  });
});

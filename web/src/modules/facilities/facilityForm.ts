import {
  FACILITY_CONTACT_TYPES,
  type Facility,
  type FacilityContactType,
  type FieldError,
  facilityInputSchema,
  type Option,
} from '@portal/contracts';
import { failureOf, fieldPath } from '../../ui/forms.ts';
import type { FacilityBody, IconContact } from './api.ts';

// Type aliases, not interfaces: the zod resolver wants values assignable to Record<string, unknown>.
export type ContactValues = {
  type: FacilityContactType;
  name: string;
  email: string;
  phone: string;
};

/** The form's values: selects hold null when cleared; contacts always hold the four types in catalogue order. */
export type FacilityFormValues = {
  name: string;
  address1: string;
  address2: string;
  country: string | null;
  state: string | null;
  city: string;
  postalCode: string;
  timezone: string | null;
  clientId: string | null;
  vmsId: string | null;
  divisionId: string | null;
  contacts: ContactValues[];
  iconContactIds: string[];
};

/** The country a new facility starts with. */
const DEFAULT_COUNTRY = 'US';

/** 'Primary Timesheet Approver' for 'primary_timesheet_approver' (enums.ts FACILITY_CONTACT_TYPES). */
export const contactTypeLabel = (type: string): string =>
  FACILITY_CONTACT_TYPES.find((t) => t.value === type)?.label ?? type;

const emptyContacts = (): ContactValues[] =>
  FACILITY_CONTACT_TYPES.map((t) => ({ type: t.value as FacilityContactType, name: '', email: '', phone: '' }));

export const emptyFacilityValues = (): FacilityFormValues => ({
  name: '',
  address1: '',
  address2: '',
  country: DEFAULT_COUNTRY,
  state: null,
  city: '',
  postalCode: '',
  timezone: null,
  clientId: null,
  vmsId: null,
  divisionId: null,
  contacts: emptyContacts(),
  iconContactIds: [],
});

/** A stored facility as the edit form's values; a contact type it lacks gets empty fields. */
export const facilityToFormValues = (f: Facility): FacilityFormValues => ({
  name: f.name,
  address1: f.address1 ?? '',
  address2: f.address2 ?? '',
  country: f.country,
  state: f.state,
  city: f.city ?? '',
  postalCode: f.postalCode ?? '',
  timezone: f.timezone,
  clientId: f.client?._id ?? null,
  vmsId: f.vms?._id ?? null,
  divisionId: f.divisionId ?? null,
  contacts: emptyContacts().map((empty) => {
    const c = f.contacts.find((x) => x.type === empty.type);
    return c ? { type: c.type, name: c.name, email: c.email, phone: c.phone ?? '' } : empty;
  }),
  iconContactIds: f.iconContacts.map((u) => u._id),
});

const text = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** The request body before validation, and which form contact each sent contact came from. */
export interface FacilityDraft {
  body: {
    name: string;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    country: string | null;
    timezone: string | null;
    clientId: string | null;
    vmsId: string | null;
    divisionId: string | null;
    contacts: { type: FacilityContactType; name: string; email: string; phone: string | null }[];
    iconContactIds: string[];
  };
  /** contactIndex[i] is the form index (0-3) of body.contacts[i]. */
  contactIndex: number[];
}

/** The form's values as the API body: trimmed, empty text as null, contacts left blank are omitted. */
export const toFacilityDraft = (values: FacilityFormValues): FacilityDraft => {
  const contacts: FacilityDraft['body']['contacts'] = [];
  const contactIndex: number[] = [];
  values.contacts.forEach((c, i) => {
    const name = text(c.name);
    const email = text(c.email);
    const phone = text(c.phone);
    if (name === null && email === null && phone === null) return;
    contacts.push({ type: c.type, name: name ?? '', email: email ?? '', phone });
    contactIndex.push(i);
  });
  return {
    body: {
      name: values.name.trim(),
      address1: text(values.address1),
      address2: text(values.address2),
      city: text(values.city),
      state: text(values.state),
      postalCode: text(values.postalCode),
      country: text(values.country),
      timezone: text(values.timezone),
      clientId: text(values.clientId),
      vmsId: text(values.vmsId),
      divisionId: text(values.divisionId),
      contacts,
      iconContactIds: [...values.iconContactIds],
    },
    contactIndex,
  };
};

/** A body field path to the form's: 'contacts.1.email' of the body is the form's contact contactIndex[1]. */
export const toFormPath = (field: string, contactIndex: number[]): string => {
  const path = fieldPath(field);
  if (path[0] === 'contacts' && path.length > 1 && /^\d+$/.test(path[1] ?? '')) {
    const formIndex = contactIndex[Number(path[1])];
    if (formIndex !== undefined) path[1] = String(formIndex);
  }
  return path.join('.');
};

/** The field errors with their contact indexes moved from the body's to the form's. */
export const toFormErrors = (errors: FieldError[], contactIndex: number[]): FieldError[] =>
  errors.map((e) => ({ ...e, field: toFormPath(e.field, contactIndex) }));

/**
 * An API error whose field errors point at the form's fields, for `applyServerErrors`. Errors that are not API
 * failures pass through unchanged.
 */
export const withFormErrorPaths = (error: unknown, contactIndex: number[]): unknown => {
  const failure = failureOf(error);
  if (!failure?.errors) return error;
  const data = { ...failure, errors: toFormErrors(failure.errors, contactIndex) };
  return typeof error === 'object' && error !== null && 'status' in error ? { ...error, data } : data;
};

/** Checks the values with the contracts' facilityInputSchema; answers the form's errors (first message per field). */
export const validateFacilityValues = (values: FacilityFormValues): Record<string, string> => {
  const { body, contactIndex } = toFacilityDraft(values);
  const result = facilityInputSchema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = toFormPath(issue.path.map(String).join('.'), contactIndex);
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
};

/** The body the API gets: the draft parsed by the contracts' schema (e-mails lower-cased, defaults filled). */
export const toFacilityBody = (values: FacilityFormValues): { body: FacilityBody; contactIndex: number[] } => {
  const { body, contactIndex } = toFacilityDraft(values);
  return { body: facilityInputSchema.parse(body), contactIndex };
};

/**
 * Select choices without repeats (Mantine refuses duplicate values), with the current value kept even when the
 * list lacks it (an archived client, a list that failed to load), labelled by `currentLabel` or the value itself.
 */
export const optionsWithCurrent = (
  options: readonly Option[],
  current: string | null | undefined,
  currentLabel?: string,
): Option[] => {
  const seen = new Set<string>();
  const out: Option[] = [];
  for (const o of options) {
    if (seen.has(o.value)) continue;
    seen.add(o.value);
    out.push(o);
  }
  if (current && !seen.has(current)) out.unshift({ value: current, label: currentLabel ?? current });
  return out;
};

/** '{first} {last}', for ICON contacts. */
export const contactName = (u: { firstName: string; lastName: string }): string =>
  `${u.firstName} ${u.lastName}`.trim();

/** The 'ICON contacts' choices: active staff, plus the facility's current contacts that are no longer listed. */
export const iconContactOptions = (
  available: readonly IconContact[] | undefined,
  current: readonly IconContact[] = [],
): Option[] => {
  const label = (u: IconContact) => `${contactName(u)} (${u.email})`;
  const options = optionsWithCurrent(
    (available ?? []).map((u) => ({ value: u._id, label: label(u) })),
    null,
  );
  for (const u of current) if (!options.some((o) => o.value === u._id)) options.push({ value: u._id, label: label(u) });
  return options;
};

/** Time zones when GET /list-timezones is unavailable: the browser's own IANA list (what the server checks). */
export const browserTimezones = (): Option[] => {
  try {
    return Intl.supportedValuesOf('timeZone').map((value) => ({ value, label: value.replaceAll('_', ' ') }));
  } catch {
    return [];
  }
};

import { z } from 'zod';

/**
 * The one zod error map: every message a schema does not set itself reads as a sentence naming
 * the field ('Hours must be at most 24'), never zod's defaults ('Too big: expected number to be <=24'). Messages a
 * schema sets (the spec's, or a module's own) always win: zod consults this map only when none is given.
 * `installErrorMap()` runs on the server (app.ts) and in the web (main.tsx), so API answers and form errors agree.
 */

/** Field names whose label is not their words in sentence case. */
const LABELS: Record<string, string> = {
  email: 'E-mail',
  npi: 'NPI',
  ssn: 'SSN',
  dob: 'Date of birth',
  url: 'URL',
  id: 'Id',
  _id: 'Id',
  vmsId: 'VMS',
  zip: 'Postal code',
  otp: 'Code',
  totp: 'Code',
};

/** 'breakMinutes' -> 'Break minutes', 'payPeriodId' -> 'Pay period', 'on_call_hours' -> 'On call hours'. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((k) => typeof k === 'string') as string | undefined;
  if (!key) return 'This value';
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  if (!words) return 'This value';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
  bigint: 'a whole number',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid e-mail address',
  url: 'a valid URL',
  uuid: 'a valid id',
  guid: 'a valid id',
  date: 'a valid date (YYYY-MM-DD)',
  datetime: 'a valid date and time',
  time: 'a valid time (HH:MM)',
  e164: 'a valid phone number',
};

const plural = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

const SIZE_UNITS: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
  map: ['entry', 'entries'],
};

const showValue = (v: unknown) => (typeof v === 'string' ? v : String(v));

/** The map itself: an issue (with its full path) in, a sentence out. */
export function humanError(issue: z.core.$ZodRawIssue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return `${label} is required`;
      return `${label} must be ${TYPE_WORDS[issue.expected] ?? `a valid ${issue.expected}`}`;
    }
    case 'too_big': {
      const max = issue.maximum as number | bigint;
      const units = SIZE_UNITS[issue.origin as string];
      if (units) {
        const limit = plural(max, units[0], units[1]);
        return issue.origin === 'array' || issue.origin === 'set'
          ? `${label} must have at most ${limit}`
          : `${label} must be at most ${limit}`;
      }
      if (issue.origin === 'date') return `${label} must be on or before ${new Date(Number(max)).toISOString()}`;
      return issue.inclusive === false ? `${label} must be less than ${max}` : `${label} must be at most ${max}`;
    }
    case 'too_small': {
      const min = issue.minimum as number | bigint;
      const units = SIZE_UNITS[issue.origin as string];
      if (units) {
        if (issue.origin === 'string' && Number(min) === 1) return `${label} is required`;
        const limit = plural(min, units[0], units[1]);
        return issue.origin === 'array' || issue.origin === 'set'
          ? `${label} must have at least ${limit}`
          : `${label} must be at least ${limit}`;
      }
      if (issue.origin === 'date') return `${label} must be on or after ${new Date(Number(min)).toISOString()}`;
      return issue.inclusive === false ? `${label} must be more than ${min}` : `${label} must be at least ${min}`;
    }
    case 'invalid_format': {
      const words = FORMAT_WORDS[issue.format];
      if (words) return `${label} must be ${words}`;
      if (issue.format === 'starts_with') return `${label} must start with "${issue.prefix}"`;
      if (issue.format === 'ends_with') return `${label} must end with "${issue.suffix}"`;
      if (issue.format === 'includes') return `${label} must include "${issue.includes}"`;
      return `${label} is not in the expected format`;
    }
    case 'invalid_value': {
      const values = issue.values.map(showValue);
      if (values.length === 1) return `${label} must be ${values[0]}`;
      if (values.length <= 12) return `${label} must be one of: ${values.join(', ')}`;
      return `${label} is not one of the allowed values`;
    }
    case 'not_multiple_of':
      return `${label} must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `Unknown field: ${issue.keys[0]}` : `Unknown fields: ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return `${label} holds a key that is not allowed`;
    case 'invalid_element':
      return `${label} holds a value that is not allowed`;
    default:
      return `${label} is not valid`;
  }
}

let installed = false;
/** Makes `humanError` zod's error map for this process or page (idempotent). */
export function installErrorMap(): void {
  if (installed) return;
  z.config({ customError: humanError });
  installed = true;
}

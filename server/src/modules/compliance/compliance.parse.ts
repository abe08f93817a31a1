import { createHash } from 'node:crypto';
import { COMPLIANCE_MESSAGES, type ExclusionSource, usStateOf } from '@portal/contracts';
import Papa from 'papaparse';
import { badRequest } from '../../platform/errors.ts';

/** One list row reduced to what screening compares (exclusion_entries' columns). */
export interface EntryRow {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  businessName: string | null;
  fullName: string | null;
  npi: string | null;
  dateOfBirth: string | null;
  state: string | null;
  exclusionType: string | null;
  exclusionDate: string | null;
  reinstatementDate: string | null;
  entryKey: string;
}

/** The OIG LEIE monthly CSV's header. */
const LEIE_COLUMNS = [
  'LASTNAME',
  'FIRSTNAME',
  'MIDNAME',
  'BUSNAME',
  'GENERAL',
  'SPECIALTY',
  'UPIN',
  'NPI',
  'DOB',
  'ADDRESS',
  'CITY',
  'STATE',
  'ZIP',
  'EXCLTYPE',
  'EXCLDATE',
  'REINDATE',
  'WAIVERDATE',
  'WVRSTATE',
] as const;

/** The SAM.gov "Exclusions Public Extract" V2 CSV's header. */
const SAM_COLUMNS = [
  'Classification',
  'Name',
  'Prefix',
  'First',
  'Middle',
  'Last',
  'Suffix',
  'Address 1',
  'Address 2',
  'Address 3',
  'Address 4',
  'City',
  'State / Province',
  'Country',
  'Zip Code',
  'Unique Entity ID',
  'Exclusion Program',
  'Excluding Agency',
  'CT Code',
  'Exclusion Type',
  'Additional Comments',
  'Active Date',
  'Termination Date',
  'Record Status',
  'Cross-Reference',
  'SAM Number',
  'CAGE',
  'NPI',
  'Creation_Date',
] as const;

const text = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** LEIE writes days as YYYYMMDD and an unknown one as 00000000. */
const leieDay = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return /^\d{8}$/.test(t) && t !== '00000000' ? `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}` : null;
};

/** SAM writes days as MM/DD/YYYY. */
const samDay = (v: string | undefined) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((v ?? '').trim());
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null;
};

/** A ten-digit NPI; LEIE writes 0000000000 when there is none. */
const npiOf = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return /^\d{10}$/.test(t) && !/^0+$/.test(t) ? t : null;
};

/** A state as its two-letter code ('Texas', ' tx ' -> 'TX'); what is no US state stays as written, upper-case. */
const stateOf = (v: string | undefined) => {
  const t = text(v);
  return t === null ? null : (usStateOf(t) ?? t.toUpperCase());
};

const fullNameOf = (first: string | null, last: string | null) =>
  first && last ? `${first} ${last}`.toLowerCase().replace(/\s+/g, ' ') : null;

const keyOf = (...parts: (string | null)[]) =>
  createHash('md5')
    .update(parts.map((p) => (p ?? '').toLowerCase()).join('|'))
    .digest('hex');

function leieRow(r: Record<string, string>): EntryRow {
  const firstName = text(r.FIRSTNAME);
  const lastName = text(r.LASTNAME);
  const businessName = text(r.BUSNAME);
  const npi = npiOf(r.NPI);
  const dateOfBirth = leieDay(r.DOB);
  const exclusionDate = leieDay(r.EXCLDATE);
  const fullName = fullNameOf(firstName, lastName);
  return {
    firstName,
    middleName: text(r.MIDNAME),
    lastName,
    businessName,
    fullName,
    npi,
    dateOfBirth,
    state: stateOf(r.STATE),
    exclusionType: text(r.EXCLTYPE),
    exclusionDate,
    reinstatementDate: leieDay(r.REINDATE),
    entryKey: keyOf(fullName ?? businessName, npi, dateOfBirth, exclusionDate),
  };
}

function samRow(r: Record<string, string>): EntryRow {
  const individual = (r.Classification ?? '').trim().toLowerCase() === 'individual';
  const firstName = individual ? text(r.First) : null;
  const lastName = individual ? text(r.Last) : null;
  const businessName = individual ? null : text(r.Name);
  const npi = npiOf(r.NPI);
  const exclusionDate = samDay(r['Active Date']);
  const fullName = fullNameOf(firstName, lastName);
  return {
    firstName,
    middleName: individual ? text(r.Middle) : null,
    lastName,
    businessName,
    fullName,
    npi,
    dateOfBirth: null,
    state: stateOf(r['State / Province']),
    exclusionType: text(r['Exclusion Type']),
    exclusionDate,
    reinstatementDate: samDay(r['Termination Date']),
    entryKey: keyOf(fullName ?? businessName, npi, text(r['SAM Number']), exclusionDate),
  };
}

const FORMATS = {
  leie: { columns: LEIE_COLUMNS, row: leieRow },
  sam: { columns: SAM_COLUMNS, row: samRow },
} as const;

/**
 * Reads a list file of `source`'s format into entry rows. A header missing a needed column refuses the file,
 * naming the columns; rows naming nobody (no name, business or NPI) are skipped.
 */
export function parseList(source: ExclusionSource, csv: string): EntryRow[] {
  const { columns, row } = FORMATS[source];
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const header = new Set(parsed.meta.fields ?? []);
  const needed =
    source === 'leie' ? columns : columns.filter((c) => !c.startsWith('Address') && c !== 'Unique Entity ID');
  const missing = needed.filter((c) => !header.has(c));
  if (missing.length) {
    const message = `${COMPLIANCE_MESSAGES.wrongHeader}: ${missing.slice(0, 5).join(', ')}`;
    throw badRequest(message, [{ field: 'file', message }]);
  }
  const rows = parsed.data.map(row).filter((r) => r.fullName || r.businessName || r.npi);
  if (rows.length === 0)
    throw badRequest(COMPLIANCE_MESSAGES.emptyFile, [{ field: 'file', message: COMPLIANCE_MESSAGES.emptyFile }]);
  return rows;
}

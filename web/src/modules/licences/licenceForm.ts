import { LICENCE_TYPES, type Licence, type LicenceType, US_STATES } from '@portal/contracts';

/** The form's values (a type alias: the zod resolver wants a Record<string, unknown>). */
type LicenceFormValues = {
  providerId: string;
  state: string;
  type: string;
  number: string;
  issuedOn: string;
  expiresOn: string;
};

/** A stored licence as the form's values; a new one starts empty (for `providerId` when given). */
export const licenceFormValues = (record?: Licence, providerId = ''): LicenceFormValues => ({
  providerId: record?.provider._id ?? providerId,
  state: record?.state ?? '',
  type: record?.type ?? 'state-licence',
  number: record?.number ?? '',
  issuedOn: record?.issuedOn ?? '',
  expiresOn: record?.expiresOn ?? '',
});

export const STATE_OPTIONS = Object.entries(US_STATES).map(([value, name]) => ({ value, label: `${name} (${value})` }));
export const TYPE_OPTIONS = Object.entries(LICENCE_TYPES).map(([value, label]) => ({ value, label }));
export const typeLabel = (type: LicenceType) => LICENCE_TYPES[type];

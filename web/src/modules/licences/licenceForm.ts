import type { Licence } from '@portal/contracts';

/** The form's values (a type alias: the zod resolver wants a Record<string, unknown>). */
type LicenceFormValues = {
  name: string;
  description: string;
};

/** A stored licence as the edit form's values; a new one starts empty. */
export const licenceFormValues = (record?: Licence): LicenceFormValues => ({
  name: record?.name ?? '',
  description: record?.description ?? '',
});

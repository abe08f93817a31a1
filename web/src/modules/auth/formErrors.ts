import { fieldErrors, GENERIC_ERROR_TEXT, INTERNAL_ERROR_TEXT } from '../../lib/errors.ts';

export { fieldErrors };

import type { ApiError } from '../../lib/http.ts';

/** The text a form shows for a failed call. */
export const failureText = (error: unknown): string => {
  const e = error as ApiError | undefined;
  if (e?.code === 'INTERNAL') return INTERNAL_ERROR_TEXT;
  return e?.data?.message || GENERIC_ERROR_TEXT;
};

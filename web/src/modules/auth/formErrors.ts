import { GENERIC_ERROR_TEXT, INTERNAL_ERROR_TEXT } from '../../lib/errors.ts';
import type { ApiError } from '../../lib/http.ts';

/** The server's field errors as a form's errors ({ field: message }), first message per field. */
export const fieldErrors = (error: unknown): Record<string, string> => {
  const errors = (error as ApiError | undefined)?.data?.errors ?? [];
  const out: Record<string, string> = {};
  for (const e of errors) if (!(e.field in out)) out[e.field] = e.message;
  return out;
};

/** The text a form shows for a failed call. */
export const failureText = (error: unknown): string => {
  const e = error as ApiError | undefined;
  if (e?.code === 'INTERNAL') return INTERNAL_ERROR_TEXT;
  return e?.data?.message || GENERIC_ERROR_TEXT;
};

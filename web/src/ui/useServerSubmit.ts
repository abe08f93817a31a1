import { useState } from 'react';
import { type ErrorKind, errorKind } from '../lib/errors.ts';
import { isApiError } from '../lib/http.ts';
import { type ApplyServerErrorsOptions, applyServerErrors, type ErrorTarget, serverMessage } from './forms.ts';

/** Answers a form shows itself rather than as a toast (the API calls are silent for them). */
const SHOWN_BY_FORM: readonly ErrorKind[] = ['invalid', 'conflict'];

/**
 * Sends a Mantine form's body and tracks it: while it is on its way `submitting`; when it fails, a 400's field errors
 * go beside the fields and a 400 or 409 that belongs to no field becomes `formError` (shown above the buttons).
 */
export function useServerSubmit<B>(
  form: ErrorTarget,
  onSubmit: (body: B) => Promise<unknown>,
  options?: ApplyServerErrorsOptions,
) {
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const send = async (body: B) => {
    setFormError(null);
    setSubmitting(true);
    try {
      await onSubmit(body);
    } catch (error) {
      const placed = applyServerErrors(form, error, options);
      if (!placed && isApiError(error) && SHOWN_BY_FORM.includes(errorKind(error))) setFormError(serverMessage(error));
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, formError, send };
}

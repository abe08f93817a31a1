import { TIMESHEET_MESSAGES } from '@portal/contracts';
import type { ApiError } from '../../lib/http.ts';
import type { FacilityLink } from './api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The link's id and token from the query string, or null when either is missing or malformed. */
export const readFacilityLink = (search: string): FacilityLink | null => {
  const q = new URLSearchParams(search);
  const id = q.get('id')?.trim() ?? '';
  const token = q.get('token')?.trim() ?? '';
  return UUID.test(id) && token.length >= 20 && token.length <= 200 ? { id, token } : null;
};

/**
 * What to tell the approver when the server refuses: its message for the link's own refusals (not valid, expired,
 * already used) and for a time sheet that can no longer change; 'not valid' for a malformed request; the usual
 * fallbacks otherwise.
 */
export const linkErrorMessage = (error: unknown): string => {
  const e = error as Partial<ApiError> | undefined;
  // A request the server's schema refused (a mangled id or token) gets field errors; the link's own refusals don't.
  if (e?.code === 'VALIDATION_FAILED' && (e.data?.errors?.length ?? 0) > 0) return TIMESHEET_MESSAGES.linkInvalid;
  if (e?.code === 'INTERNAL') return 'Internal Server Error';
  return e?.data?.message || e?.statusText || 'Something went wrong, please try again';
};

export interface DecisionForm {
  signatureName: string;
  reason: string;
}

/** The form's own checks before it calls the server: a typed name always, a reason to reject. */
export const decisionErrors = (
  decision: 'approve' | 'reject',
  form: DecisionForm,
): Partial<Record<keyof DecisionForm, string>> => {
  const errors: Partial<Record<keyof DecisionForm, string>> = {};
  if (!form.signatureName.trim()) errors.signatureName = 'Type your name to sign';
  if (decision === 'reject' && !form.reason.trim()) errors.reason = 'Give a reason for the rejection';
  return errors;
};

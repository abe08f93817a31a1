import type { ApiError, ApiErrorCode } from './http.ts';

export const NO_ACCESS_TEXT = 'You don`t have access to this page';
export const INTERNAL_ERROR_TEXT = 'Internal Server Error';
export const GENERIC_ERROR_TEXT = 'Something went wrong, please try again';

export interface ErrorToast {
  title?: string;
  message: string;
}

/**
 * What a failure is, for the screens: every code of the catalogue has one kind (the record makes a new code choose),
 * so the web branches on codes and never on statuses or message text.
 */
export type ErrorKind =
  | 'invalid'
  | 'signedOut'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'unsupported'
  | 'internal'
  | 'unavailable'
  | 'other';

const KINDS: Record<ApiErrorCode, ErrorKind> = {
  VALIDATION_FAILED: 'invalid',
  LINK_EXPIRED: 'invalid',
  LINK_USED: 'invalid',
  NESTED_TOO_DEEP: 'invalid',
  UNAUTHENTICATED: 'signedOut',
  INVALID_CREDENTIALS: 'signedOut',
  SESSION_EXPIRED: 'signedOut',
  MFA_CHALLENGE_INVALID: 'signedOut',
  SHARE_EXPIRED: 'signedOut',
  SHARE_CHALLENGE_INVALID: 'signedOut',
  FORBIDDEN: 'forbidden',
  EMAIL_NOT_VERIFIED: 'forbidden',
  AGREEMENT_NOT_SIGNED: 'forbidden',
  ACCOUNT_INACTIVE: 'forbidden',
  NOT_FOUND: 'notFound',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported',
  INTERNAL: 'internal',
  METHOD_NOT_ALLOWED: 'other',
  REQUEST_TIMEOUT: 'other',
  CONFLICT: 'conflict',
  ALREADY_EXISTS: 'conflict',
  IN_USE: 'conflict',
  OVERLAPS: 'conflict',
  TRANSITION_NOT_ALLOWED: 'conflict',
  PERIOD_CLOSED: 'conflict',
  PAYMENTS_NOT_APPROVED: 'conflict',
  UPLOAD_LINK_USED: 'conflict',
  TOO_LARGE: 'other',
  URI_TOO_LONG: 'other',
  UNPROCESSABLE: 'other',
  PREVIEW_TOO_LARGE: 'other',
  TOO_MANY_REQUESTS: 'other',
  HEADERS_TOO_LARGE: 'other',
  UNAVAILABLE: 'unavailable',
  NO_ANSWER: 'other',
  UNEXPECTED: 'other',
};

/** The kind of a failed call's code. */
export const errorKind = (error: Pick<ApiError, 'code'>): ErrorKind => KINDS[error.code] ?? 'other';

/** True when the failure means the session is gone: the signed-in user is signed out. */
export const endsSession = (error: Pick<ApiError, 'code'>): boolean => errorKind(error) === 'signedOut';

/** The server's message, plain or nested ({ message: { message } }). */
const serverMessage = (error: ApiError): string | undefined => {
  const raw = error.data?.message as unknown;
  if (typeof raw === 'string' && raw.trim()) return raw;
  if (raw && typeof raw === 'object' && 'message' in raw && typeof raw.message === 'string') return raw.message;
  return undefined;
};

/** The error catalogue of spec section 8: what a failed call shows. */
export const errorToast = (error: ApiError): ErrorToast => {
  const message = serverMessage(error);
  switch (errorKind(error)) {
    case 'invalid': {
      const field = error.data?.errors?.[0]?.message;
      if (message && field && field !== message) return { title: message, message: field };
      return { message: message ?? field ?? error.statusText ?? GENERIC_ERROR_TEXT };
    }
    case 'signedOut':
      return { message: message ?? error.statusText ?? 'Unauthorized' };
    case 'forbidden':
      return { message: message ?? NO_ACCESS_TEXT };
    case 'notFound':
      return { message: message ?? error.statusText ?? 'Not Found' };
    case 'unsupported':
      return { message: error.statusText || message || 'Unsupported Media Type' };
    case 'internal':
      return { message: INTERNAL_ERROR_TEXT };
    default:
      return { message: message ?? GENERIC_ERROR_TEXT };
  }
};

/** The server's field errors as a form's errors ({ field: message }), first message per field. */
export const fieldErrors = (error: unknown): Record<string, string> => {
  const errors = (error as ApiError | undefined)?.data?.errors ?? [];
  const out: Record<string, string> = {};
  for (const e of errors) if (!(e.field in out)) out[e.field] = e.message;
  return out;
};

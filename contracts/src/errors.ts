/**
 * The error-code catalogue (issue 8): every error answer of the API carries one of these codes in `code`, and the
 * web decides what happened from the code alone (the message is for people and may change). Each code belongs to one
 * HTTP status. A failure without a code of its own gets its status's generic code (`GENERIC_ERROR_CODES`), so a new
 * throw site needs nothing; add a code here only when a caller must tell that failure apart from the others of its
 * status.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: {
    status: 400,
    meaning: 'The request is not valid: a body, path or query value, or the address itself (errors names the fields)',
  },
  LINK_EXPIRED: { status: 400, meaning: 'An e-mailed link is past its expiry' },
  LINK_USED: { status: 400, meaning: 'An e-mailed link was already used' },
  UNAUTHENTICATED: { status: 401, meaning: 'No valid session: sign in' },
  INVALID_CREDENTIALS: { status: 401, meaning: 'The e-mail address or password is not correct' },
  SESSION_EXPIRED: { status: 401, meaning: 'The session ended by itself (idle sign-out or expiry)' },
  MFA_CHALLENGE_INVALID: {
    status: 401,
    meaning: 'The two-step sign-in expired, was used or saw too many wrong codes: start again',
  },
  SHARE_EXPIRED: {
    status: 401,
    meaning: 'A guest link (document share) has expired or was revoked: ask the sender for a new one',
  },
  SHARE_CHALLENGE_INVALID: {
    status: 401,
    meaning: 'The e-mailed code of a guest link expired, was used or saw too many wrong codes: ask for a new code',
  },
  FORBIDDEN: { status: 403, meaning: 'Signed in, but not allowed to do this' },
  EMAIL_NOT_VERIFIED: { status: 403, meaning: 'Sign-in refused: the e-mail address is not verified yet' },
  AGREEMENT_NOT_SIGNED: { status: 403, meaning: 'Sign-in refused: the provider agreement is not signed' },
  ACCOUNT_INACTIVE: { status: 403, meaning: 'Sign-in refused: the account is deactivated or not confirmed' },
  NOT_FOUND: { status: 404, meaning: 'No such record (or not one the caller may see), or no such route' },
  METHOD_NOT_ALLOWED: { status: 405, meaning: 'The route does not take this method' },
  REQUEST_TIMEOUT: { status: 408, meaning: 'The request took too long to arrive' },
  CONFLICT: { status: 409, meaning: 'The record changed or is in a state that does not allow this' },
  ALREADY_EXISTS: { status: 409, meaning: 'A record with the same unique values already exists' },
  IN_USE: { status: 409, meaning: 'Other records still refer to this record' },
  OVERLAPS: { status: 409, meaning: 'The record overlaps an existing one' },
  TRANSITION_NOT_ALLOWED: { status: 409, meaning: "The record's status does not allow this action" },
  TOO_LARGE: { status: 413, meaning: 'The body or uploaded file is larger than allowed' },
  URI_TOO_LONG: { status: 414, meaning: 'A path parameter is too long' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'The body or uploaded file is of a type this route does not take' },
  UNPROCESSABLE: { status: 422, meaning: 'The request is valid but could not be carried out (a file preview failed)' },
  TOO_MANY_REQUESTS: { status: 429, meaning: 'Too many attempts: wait and try again' },
  HEADERS_TOO_LARGE: { status: 431, meaning: 'The request headers are too large' },
  INTERNAL: { status: 500, meaning: 'An unexpected error (logged on the server)' },
  UNAVAILABLE: { status: 503, meaning: 'The service is not ready (database or job queue down)' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorStatus = (typeof ERROR_CODES)[ErrorCode]['status'];
/** The codes that may go with one status: a 404 can only carry a 404 code. */
export type ErrorCodeOf<S extends ErrorStatus> = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C]['status'] extends S ? C : never;
}[ErrorCode];

/** Every code, for `z.enum` and the OpenAPI envelope. */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The code a failure of a status carries when it has none of its own. */
export const GENERIC_ERROR_CODES: { readonly [S in ErrorStatus]: ErrorCodeOf<S> } = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);

export const isErrorStatus = (value: unknown): value is ErrorStatus =>
  typeof value === 'number' && Object.hasOwn(GENERIC_ERROR_CODES, value);

/** A 401 for a session that ended by itself (idle sign-out, expiry) rather than a missing or refused sign-in. */
export const SESSION_EXPIRED_CODE = 'SESSION_EXPIRED' satisfies ErrorCode;

/** The codes of one HTTP status, each with what it means. */
const withStatus = <const S extends number, const M extends Record<string, string>>(status: S, meanings: M) =>
  Object.fromEntries(Object.entries(meanings).map(([code, meaning]) => [code, { status, meaning }])) as {
    readonly [C in keyof M]: { readonly status: S; readonly meaning: M[C] };
  };

/**
 * The error-code catalogue: every error answer of the API carries one of these codes in `code`, and the
 * web decides what happened from the code alone (the message is for people and may change). Each code belongs to one
 * HTTP status. A failure without a code of its own gets its status's generic code (`GENERIC_ERROR_CODES`), so a new
 * throw site needs nothing; add a code here only when a caller must tell that failure apart from the others of its
 * status.
 */
export const ERROR_CODES = {
  ...withStatus(400, {
    VALIDATION_FAILED:
      'The request is not valid: a body, path or query value, or the address itself (errors names the fields)',
    LINK_EXPIRED: 'An e-mailed link is past its expiry',
    LINK_USED: 'An e-mailed link was already used',
    NESTED_TOO_DEEP: 'A body, query or imported value is nested deeper than the portal reads (errors names where)',
  }),
  ...withStatus(401, {
    UNAUTHENTICATED: 'No valid session: sign in',
    INVALID_CREDENTIALS: 'The e-mail address or password is not correct',
    SESSION_EXPIRED: 'The session ended by itself (idle sign-out or expiry)',
    MFA_CHALLENGE_INVALID: 'The two-step sign-in expired, was used or saw too many wrong codes: start again',
    SHARE_EXPIRED: 'A guest link (document share) has expired or was revoked: ask the sender for a new one',
    SHARE_CHALLENGE_INVALID:
      'The e-mailed code of a guest link expired, was used or saw too many wrong codes: ask for a new code',
  }),
  ...withStatus(403, {
    FORBIDDEN: 'Signed in, but not allowed to do this',
    EMAIL_NOT_VERIFIED: 'Sign-in refused: the e-mail address is not verified yet',
    AGREEMENT_NOT_SIGNED: 'Sign-in refused: the provider agreement is not signed',
    ACCOUNT_INACTIVE: 'Sign-in refused: the account is deactivated or not confirmed',
  }),
  ...withStatus(404, { NOT_FOUND: 'No such record (or not one the caller may see), or no such route' }),
  ...withStatus(405, { METHOD_NOT_ALLOWED: 'The route does not take this method' }),
  ...withStatus(408, { REQUEST_TIMEOUT: 'The request took too long to arrive' }),
  ...withStatus(409, {
    CONFLICT: 'The record changed or is in a state that does not allow this',
    ALREADY_EXISTS: 'A record with the same unique values already exists',
    IN_USE: 'Other records still refer to this record',
    OVERLAPS: 'The record overlaps an existing one',
    TRANSITION_NOT_ALLOWED: "The record's status does not allow this action",
    PERIOD_CLOSED: 'The pay period is closed: its time sheets, expenses, bonuses and payments do not change',
    PAYMENTS_NOT_APPROVED: 'The pay period has payments not approved yet: it cannot close',
    UPLOAD_LINK_USED: 'A presigned upload link was already used (one file per link): ask for a new link',
  }),
  ...withStatus(413, { TOO_LARGE: 'The body or uploaded file is larger than allowed' }),
  ...withStatus(414, { URI_TOO_LONG: 'A path parameter is too long' }),
  ...withStatus(415, { UNSUPPORTED_MEDIA_TYPE: 'The body or uploaded file is of a type this route does not take' }),
  ...withStatus(422, {
    UNPROCESSABLE: 'The request is valid but could not be carried out (a file preview failed)',
    PREVIEW_TOO_LARGE: 'An office file unpacks beyond what the portal converts (a zip bomb?): it is not previewed',
  }),
  ...withStatus(429, { TOO_MANY_REQUESTS: 'Too many attempts: wait and try again' }),
  ...withStatus(431, { HEADERS_TOO_LARGE: 'The request headers are too large' }),
  ...withStatus(500, { INTERNAL: 'An unexpected error (logged on the server)' }),
  ...withStatus(503, { UNAVAILABLE: 'The service is not ready (database or job queue down)' }),
} satisfies Record<string, { status: number; meaning: string }>;

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

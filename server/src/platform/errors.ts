import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorCodeOf,
  type ErrorStatus,
  type FieldError,
  GENERIC_ERROR_CODES,
} from '@portal/contracts';

/**
 * Every expected failure is an AppError; the error handler turns it into the envelope. Its code comes from the
 * catalogue (contracts/src/errors.ts) and must belong to its status (a type error otherwise); without one, the
 * status's generic code.
 */
export class AppError<S extends ErrorStatus = ErrorStatus> extends Error {
  constructor(
    readonly status: S,
    message: string,
    readonly errors?: FieldError[],
    private readonly ownCode?: ErrorCodeOf<S>,
  ) {
    super(message);
  }
  get code(): ErrorCode {
    return this.ownCode ?? GENERIC_ERROR_CODES[this.status];
  }
}

/** A failure named by its catalogue code; the status is the code's. */
export const appError = <C extends ErrorCode>(code: C, message: string, errors?: FieldError[]) =>
  new AppError(ERROR_CODES[code].status, message, errors, code as ErrorCodeOf<ErrorStatus>);

export const badRequest = (message: string, errors?: FieldError[], code?: ErrorCodeOf<400>) =>
  new AppError(400, message, errors, code);
/** A 400 about one field: the message is shown beside that field. */
export const fieldError = (field: string, message: string) => new AppError(400, message, [{ field, message }]);
export const unauthorized = (message = 'Please sign in to continue', code?: ErrorCodeOf<401>) =>
  new AppError(401, message, undefined, code);
/** The session ended by itself: the web signs out with this message. */
export const sessionExpired = (message: string) => new AppError(401, message, undefined, 'SESSION_EXPIRED');
export const forbidden = (message = 'You don`t have access to this page', code?: ErrorCodeOf<403>) =>
  new AppError(403, message, undefined, code);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, code?: ErrorCodeOf<409>) => new AppError(409, message, undefined, code);

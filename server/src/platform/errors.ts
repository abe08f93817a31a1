import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorStatus,
  type FieldError,
  SESSION_EXPIRED_CODE,
} from '@portal/contracts';

/** Every expected failure is an AppError; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errors?: FieldError[],
    private readonly ownCode?: ErrorCode,
  ) {
    super(message);
  }
  get code(): ErrorCode {
    return this.ownCode ?? ERROR_CODES[this.status];
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
/** A 400 about one field: the message is shown beside that field. */
export const fieldError = (field: string, message: string) => new AppError(400, message, [{ field, message }]);
export const unauthorized = (message = 'Please sign in to continue') => new AppError(401, message);
/** The session ended by itself: the web signs out with this message. */
export const sessionExpired = (message: string) => new AppError(401, message, undefined, SESSION_EXPIRED_CODE);
export const forbidden = (message = 'You don`t have access to this page') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

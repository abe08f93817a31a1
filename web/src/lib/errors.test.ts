import { type ErrorStatus, GENERIC_ERROR_CODES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { endsSession, errorToast, GENERIC_ERROR_TEXT, INTERNAL_ERROR_TEXT, NO_ACCESS_TEXT } from './errors.ts';
import { apiError, noAnswer } from './http.ts';

const fail = (status: ErrorStatus, message?: string, errors?: { field: string; message: string }[]) =>
  apiError(
    status,
    `Status ${status}`,
    message === undefined ? undefined : { success: false, message, code: GENERIC_ERROR_CODES[status], errors },
  );

describe('error catalogue', () => {
  it('shows the server message and the first field error on 400', () => {
    expect(errorToast(fail(400, 'Validation failed', [{ field: 'name', message: 'Name is required' }]))).toEqual({
      title: 'Validation failed',
      message: 'Name is required',
    });
    expect(errorToast(fail(400, 'Bad thing'))).toEqual({ message: 'Bad thing' });
  });

  it('falls back per status', () => {
    expect(errorToast(fail(403)).message).toBe(NO_ACCESS_TEXT);
    expect(errorToast(fail(404)).message).toBe('Status 404');
    expect(errorToast(fail(415, 'ignored')).message).toBe('Status 415');
    expect(errorToast(fail(500, 'stack trace here')).message).toBe(INTERNAL_ERROR_TEXT);
    expect(errorToast(fail(409, 'A role with this name already exists')).message).toBe(
      'A role with this name already exists',
    );
  });

  it('reads the code (the body’s own, else the status’s); no answer at all shows the generic text', () => {
    expect(fail(401).code).toBe('UNAUTHENTICATED');
    expect(apiError(401, 'Unauthorized', { success: false, message: 'Idle', code: 'SESSION_EXPIRED' }).code).toBe(
      'SESSION_EXPIRED',
    );
    expect(apiError(502, 'Bad Gateway', '<html>').code).toBe('UNAVAILABLE');
    expect(endsSession(fail(401))).toBe(true);
    expect(endsSession(fail(403))).toBe(false);
    expect(errorToast(noAnswer(new Error('Failed to fetch')))).toEqual({ message: GENERIC_ERROR_TEXT });
  });
});

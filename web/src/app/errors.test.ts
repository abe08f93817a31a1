import { describe, expect, it } from 'vitest';
import { errorToast, INTERNAL_ERROR_TEXT, NO_ACCESS_TEXT } from './errors.ts';

const fail = (status: number, message?: string, errors?: { field: string; message: string }[]) => ({
  status,
  statusText: `Status ${status}`,
  data:
    message === undefined
      ? undefined
      : { success: false as const, message, code: 'VALIDATION_FAILED' as const, errors },
});

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
});

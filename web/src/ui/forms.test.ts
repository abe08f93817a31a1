import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError as failed, noAnswer } from '../lib/http.ts';
import { applyServerErrors, type ErrorTarget, errorCode, fieldPath, freeTextInput, serverMessage } from './forms.ts';

const fakeForm = (values: Record<string, unknown>) => {
  const errors: Record<string, string> = {};
  const form: ErrorTarget = {
    getValues: () => values,
    setFieldError: (path, message) => {
      errors[path] = message;
    },
  };
  return { form, errors };
};

const values = { name: '', description: '', permissions: ['view-roles'], address: { city: '' } };

const apiError = (status: number, data: unknown) =>
  status === 0 ? noAnswer(new Error('offline')) : failed(status, '', data);
/** A 400 with the error envelope of a failed validation carrying `errors`. */
const validationError = (errors: { field: string; message: string }[]) =>
  apiError(400, { success: false, message: 'Validation failed', code: 'VALIDATION_FAILED', errors });

describe('applyServerErrors', () => {
  it('puts each field error beside its field', () => {
    const { form, errors } = fakeForm(values);
    const placed = applyServerErrors(
      form,
      validationError([
        { field: 'name', message: 'Name is required' },
        { field: 'address.city', message: 'City is required' },
      ]),
    );
    expect(placed).toBe(true);
    expect(errors).toEqual({ name: 'Name is required', 'address.city': 'City is required' });
  });

  it('sends an item error to the nearest field the form has, first message wins', () => {
    const { form, errors } = fakeForm(values);
    applyServerErrors(
      form,
      validationError([
        { field: 'permissions.3', message: 'Unknown permission' },
        { field: 'body.permissions[4]', message: 'Another' },
      ]),
    );
    expect(errors).toEqual({ permissions: 'Unknown permission' });
  });

  it('skips fields the form does not have and reports nothing placed', () => {
    const { form, errors } = fakeForm(values);
    const placed = applyServerErrors(
      form,
      apiError(400, {
        success: false,
        message: 'x',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'zip', message: 'y' }],
      }),
    );
    expect(placed).toBe(false);
    expect(errors).toEqual({});
  });

  it('shows a 409 under the conflict field when asked', () => {
    const conflict = apiError(409, {
      success: false,
      message: 'A role with this name already exists',
      code: 'CONFLICT',
    });
    const a = fakeForm(values);
    expect(applyServerErrors(a.form, conflict, { conflictField: 'name' })).toBe(true);
    expect(a.errors).toEqual({ name: 'A role with this name already exists' });
    const b = fakeForm(values);
    expect(applyServerErrors(b.form, conflict)).toBe(false);
  });

  it('places a failure body of any 409 code under the conflict field (no status needed)', () => {
    const taken = { success: false, message: 'This record already exists', code: 'ALREADY_EXISTS' };
    const { form, errors } = fakeForm(values);
    expect(applyServerErrors(form, taken, { conflictField: 'name' })).toBe(true);
    expect(errors).toEqual({ name: 'This record already exists' });
  });

  it('ignores errors that are not API failures', () => {
    const { form, errors } = fakeForm(values);
    expect(applyServerErrors(form, new Error('network'))).toBe(false);
    expect(applyServerErrors(form, apiError(0, undefined))).toBe(false);
    expect(errors).toEqual({});
  });
});

describe('helpers', () => {
  it('normalises field paths', () => {
    expect(fieldPath('body.permissions[0]')).toEqual(['permissions', '0']);
    expect(fieldPath('/address/city')).toEqual(['address', 'city']);
    expect(fieldPath('name')).toEqual(['name']);
  });

  it("reads the server's message or falls back", () => {
    expect(serverMessage(apiError(404, { success: false, message: 'Role not found', code: 'NOT_FOUND' }))).toBe(
      'Role not found',
    );
    expect(serverMessage(undefined, 'fallback')).toBe('fallback');
  });
});

describe('errorCode', () => {
  it('reads the catalogue code of a failed call or a failure body, never the message', () => {
    const refused = { success: false, message: 'Please verify your e-mail', code: 'EMAIL_NOT_VERIFIED' };
    expect(errorCode(apiError(403, refused))).toBe('EMAIL_NOT_VERIFIED');
    expect(errorCode(refused)).toBe('EMAIL_NOT_VERIFIED');
  });

  it('is undefined without a failure or with a code outside the catalogue (a failed call then has its status’s)', () => {
    expect(errorCode(new Error('network'))).toBeUndefined();
    expect(errorCode(apiError(0, undefined))).toBeUndefined();
    expect(errorCode({ success: false, message: 'x', code: 'MADE_UP' })).toBeUndefined();
    expect(errorCode(apiError(400, { success: false, message: 'x', code: 'MADE_UP' }))).toBe('VALIDATION_FAILED');
  });
});

describe('freeTextInput', () => {
  const textForm = (values: Record<string, string | null>) => ({
    getValues: () => values,
    getInputProps: () => ({ error: undefined }),
    setFieldValue: (path: string, value: string | null) => {
      values[path] = value;
    },
  });
  const typed = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>;

  it('shows an empty value as an empty box and keeps it null when the box is cleared', () => {
    const form = textForm({ county: null });
    expect(freeTextInput(form, 'county').value).toBe('');
    freeTextInput(form, 'county').onChange(typed('Ada'));
    expect(freeTextInput(form, 'county').value).toBe('Ada');
    freeTextInput(form, 'county').onChange(typed(''));
    expect(form.getValues().county).toBeNull();
  });
});

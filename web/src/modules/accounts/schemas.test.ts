import { describe, expect, it } from 'vitest';
import {
  acceptInvitationFormSchema,
  emptySignupValues,
  newPasswordFormSchema,
  PASSWORDS_MISMATCH,
  type SignupFormValues,
  toSignupBody,
  validateSignup,
} from './schemas.ts';

const filled: SignupFormValues = {
  firstName: ' Ann ',
  lastName: 'Lee',
  email: ' Ann.Lee@Example.com ',
  password: 'a-long-passphrase',
  confirmPassword: 'a-long-passphrase',
  agreementAccepted: true,
  signature: 'ann   LEE',
};

describe('sign-up form', () => {
  it('accepts a complete form and sends the contract body without the confirmation', () => {
    expect(validateSignup(filled)).toEqual({});
    expect(toSignupBody(filled)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann.lee@example.com',
      password: 'a-long-passphrase',
      signature: 'ann   LEE',
      agreementAccepted: true,
    });
  });

  it('names every missing field with the contract messages', () => {
    const errors = validateSignup(emptySignupValues);
    expect(errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'E-mail is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm the password',
      agreementAccepted: 'You must accept the provider agreement',
      signature: 'Signature is required',
    });
  });

  it('reports a mismatched confirmation and signature while other fields are still empty', () => {
    const errors = validateSignup({
      ...emptySignupValues,
      firstName: 'Ann',
      lastName: 'Lee',
      password: 'a-long-passphrase',
      confirmPassword: 'another-passphrase',
      signature: 'Ann Smith',
    });
    expect(errors.confirmPassword).toBe(PASSWORDS_MISMATCH);
    expect(errors.signature).toBe('Type your first and last name exactly as above to sign');
    expect(errors.email).toBe('E-mail is required');
  });
});

describe('new password form', () => {
  it('needs matching passwords of the contract length', () => {
    expect(
      newPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' }).error?.issues[0]?.message,
    ).toBe('Password must be at least 8 characters');
    const mismatch = newPasswordFormSchema.safeParse({ password: 'long-enough', confirmPassword: 'long-enougH' });
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual([PASSWORDS_MISMATCH]);
    expect(newPasswordFormSchema.safeParse({ password: 'long-enough', confirmPassword: 'long-enough' }).success).toBe(
      true,
    );
  });
});

describe('accept invitation form', () => {
  it('also needs the agreement and a signature', () => {
    const parsed = acceptInvitationFormSchema.safeParse({
      password: 'long-enough',
      confirmPassword: 'long-enough',
      agreementAccepted: false,
      signature: ' ',
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'You must accept the provider agreement',
      'Signature is required',
    ]);
    expect(
      acceptInvitationFormSchema.safeParse({
        password: 'long-enough',
        confirmPassword: 'long-enough',
        agreementAccepted: true,
        signature: 'Ann Lee',
      }).success,
    ).toBe(true);
  });
});

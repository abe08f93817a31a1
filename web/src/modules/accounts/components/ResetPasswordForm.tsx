import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_MESSAGES, webPaths } from '@portal/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorKind } from '../../../lib/errors.ts';
import { isApiError } from '../../../lib/http.ts';
import { NewPasswordFields } from '../../../ui/AccountFields.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { failureText } from '../../auth/index.ts';
import { useInvitationQuery, useResetPasswordMutation } from '../api.ts';
import { acceptInvitationFormSchema, type NewPasswordFormValues, newPasswordFormSchema } from '../schemas.ts';
import { AgreementSignature } from './AgreementSignature.tsx';
import { FormFailure } from './FormFailure.tsx';

interface Props {
  /** The token of the e-mailed reset or invitation link. */
  token: string;
  /** An invited provider also accepts and signs the provider agreement (?invite=provider). */
  signAgreement?: boolean;
  /** Called with the server's message once the password is saved. */
  onSuccess: (message: string) => void;
}

interface Failure {
  message: string;
  /** The link itself is bad (invalid, expired, used): offer a new one. */
  badLink: boolean;
}

const empty: NewPasswordFormValues = { password: '', confirmPassword: '', agreementAccepted: false, signature: '' };

/** A new password and its confirmation, sent with the link's token; for an invited provider also the signature. */
export function ResetPasswordForm({ token, signAgreement = false, onSuccess }: Props) {
  const [reset, { isLoading }] = useResetPasswordMutation();
  const { data: invitee } = useInvitationQuery(signAgreement ? { body: { token } } : skipToken);
  const inviteeName = invitee ? `${invitee.firstName} ${invitee.lastName}` : null;
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<NewPasswordFormValues>({
    // Controlled: the signature preview follows every keystroke.
    mode: 'controlled',
    initialValues: empty,
    validate: zod4Resolver(signAgreement ? acceptInvitationFormSchema : newPasswordFormSchema, {
      errorPriority: 'first',
    }),
    validateInputOnBlur: true,
  });

  const submit = async ({ password, signature }: NewPasswordFormValues) => {
    setFailure(null);
    try {
      const body = signAgreement ? { token, password, signature: signature.trim() } : { token, password };
      const res = await reset({ body }).unwrap();
      onSuccess(res.message ?? ACCOUNT_MESSAGES.passwordReset);
    } catch (error) {
      // A common password or a wrong signature goes beside its field; a bad link (400 without fields) gets a way
      // to a new one.
      if (applyServerErrors(form, error)) return;
      setFailure({ message: failureText(error), badLink: isApiError(error) && errorKind(error) === 'invalid' });
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Save password">
      <Stack gap="md">
        {failure && (
          <FormFailure>
            <Text size="sm">{failure.message}</Text>
            {failure.badLink && (
              <Anchor component={Link} to={webPaths.recoverPassword} size="sm" fw={600}>
                Request a new link
              </Anchor>
            )}
          </FormFailure>
        )}
        <NewPasswordFields form={form} label="New password" />
        {signAgreement && (
          <AgreementSignature
            form={form}
            description={
              inviteeName
                ? `Type your first and last name exactly as shown: ${inviteeName}`
                : 'Your first and last name, as in the invitation'
            }
            placeholder={inviteeName ?? undefined}
          />
        )}
        <Button type="submit" fullWidth loading={isLoading}>
          Save password
        </Button>
      </Stack>
    </form>
  );
}

import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_MESSAGES, webPaths } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailField, NewPasswordFields } from '../../../ui/AccountFields.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { NameFields } from '../../../ui/NameFields.tsx';
import { failureText } from '../../auth/index.ts';
import { useSignupMutation } from '../api.ts';
import { emptySignupValues, type SignupFormValues, toSignupBody, validateSignup } from '../schemas.ts';
import { AgreementSignature } from './AgreementSignature.tsx';
import { FormFailure } from './FormFailure.tsx';

interface Props {
  /** Called once the account exists, with the address the verification e-mail went to and the server's message. */
  onSuccess: (email: string, message: string) => void;
}

/** Name, e-mail, password, the provider agreement and its typed signature. */
export function SignupForm({ onSuccess }: Props) {
  const [signup, { isLoading }] = useSignupMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupFormValues>({
    // Controlled: the signature preview follows every keystroke.
    mode: 'controlled',
    initialValues: emptySignupValues,
    validate: validateSignup,
    validateInputOnBlur: true,
  });

  const submit = async (values: SignupFormValues) => {
    setFailure(null);
    const body = toSignupBody(values);
    try {
      const res = await signup({ body }).unwrap();
      onSuccess(body.email, res.message ?? ACCOUNT_MESSAGES.signedUp);
    } catch (error) {
      // Field errors (e-mail taken, common password, signature) go beside the fields; the rest above the form.
      if (!applyServerErrors(form, error)) setFailure(failureText(error));
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Create your provider account">
      <Stack gap="md">
        {failure && <FormFailure>{failure}</FormFailure>}
        <NameFields form={form} own />
        <EmailField form={form} />
        <NewPasswordFields form={form} />
        <AgreementSignature form={form} description="Your first and last name, as above" />
        <Button type="submit" fullWidth loading={isLoading}>
          Create account
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          <Anchor component={Link} to={webPaths.login}>
            Already have an account? Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Ok } from '@portal/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { EmailField } from '../../../ui/AccountFields.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { failureText } from '../../auth/index.ts';
import { type EmailFormValues, emailFormSchema } from '../schemas.ts';
import { FormFailure } from './FormFailure.tsx';

export interface EmailRequestFormProps {
  /** The address to prefill (e.g. from ?email= or a decrypted link). */
  initialEmail?: string;
  submitLabel: string;
  /** Sends the request; RTK Query's `.unwrap()` promise. */
  send: (email: string) => Promise<Ok<null>>;
  sending: boolean;
  /** The server's message after sending (it reads the same for any address). */
  sentFallback: string;
  /** Replace the form by the message once sent (recover password); otherwise keep it for another try. */
  hideFormWhenSent?: boolean;
  ariaLabel: string;
}

/** One e-mail field and a button: resend the verification e-mail, or send a password reset link. */
export function EmailRequestForm({
  initialEmail = '',
  submitLabel,
  send,
  sending,
  sentFallback,
  hideFormWhenSent = false,
  ariaLabel,
}: EmailRequestFormProps) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailFormValues>({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: zod4Resolver(emailFormSchema, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });

  const submit = async (values: EmailFormValues) => {
    setSent(null);
    setFailure(null);
    const { email } = emailFormSchema.parse(values);
    try {
      const res = await send(email);
      setSent(res.message ?? sentFallback);
    } catch (error) {
      // 429 (too many e-mails) and anything without a field shows inline.
      if (!applyServerErrors(form, error)) setFailure(failureText(error));
    }
  };

  const sentAlert = sent && (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
      {sent}
    </Alert>
  );
  if (sent && hideFormWhenSent) return sentAlert;

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={ariaLabel}>
      <Stack gap="md">
        {sentAlert}
        {failure && <FormFailure>{failure}</FormFailure>}
        <EmailField form={form} />
        <Button type="submit" fullWidth loading={sending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

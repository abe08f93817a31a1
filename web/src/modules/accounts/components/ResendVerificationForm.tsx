import { ACCOUNT_MESSAGES } from '@portal/contracts';
import { useResendVerificationMutation } from '../api.ts';
import { EmailRequestForm } from './EmailRequestForm.tsx';

/** 'Resend verification e-mail' for an address (prefilled when known). */
export function ResendVerificationForm({ initialEmail }: { initialEmail?: string }) {
  const [resend, { isLoading }] = useResendVerificationMutation();
  return (
    <EmailRequestForm
      ariaLabel="Resend verification link"
      initialEmail={initialEmail}
      submitLabel="Resend verification e-mail"
      send={(email) => resend({ body: { email } }).unwrap()}
      sending={isLoading}
      sentFallback={ACCOUNT_MESSAGES.resent}
    />
  );
}

import { ACCOUNT_MESSAGES } from '@portal/contracts';
import { useForgotPasswordMutation } from '../api.ts';
import { EmailRequestForm } from './EmailRequestForm.tsx';

/** 'Send reset link': the answer is the same whether or not the address has an account. */
export function RecoverPasswordForm() {
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  return (
    <EmailRequestForm
      ariaLabel="Recover password"
      submitLabel="Send reset link"
      send={(email) => forgot({ body: { email } }).unwrap()}
      sending={isLoading}
      sentFallback={ACCOUNT_MESSAGES.recoverSent}
      hideFormWhenSent
    />
  );
}

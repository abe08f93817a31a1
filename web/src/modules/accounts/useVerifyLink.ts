import { ACCOUNT_MESSAGES, type ErrorCode } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { errorCode } from '../../ui/forms.ts';
import { failureText } from '../auth/index.ts';
import { useDecryptEmailMutation, useVerifyMutation } from './api.ts';

export type VerifyLinkState =
  | { status: 'verifying' }
  | { status: 'verified'; message: string }
  /**
   * code: the failure's catalogue code (LINK_EXPIRED, LINK_USED, ...); resendTo: the link's address when a new link
   * can be asked for (expired or used link), '' if unreadable.
   */
  | { status: 'failed'; message: string; code: ErrorCode | undefined; resendTo: string | null };

/** A link that can no longer be used but whose address is known: offer a new one. */
const offersResend = (code: ErrorCode | undefined): boolean => code === 'LINK_EXPIRED' || code === 'LINK_USED';

/**
 * Opens an e-mailed verification link (/verify/:token/:email) exactly once. React StrictMode runs effects twice in
 * development; a second POST /api/verify would answer 'This link has already been used', so a ref remembers the
 * link already sent.
 */
export function useVerifyLink(token: string, encryptedEmail: string): VerifyLinkState {
  const [verify] = useVerifyMutation();
  const [decrypt] = useDecryptEmailMutation();
  const [state, setState] = useState<VerifyLinkState>({ status: 'verifying' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const link = `${token}/${encryptedEmail}`;
    if (sent.current === link) return;
    sent.current = link;
    const current = () => sent.current === link;
    setState({ status: 'verifying' });
    (async () => {
      try {
        const res = await verify({ body: { token, email: encryptedEmail } }).unwrap();
        if (current()) setState({ status: 'verified', message: res.message ?? ACCOUNT_MESSAGES.verified });
      } catch (error) {
        const message = failureText(error);
        const code = errorCode(error);
        if (!offersResend(code)) {
          if (current()) setState({ status: 'failed', message, code, resendTo: null });
          return;
        }
        let email = '';
        try {
          email = (await decrypt({ body: { encryptedString: encryptedEmail } }).unwrap()).data.email;
        } catch {
          // An unreadable address: the resend form starts empty.
        }
        if (current()) setState({ status: 'failed', message, code, resendTo: email });
      }
    })();
  }, [token, encryptedEmail, verify, decrypt]);

  return state;
}

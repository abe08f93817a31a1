import type { UserRole } from '@portal/contracts';
import { defineEvent } from '../../platform/events.ts';

/** Someone proved they own their sign-up address by opening its link (a self-signed-up provider then awaits staff). */
export interface EmailVerified {
  userId: string;
  role: UserRole;
}

export const emailVerified = defineEvent<EmailVerified>('user.email-verified');

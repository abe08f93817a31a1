import { PROFILE_MESSAGES } from '@portal/contracts';
import { confirmArchive } from '../../../ui/confirmArchive.tsx';

export interface ArchiveTarget {
  name: string;
  email?: string;
  archived: boolean;
}

/**
 * Asks before archiving (the provider is signed out at once and leaves the active list) or reinstating, then runs
 * `run` and toasts the server's message. A failure is shown by the app's error listener.
 */
export const askArchive = (target: ArchiveTarget, run: () => Promise<{ message?: string }>) => {
  const archiving = !target.archived;
  confirmArchive({
    noun: 'provider',
    archiving,
    name: `${target.name}${target.email ? ` (${target.email})` : ''}`,
    effect: archiving
      ? 'They are signed out at once and cannot sign in until reinstated.'
      : 'They can sign in again and return to the active providers list.',
    run,
    doneMessage: archiving ? PROFILE_MESSAGES.archived : PROFILE_MESSAGES.reinstated,
  });
};

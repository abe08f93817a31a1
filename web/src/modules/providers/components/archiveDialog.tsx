import { Stack, Text } from '@mantine/core';
import { PROFILE_MESSAGES } from '@portal/contracts';
import { toastSuccess } from '../../../app/setup.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';

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
  confirmDestructive({
    title: archiving ? 'Archive provider' : 'Reinstate provider',
    message: (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {target.name}
          {target.email ? ` (${target.email})` : ''}
        </Text>
        <Text size="sm">
          {archiving
            ? 'They are signed out at once and cannot sign in until reinstated.'
            : 'They can sign in again and return to the active providers list.'}
        </Text>
      </Stack>
    ),
    confirmLabel: archiving ? 'Archive' : 'Reinstate',
    confirmColor: archiving ? 'red' : 'green',
    onConfirm: async () => {
      try {
        const res = await run();
        toastSuccess(res.message ?? (archiving ? PROFILE_MESSAGES.archived : PROFILE_MESSAGES.reinstated));
      } catch {
        // The app's error listener shows the server's message (e.g. already archived); the screens refresh.
      }
    },
  });
};

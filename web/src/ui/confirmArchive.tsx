import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { toastSuccess } from '../lib/toast.ts';
import { confirmDestructive } from './ConfirmDialog.tsx';

export interface ConfirmArchiveOptions {
  /** 'facility', 'provider': the title reads 'Archive facility' or 'Reinstate facility'. */
  noun: string;
  archiving: boolean;
  /** The record, in bold (its name, and its e-mail when it has one). */
  name: ReactNode;
  /** What happens: the sentence under the name. */
  effect: string;
  run: () => Promise<{ message?: string }>;
  /** The toast when the server answers without a message. */
  doneMessage: string;
}

/**
 * Asks before archiving (red) or reinstating (green) a record, then runs `run` and toasts the server's message.
 * A failure (e.g. someone else already did it) is shown by the app's error listener; the screens refresh either way.
 */
export const confirmArchive = ({ noun, archiving, name, effect, run, doneMessage }: ConfirmArchiveOptions) =>
  confirmDestructive({
    title: `${archiving ? 'Archive' : 'Reinstate'} ${noun}`,
    message: (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {name}
        </Text>
        <Text size="sm">{effect}</Text>
      </Stack>
    ),
    confirmLabel: archiving ? 'Archive' : 'Reinstate',
    confirmColor: archiving ? 'red' : 'green',
    onConfirm: async () => {
      try {
        const res = await run();
        toastSuccess(res.message ?? doneMessage);
      } catch {
        // Shown by the app's error listener.
      }
    },
  });

import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { toastSuccess } from '../lib/toast.ts';
import { confirmDestructive } from './ConfirmDialog.tsx';

export interface ApproveButtonProps {
  /** The confirmation's title, e.g. 'Approve bonus'. */
  title: string;
  /** What approving does, asked before it is done. */
  message: ReactNode;
  /** The approve call is on its way. */
  loading: boolean;
  /** Approves (RTK Query's `.unwrap()`); a failure is toasted by the app's error listener. */
  approve: () => Promise<{ message?: string }>;
  /** The toast when the server answers without a message. */
  approved: string;
}

/** A record screen's green 'Approve': asks first, then approves and toasts the server's message. */
export function ApproveButton({ title, message, loading, approve, approved }: ApproveButtonProps) {
  const ask = () =>
    confirmDestructive({
      title,
      message,
      confirmLabel: 'Approve',
      confirmColor: 'green',
      onConfirm: async () => {
        const res = await approve();
        toastSuccess(res.message ?? approved);
      },
    });
  return (
    <Button color="green" leftSection={<IconCircleCheck size={16} aria-hidden />} loading={loading} onClick={ask}>
      Approve
    </Button>
  );
}

import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toastSuccess } from '../lib/toast.ts';
import { ActionButton } from './ActionButton.tsx';
import { confirmDestructive } from './ConfirmDialog.tsx';

/** A record screen's 'Edit' (or e.g. 'New Version'): a link to its edit screen. */
export function EditButton({ to, children = 'Edit' }: { to: string; children?: ReactNode }) {
  return (
    <Button component={Link} to={to} leftSection={<IconPencil size={16} aria-hidden />}>
      {children}
    </Button>
  );
}

export interface DeleteButtonProps {
  /** The confirmation's title, e.g. 'Delete bonus'. */
  title: string;
  /** What deleting does, asked before it is done. */
  message: ReactNode;
  /** The delete call is on its way. */
  loading?: boolean;
  /** Deletes (RTK Query's `.unwrap()`); a failure is toasted by the app's error listener. */
  remove: () => Promise<{ message?: string }>;
  /** The toast when the server answers without a message. */
  deleted: string;
  /** After the toast: leave the record's screen, which shows a deleted record no more. */
  onDeleted: () => void;
}

/** A record screen's red 'Delete': asks first, then deletes, toasts the server's message and leaves. */
export function DeleteButton({ title, message, loading, remove, deleted, onDeleted }: DeleteButtonProps) {
  const ask = () =>
    confirmDestructive({
      title,
      message,
      onConfirm: async () => {
        const res = await remove();
        toastSuccess(res.message ?? deleted);
        onDeleted();
      },
    });
  return (
    <ActionButton color="red" variant="light" icon={IconTrash} loading={loading} onClick={ask}>
      Delete
    </ActionButton>
  );
}

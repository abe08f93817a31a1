import { Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import type { ReactNode } from 'react';
import { requestModals } from '../lib/modalsReady.ts';

/** Spec section 9: modal transition 300 ms. */
const TRANSITION = { duration: 300 } as const;

export interface ConfirmDestructiveOptions {
  title: ReactNode;
  message: ReactNode;
  /** The confirm button's label (default 'Delete'). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button's colour (default 'red'); a theme colour for actions that are not destructive. */
  confirmColor?: string;
  /** May return a promise; a rejection is logged (API errors are already shown by the app's error listener). */
  onConfirm: () => unknown;
  onCancel?: () => void;
}

/**
 * Asks before a destructive action (delete, archive, reset...), once the app's modals manager is mounted
 * (mounted on first use: app/modalsReady.ts). The dialog closes on either button; `onConfirm` then runs. Answers the dialog's id.
 */
export const confirmDestructive = ({
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  confirmColor = 'red',
  onConfirm,
  onCancel,
}: ConfirmDestructiveOptions): string => {
  const modalId = randomId();
  void requestModals().then(() =>
    openConfirm(modalId, { title, message, confirmLabel, cancelLabel, confirmColor, onConfirm, onCancel }),
  );
  return modalId;
};

const openConfirm = (
  modalId: string,
  {
    title,
    message,
    confirmLabel,
    cancelLabel,
    confirmColor,
    onConfirm,
    onCancel,
  }: Required<Omit<ConfirmDestructiveOptions, 'onCancel'>> & Pick<ConfirmDestructiveOptions, 'onCancel'>,
) =>
  openConfirmModal({
    modalId,
    title,
    centered: true,
    transitionProps: TRANSITION,
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: { color: confirmColor },
    onConfirm: () => {
      const result = onConfirm();
      if (result instanceof Promise) result.catch((e: unknown) => console.error(e));
    },
    onCancel,
  });

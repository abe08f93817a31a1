import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** Spec section 9: modal transition 300 ms. */
const MODAL = { centered: true, transitionProps: { duration: 300 } } as const;

interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Shown above the text (a warning, the reason of a hold). */
  intro?: ReactNode;
  /** Further fields the action needs besides the text (a day), kept by the caller; shown above the text. */
  children?: ReactNode;
  label: string;
  description: string;
  /** The error shown beside the text when it is left empty. */
  emptyError: string;
  /** The confirm button's colour and label. */
  color: string;
  action: string;
  maxLength: number;
  /** Sends the trimmed text; the dialog closes when it resolves. */
  submit: (text: string) => Promise<unknown>;
  /** The error a failed send shows beside the text; without it the failure goes on to the app's error listener. */
  errorOf?: (err: unknown) => string | null;
  /** Keep a shown error while the user types (default: typing clears it). */
  keepErrorWhileTyping?: boolean;
}

/** An action that needs a written reason first (not approving, releasing a hold, approving early). */
export function ReasonDialog({
  opened,
  onClose,
  title,
  intro,
  children,
  label,
  description,
  emptyError,
  color,
  action,
  maxLength,
  submit,
  errorOf,
  keepErrorWhileTyping = false,
}: ReasonDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!text.trim()) {
      setError(emptyError);
      return;
    }
    setSaving(true);
    try {
      await submit(text.trim());
      close();
    } catch (err) {
      if (!errorOf) throw err;
      setError(errorOf(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title} {...MODAL}>
      <Stack gap="sm">
        {intro}
        {children}
        <Textarea
          label={label}
          description={description}
          withAsterisk
          autosize
          minRows={3}
          maxLength={maxLength}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (!keepErrorWhileTyping) setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button color={color} loading={saving} onClick={confirm}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { toastSuccess } from '../lib/toast.ts';

/** How the portal's dialogs open. */
export const MODAL = { centered: true, transitionProps: { duration: 300 } } as const;

/** The field errors of a 400 answer, by field. */
export const fieldErrors = (err: unknown): Record<string, string> => {
  const errors = (err as { data?: { errors?: { field: string; message: string }[] } })?.data?.errors ?? [];
  return Object.fromEntries(errors.map((e) => [e.field, e.message]));
};

export interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: ReactNode;
  label: string;
  description: string;
  /** The error shown when the text is left empty. */
  emptyError: string;
  /** The request field whose 400 error shows under the text. */
  field: string;
  color: string;
  action: string;
  isLoading: boolean;
  /** Sends the trimmed text; resolves to the success message. */
  submit: (text: string) => Promise<string>;
}

/** An action that needs a written reason or note first; the text goes into the record's history. */
export function ReasonDialog({
  opened,
  onClose,
  title,
  intro,
  label,
  description,
  emptyError,
  field,
  color,
  action,
  isLoading,
  submit,
}: ReasonDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} {...MODAL}>
      <Stack gap="sm">
        {intro}
        <Textarea
          label={label}
          description={description}
          withAsterisk
          autosize
          minRows={3}
          maxLength={2000}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button
            color={color}
            loading={isLoading}
            onClick={async () => {
              if (!text.trim()) {
                setError(emptyError);
                return;
              }
              try {
                toastSuccess(await submit(text.trim()));
                close();
              } catch (err) {
                setError(fieldErrors(err)[field] ?? null);
              }
            }}
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

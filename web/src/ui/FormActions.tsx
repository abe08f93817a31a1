import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface FormActionsProps {
  submitting: boolean;
  onCancel: () => void;
  /** The submit button's text (spec: 'Save' on add and edit forms). */
  submitLabel?: string;
}

/** A form's footer: Cancel (disabled while saving) and the submit button (loading while saving), right-aligned. */
export function FormActions({ submitting, onCancel, submitLabel = 'Save' }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** The failure that belongs to no field (an alert, when there is one), then the form's buttons. */
export function FormFooter({ error, ...actions }: FormActionsProps & { error: string | null }) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
      <FormActions {...actions} />
    </>
  );
}

import { Button, Group } from '@mantine/core';

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

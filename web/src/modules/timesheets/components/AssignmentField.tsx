import type { Assignment } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { AssignmentPicker } from './AssignmentPicker.tsx';

interface AssignmentFieldProps {
  /** The Mantine form whose `assignmentId` the choice sets; its error shows under the picker. */
  form: { setFieldValue: (path: 'assignmentId', value: string) => void; errors: Record<string, ReactNode> };
  value: Assignment | null;
  /** The whole assignment chosen (or null), which the caller keeps: its provider, facility and pay period matter. */
  onPick: (assignment: Assignment | null) => void;
  disabled: boolean;
}

/** A staff form's Assignment: any provider's assignment, searched on the server by provider or facility. */
export function AssignmentField({ form, value, onPick, disabled }: AssignmentFieldProps) {
  const prefix = useRolePrefix();
  return (
    <AssignmentPicker
      prefix={prefix}
      value={value}
      onChange={(a) => {
        onPick(a);
        form.setFieldValue('assignmentId', a?._id ?? '');
      }}
      showProvider
      error={form.errors.assignmentId}
      disabled={disabled}
    />
  );
}

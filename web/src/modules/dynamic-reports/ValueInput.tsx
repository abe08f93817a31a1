import { Select, TextInput } from '@mantine/core';
import type { DynamicField } from '@portal/contracts';
import { useRolePrefix } from '../../lib/hooks.ts';
import { useCreatedByUsersQuery } from './api.ts';

/** The value of one filter row, by the field's type: a user, a choice, yes/no, a date, or text. */
export function ValueInput({
  field,
  value,
  onChange,
  label,
  module,
  error,
}: {
  field: DynamicField;
  value: string;
  onChange: (v: string) => void;
  label: string;
  module: string;
  error?: string;
}) {
  const prefix = useRolePrefix();
  const users = useCreatedByUsersQuery({ prefix, module }, { skip: field.type !== 'user' });
  if (field.type === 'user') {
    return (
      <Select
        label={label}
        searchable
        data={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        error={error}
      />
    );
  }
  if (field.type === 'enum')
    return (
      <Select
        label={label}
        data={field.options ?? []}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        error={error}
      />
    );
  if (field.type === 'boolean')
    return (
      <Select
        label={label}
        data={[
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ]}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        error={error}
      />
    );
  const type = field.type === 'date' || field.type === 'datetime' ? 'date' : 'text';
  return (
    <TextInput
      label={field.type === 'minutes' ? `${label} (hours)` : label}
      type={type}
      inputMode={['number', 'money', 'minutes'].includes(field.type) ? 'decimal' : undefined}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

import { NumberInput, Select, TextInput } from '@mantine/core';
import type { DocumentField } from '@portal/contracts';
import type { Dispatch, SetStateAction } from 'react';

/** One input per field of the type (files come from the file picker). */
export function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: DocumentField;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const common = { label: field.label, withAsterisk: field.required, error };
  switch (field.type) {
    case 'date':
      return <TextInput {...common} type="date" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'number':
      return <NumberInput {...common} value={value} onChange={(v) => onChange(String(v))} />;
    case 'select':
      return (
        <Select
          {...common}
          data={field.options}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'dateRange':
      return (
        <TextInput
          {...common}
          placeholder="YYYY-MM-DD - YYYY-MM-DD"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'link':
      return (
        <TextInput {...common} placeholder="https://" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    default:
      return <TextInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}

/** The inputs of every field of the type but the files, each writing its value by the field's key. */
export function FieldInputs({
  fields,
  values,
  errors,
  setValues,
}: {
  fields: readonly DocumentField[];
  values: Record<string, string>;
  errors: Record<string, string>;
  setValues: Dispatch<SetStateAction<Record<string, string>>>;
}) {
  return fields
    .filter((f) => f.type !== 'file')
    .map((f) => (
      <FieldInput
        key={f.key}
        field={f}
        value={values[f.key] ?? ''}
        error={errors[f.key]}
        onChange={(v) => setValues((old) => ({ ...old, [f.key]: v }))}
      />
    ));
}

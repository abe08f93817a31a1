import { TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export interface TextFieldProps<V> extends Omit<TextInputProps, 'form' | 'name'> {
  form: Pick<UseFormReturnType<V>, 'getInputProps' | 'key'>;
  /** The form field, a path such as 'contacts.0.email'. */
  name: string;
}

/** A text input bound to a Mantine form field; the browser does not suggest past entries unless told otherwise. */
export function TextField<V>({ form, name, ...props }: TextFieldProps<V>) {
  return <TextInput autoComplete="off" {...props} {...form.getInputProps(name)} key={form.key(name)} />;
}

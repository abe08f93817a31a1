import { ERROR_CODES, type ErrorCode, type Failure, type FieldError, isErrorCode } from '@portal/contracts';
import type { ChangeEvent } from 'react';
import { isApiError } from '../lib/http.ts';

/** The part of a Mantine form (`useForm()`) that server errors need. */
export interface ErrorTarget {
  getValues: () => unknown;
  setFieldError: (path: string, error: string) => void;
}

export interface ApplyServerErrorsOptions {
  /** A 409 without field errors (e.g. 'A role with this name already exists') is shown under this field. */
  conflictField?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The failure body of an RTK Query error (ApiError) or a failure body itself. */
export const failureOf = (error: unknown): Failure | undefined => {
  if (!isObject(error)) return undefined;
  if (error.success === false && typeof error.message === 'string') return error as unknown as Failure;
  if (isObject(error.data) && error.data.success === false) return error.data as unknown as Failure;
  return undefined;
};

/**
 * The catalogue code of a failed call (contracts/src/errors.ts), or undefined when it has none (a network error).
 * The web decides what happened from this code, never from the message, which is only shown.
 */
export const errorCode = (error: unknown): ErrorCode | undefined => {
  const code = isApiError(error) ? error.code : failureOf(error)?.code;
  return isErrorCode(code) ? code : undefined;
};

/** The server's message of a failed call, or `fallback`. */
export const serverMessage = (error: unknown, fallback = 'Something went wrong, please try again'): string =>
  failureOf(error)?.message ?? fallback;

/** 'body.permissions[0]' or '/permissions/0' -> ['permissions', '0']. */
export const fieldPath = (field: string): string[] =>
  field
    .replace(/\[(\w+)\]/g, '.$1')
    .split(/[./]/)
    .filter(Boolean)
    .filter((seg, i) => !(i === 0 && seg === 'body'));

const has = (values: unknown, path: string[]): boolean => {
  let cur: unknown = values;
  for (const seg of path) {
    if (!isObject(cur) || !(seg in cur)) return false;
    cur = cur[seg];
  }
  return true;
};

/**
 * Puts the field errors of a 400 answer (`errors: [{ field, message }]`) beside the form's fields.
 * A field the form does not have goes to its nearest ancestor that it has ('permissions.3' -> 'permissions');
 * the first message for a field wins. Returns true when at least one error was placed.
 */
export const applyServerErrors = (
  form: ErrorTarget,
  error: unknown,
  options: ApplyServerErrorsOptions = {},
): boolean => {
  const failure = failureOf(error);
  if (!failure) return false;
  const values = form.getValues();
  const placed = new Set<string>();
  const errors: FieldError[] = failure.errors ?? [];
  for (const { field, message } of errors) {
    const path = fieldPath(field);
    while (path.length > 0 && !has(values, path)) path.pop();
    if (path.length === 0) continue;
    const key = path.join('.');
    if (placed.has(key)) continue;
    placed.add(key);
    form.setFieldError(key, message);
  }
  const code = errorCode(error) ?? errorCode(failure);
  const isConflict = code !== undefined && ERROR_CODES[code].status === 409;
  if (placed.size === 0 && isConflict && options.conflictField && has(values, fieldPath(options.conflictField))) {
    form.setFieldError(options.conflictField, failure.message);
    placed.add(options.conflictField);
  }
  return placed.size > 0;
};

/** The part of a Mantine form a bound Select needs. */
interface SelectableForm<V> {
  values: V;
  getInputProps: (path: never) => object;
  setFieldValue: (path: never, value: never) => void;
}

/**
 * Props binding a Mantine Select to a string field of a form: '' is "nothing chosen" (the Select shows its
 * placeholder), a cleared choice writes '' back, the error shows beside the field, and the list opens in a portal.
 */
export function selectInput<V, K extends keyof V & string>(form: SelectableForm<V>, field: K) {
  return {
    ...form.getInputProps(field as never),
    value: (form.values[field] as string | null | undefined) || null,
    onChange: (v: string | null) => form.setFieldValue(field as never, (v ?? '') as never),
    comboboxProps: { withinPortal: true },
  };
}

/** The part of a Mantine form a free-text field needs. */
interface TextForm<V> {
  getValues: () => V;
  getInputProps: (path: never) => object;
  setFieldValue: (path: never, value: never) => void;
}

/**
 * Props binding a TextInput to a nullable field, the free-text fallback of a pick-list that cannot be shown: '' on
 * screen, null in the values.
 */
export function freeTextInput<V, K extends keyof V & string>(form: TextForm<V>, field: K) {
  return {
    ...form.getInputProps(field as never),
    value: (form.getValues()[field] as string | null | undefined) ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field as never, (e.currentTarget.value || null) as never),
  };
}

import type { DocumentField } from '@portal/contracts';
import { fieldError } from '../../../platform/errors.ts';

export function parseValues(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {}
  throw fieldError('values', 'The field answers are not valid');
}

/** Only the type's own fields are kept, trimmed. */
export const keptValues = (fields: readonly DocumentField[], values: Record<string, unknown>) =>
  Object.fromEntries(
    fields
      .filter((f) => f.type !== 'file' && values[f.key] !== undefined && values[f.key] !== null && values[f.key] !== '')
      .map((f) => {
        const v = values[f.key];
        return [f.key, typeof v === 'string' ? v.trim() : v];
      }),
  );

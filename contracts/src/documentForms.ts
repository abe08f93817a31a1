import { z } from 'zod';
import { type DocumentField, documentTypeSchema } from './documents.ts';

/** Spec section 5: preview directly, via conversion, or not at all. */
export const DIRECT_PREVIEW = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf'] as const;
export const CONVERTED_PREVIEW = ['doc', 'docx', 'xls', 'xlsx', 'csv', 'heic', 'heif'] as const;
export const OFFICE_FORMATS = ['doc', 'docx', 'xls', 'xlsx', 'csv'] as const;
export const previewKind = (format: string): 'direct' | 'converted' | 'none' =>
  (DIRECT_PREVIEW as readonly string[]).includes(format)
    ? 'direct'
    : (CONVERTED_PREVIEW as readonly string[]).includes(format)
      ? 'converted'
      : 'none';
/** What a preview of a file is shown as: 'pdf' (office files become PDF), 'image' (HEIC becomes JPEG). */
export const previewShownAs = (format: string): 'pdf' | 'image' | null => {
  if (format === 'pdf' || (OFFICE_FORMATS as readonly string[]).includes(format)) return 'pdf';
  if (previewKind(format) !== 'none') return 'image';
  return null;
};

/** A type's field answers checked against its fields (server and web): field key -> message. */
export function checkFieldValues(
  fields: readonly DocumentField[],
  values: Record<string, unknown>,
  opts: { skipFiles?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f.key];
    const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    if (f.type === 'file' && opts.skipFiles) continue;
    if (empty) {
      if (f.required) errors[f.key] = `${f.label} is required`;
      continue;
    }
    const text = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : null;
    if (text === null) {
      errors[f.key] = `${f.label} is not valid`;
      continue;
    }
    switch (f.type) {
      case 'date':
        if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
          errors[f.key] = `${f.label}: enter a date as YYYY-MM-DD`;
        break;
      case 'dateRange': {
        const m = /^(\d{4}-\d{2}-\d{2})\s*-\s*(\d{4}-\d{2}-\d{2})$/.exec(text);
        if (!m || (m[1] as string) > (m[2] as string))
          errors[f.key] = `${f.label}: enter two dates separated by a hyphen, the start not after the end`;
        break;
      }
      case 'number':
        if (!/^-?\d{1,12}(\.\d{1,6})?$/.test(text)) errors[f.key] = `${f.label}: enter a number`;
        break;
      case 'link':
        if (!/^https?:\/\/[^\s]{1,2000}$/i.test(text))
          errors[f.key] = `${f.label}: enter a link starting with https://`;
        break;
      case 'select':
        if (!f.options.includes(text)) errors[f.key] = `${f.label}: choose one of the options`;
        break;
      default:
        if (text.length > 2000) errors[f.key] = `${f.label}: at most 2000 characters`;
    }
  }
  return errors;
}

/** The expiry date a document takes from its type's expiry field, if any. */
export function expiryOf(fields: readonly DocumentField[], values: Record<string, unknown>): string | null {
  const f = fields.find((x) => x.isExpiry && x.type === 'date');
  const v = f ? values[f.key] : null;
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}

/** A general document (a form built from a type's fields): the latest answers and their version. */
export const generalAnswersSchema = z.object({
  typeId: z.string(),
  typeName: z.string(),
  version: z.number().int(),
  values: z.record(z.string(), z.unknown()),
  expiresOn: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type GeneralAnswers = z.infer<typeof generalAnswersSchema>;

export const saveAnswersSchema = z.object({
  /** Staff name the owner; a provider answers for themselves. */
  ownerId: z.uuid().optional(),
  values: z.record(z.string().max(60), z.union([z.string().max(2000), z.number(), z.null()])),
});
export type SaveAnswers = z.infer<typeof saveAnswersSchema>;

/** A general document (form) of an owner as the general-document list shows it: where it sits, its latest answers. */
export const generalFormSchema = z.object({
  typeId: z.string(),
  typeName: z.string(),
  fields: documentTypeSchema.shape.fields,
  /** The owner's folder (category or sub-category) the form belongs to. */
  folderId: z.string(),
  folderName: z.string(),
  /** The top folder when the form sits in a sub-folder. */
  parentFolderId: z.string().nullable(),
  parentFolderName: z.string().nullable(),
  /** The latest answers; null while the form was never filled in. */
  latest: generalAnswersSchema.nullable(),
});
export type GeneralForm = z.infer<typeof generalFormSchema>;

export const generalFormListSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  forms: z.array(generalFormSchema),
});
export type GeneralFormList = z.infer<typeof generalFormListSchema>;

import type { Failure } from '@portal/contracts';
import { IMPORT_UPLOAD } from '@portal/contracts';
import type { ApiError } from '../lib/http.ts';

export type ExampleFormat = 'csv' | 'xlsx';

export const IMPORT_MESSAGES = {
  /** The server's 415 text, also shown before sending a file of another type. */
  type: IMPORT_UPLOAD.typeMessage,
  empty: 'Choose a CSV or XLSX file to import',
  /** Spec section 8, when the server gives no message (network failure, proxy error page). */
  failed: 'Error while uploading file',
} as const;

/** One row of the error table: the file's line (the header is line 1) and what is wrong with it. */
export interface ImportRowError {
  line: number;
  problem: string;
}

/** What a failed import shows: the server's message and, for row failures, the table of lines to fix. */
export interface ImportFailure {
  message: string;
  rows: ImportRowError[];
}

export interface ImportResult {
  imported: number;
  rows: number;
}

const LINE_FIELD = /^line\s+(\d+)$/i;
const LINE_PREFIX = /^line\s+\d+\s*:\s*/i;

/**
 * The rows of a 400's errors ({field: 'line 3', message: 'Line 3: ...'}): the line number and the problem without
 * its 'Line 3:' prefix, in line order. Errors about other fields (e.g. 'file') are left out.
 */
export const importRowErrors = (errors: Failure['errors']): ImportRowError[] =>
  (errors ?? [])
    .flatMap((e): ImportRowError[] => {
      const m = LINE_FIELD.exec(e.field?.trim() ?? '');
      if (!m) return [];
      return [{ line: Number(m[1]), problem: (e.message ?? '').replace(LINE_PREFIX, '').trim() || e.message }];
    })
    .sort((a, b) => a.line - b.line);

/** The message and error rows a failed upload shows: the server's message (415 included), else the fallback. */
export const importFailure = (error: ApiError): ImportFailure => {
  const raw = error.data?.message;
  const message =
    typeof raw === 'string' && raw.trim()
      ? raw
      : error.code === 'UNSUPPORTED_MEDIA_TYPE'
        ? IMPORT_MESSAGES.type
        : error.data?.errors?.[0]?.message || IMPORT_MESSAGES.failed;
  return { message, rows: error.code === 'VALIDATION_FAILED' ? importRowErrors(error.data?.errors) : [] };
};

import type { Failure, Ok } from '@portal/contracts';
import type { AxiosError, AxiosProgressEvent } from 'axios';
import { type ApiError, http } from '../../app/api.ts';

/** The file picker's accept attribute: the two formats the server reads. */
export const IMPORT_ACCEPT = '.csv,.xlsx';

export const IMPORT_MESSAGES = {
  /** The server's 415 text, also shown before sending a file of another type. */
  type: 'Upload a CSV or XLSX file',
  empty: 'Choose a CSV or XLSX file to import',
  /** Spec section 8, when the server gives no message (network failure, proxy error page). */
  failed: 'Error while uploading file',
} as const;

export type ExampleFormat = 'csv' | 'xlsx';

/** GET /{prefix}/time-sheet/example?format= : the import template. */
export const examplePath = (prefix: string) => `/${prefix}/time-sheet/example`;
export const exampleFilename = (format: ExampleFormat) => `timesheet-import-example.${format}`;

/** POST /{prefix}/time-sheet/import (multipart, field 'file'). */
export const importPath = (prefix: string) => `/${prefix}/time-sheet/import`;

/** What the checks read of a picked file (a `File` has both). */
export interface PickedFile {
  name: string;
  size: number;
}

/** The browser-side check before an upload: null when the file may be sent, else the message to show. */
export const checkImportFile = (file: PickedFile | null): string | null => {
  if (!file) return IMPORT_MESSAGES.empty;
  if (!/\.(csv|xlsx)$/i.test(file.name)) return IMPORT_MESSAGES.type;
  return null;
};

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
      : error.status === 415
        ? IMPORT_MESSAGES.type
        : error.data?.errors?.[0]?.message || IMPORT_MESSAGES.failed;
  return { message, rows: error.status === 400 ? importRowErrors(error.data?.errors) : [] };
};

/** Whole percent of an axios upload progress event (0 until the total is known). */
export const uploadPercent = (event: Pick<AxiosProgressEvent, 'loaded' | 'total'>): number =>
  event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0;

export interface ImportResult {
  imported: number;
  rows: number;
}

/**
 * Sends `file` as multipart/form-data (field 'file') through the shared client with the bearer token, reporting
 * progress in whole percent. Answers the server's message and counts; rejects with an ApiError.
 */
export async function uploadTimesheetImport(
  prefix: string,
  file: File,
  token: string | undefined,
  onProgress?: (percent: number) => void,
  /** The import endpoint (default the time sheet import); the reminders import takes the same file shape. */
  path: string = importPath(prefix),
): Promise<Ok<ImportResult>> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const res = await http.post<Ok<ImportResult>>(path, form, {
      // The instance defaults to JSON, which would turn the form into JSON; the browser adds the boundary.
      headers: {
        'Content-Type': 'multipart/form-data',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      onUploadProgress: onProgress ? (event) => onProgress(uploadPercent(event)) : undefined,
    });
    return res.data;
  } catch (e) {
    const err = e as AxiosError<Failure>;
    const data = err.response?.data;
    throw {
      status: err.response?.status ?? 0,
      statusText: err.response?.statusText ?? err.message,
      data: data && typeof data === 'object' ? data : undefined,
    } satisfies ApiError;
  }
}

import type { AssignmentListBody, Failure } from '@portal/contracts';
import type { AxiosError } from 'axios';
import { type ApiError, http } from '../../app/api.ts';

export const EXPORT_FILENAME = 'assignments.xlsx';

/** The file name of a Content-Disposition header (filename* first), or `fallback`. */
export const filenameFromDisposition = (header: string | null | undefined, fallback = EXPORT_FILENAME): string => {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  return plain?.[2].trim() || fallback;
};

/** Saves bytes as a download named `name`, through a short-lived object URL. */
export const saveBlob = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
};

/** A failed blob request as the ApiError the error catalogue reads (its JSON body arrives as a Blob). */
export const blobError = async (e: unknown): Promise<ApiError> => {
  const err = e as AxiosError<unknown>;
  let data: Failure | undefined;
  const raw = err.response?.data;
  if (raw instanceof Blob) {
    try {
      data = JSON.parse(await raw.text()) as Failure;
    } catch {
      data = undefined;
    }
  }
  return { status: err.response?.status ?? 0, statusText: err.response?.statusText ?? err.message, data };
};

/**
 * POST /{prefix}/provider-facility-assignments/export with the list body: streams an XLSX, saved as
 * 'assignments.xlsx' (or the name the server gives). Rejects with an ApiError.
 */
export async function downloadAssignmentsExport(prefix: string, body: AssignmentListBody, token: string | undefined) {
  try {
    const res = await http.post<Blob>(`/${prefix}/provider-facility-assignments/export`, body, {
      responseType: 'blob',
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    });
    saveBlob(res.data, filenameFromDisposition(res.headers['content-disposition'] as string | undefined));
  } catch (e) {
    throw await blobError(e);
  }
}

import type { Failure } from '@portal/contracts';
import type { AxiosError } from 'axios';
import { type ApiError, http } from '../app/api.ts';

/** The file name of a Content-Disposition header (filename* first), or `fallback`. */
export const filenameFromDisposition = (header: string | null | undefined, fallback = 'export.xlsx'): string => {
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
 * POSTs `body` to an export endpoint (`path` under /api) and saves the streamed file under the name the server
 * gives (or `fallback`). Rejects with an ApiError that the error catalogue can show.
 */
export async function downloadExport(path: string, body: unknown, token: string | undefined, fallback: string) {
  try {
    const res = await http.post<Blob>(path, body, {
      responseType: 'blob',
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    });
    saveBlob(res.data, filenameFromDisposition(res.headers['content-disposition'] as string | undefined, fallback));
  } catch (e) {
    throw await blobError(e);
  }
}

import { type Failure, type Ok, UPLOAD_MESSAGES } from '@portal/contracts';
import type { AxiosError, AxiosProgressEvent } from 'axios';
import type { ApiError } from '../app/api.ts';
import { http } from '../app/http.ts';

/** Whole percent of an axios upload progress event (0 until the total is known). */
export const progressPercent = (event: Pick<AxiosProgressEvent, 'loaded' | 'total'>): number =>
  event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0;

/** The message a failed upload shows: the server's, the size text for 413, else 'Error while uploading file'. */
export const uploadErrorMessage = (error: ApiError): string => {
  if (error.status === 413) return UPLOAD_MESSAGES.tooLarge;
  const message = error.data?.message;
  return typeof message === 'string' && message.trim() ? message : UPLOAD_MESSAGES.failed;
};

/**
 * Sends `file` as multipart/form-data (one field, 'file') to `path` under /api through the shared client with the
 * bearer token, reporting progress in whole percent. Answers the server's envelope; rejects with an ApiError.
 */
export async function uploadFile<T>(
  path: string,
  file: File,
  token: string | undefined,
  onProgress?: (percent: number) => void,
): Promise<Ok<T>> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const res = await http.post<Ok<T>>(path, form, {
      // The instance defaults to JSON, which would turn the form into JSON; the browser adds the boundary.
      headers: {
        'Content-Type': 'multipart/form-data',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      onUploadProgress: onProgress ? (event) => onProgress(progressPercent(event)) : undefined,
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

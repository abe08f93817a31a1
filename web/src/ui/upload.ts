import { type Ok, UPLOAD_MESSAGES } from '@portal/contracts';
import { type ApiError, requestJson } from '../lib/http.ts';

/** The message a failed upload shows: the server's, the size text for a too-large file, else 'Error while uploading file'. */
export const uploadErrorMessage = (error: ApiError): string => {
  if (error.code === 'TOO_LARGE') return UPLOAD_MESSAGES.tooLarge;
  const message = error.data?.message;
  return typeof message === 'string' && message.trim() ? message : UPLOAD_MESSAGES.failed;
};

/**
 * Sends `file` as multipart/form-data (one field, 'file') to `path` under /api through the shared client with the
 * bearer token, reporting progress in whole percent. Answers the server's envelope; rejects with an ApiError.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  token: string | undefined,
  onProgress?: (percent: number) => void,
): Promise<Ok<T>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return requestJson<Ok<T>>(path, { method: 'POST', body: form, token, onUploadProgress: onProgress });
}

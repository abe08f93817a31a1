import type { EndpointDef, Failure } from '@portal/contracts';
import type { AxiosError } from 'axios';
import type { ApiError } from '../app/api.ts';
import { requestOf } from '../app/endpoint.ts';
import { http } from '../app/http.ts';

/** The file name of a Content-Disposition header (filename* first), or `fallback`. */
export const filenameFromDisposition = (header: string | null | undefined, fallback = 'export.xlsx'): string => {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  return plain?.[2]?.trim() || fallback;
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

/** How to fetch a file: GET by default; POST sends `body` as JSON. */
export interface DownloadRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  params?: Record<string, string>;
  /** The Accept header, for endpoints that answer JSON unless asked for the file's type. */
  accept?: string;
}

/**
 * Fetches a file (`path` under /api) with the bearer token and saves it under the name the server gives (or
 * `fallback`). Rejects with an ApiError that the error catalogue can show.
 */
export async function downloadFile(
  path: string,
  token: string | undefined,
  fallback: string,
  { method = 'GET', body, params, accept }: DownloadRequest = {},
) {
  try {
    const res = await http.request<Blob>({
      url: path,
      method,
      data: method === 'POST' ? body : undefined,
      params,
      responseType: 'blob',
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(accept ? { Accept: accept } : {}) },
    });
    saveBlob(res.data, filenameFromDisposition(res.headers['content-disposition'] as string | undefined, fallback));
  } catch (e) {
    throw await blobError(e);
  }
}

/**
 * Fetches the file a contract descriptor answers (an export, a ZIP, a PDF): `args` as for the RTK Query endpoints
 * (prefix, path parameters, query fields, body); see downloadFile.
 */
export function downloadEndpoint(
  e: EndpointDef,
  args: Record<string, unknown>,
  token: string | undefined,
  fallback: string,
  accept?: string,
) {
  const r = requestOf(e, args);
  return downloadFile(r.url, token, fallback, {
    method: r.method === 'POST' ? 'POST' : 'GET',
    body: r.body,
    params: r.params as Record<string, string> | undefined,
    accept,
  });
}

import type { EndpointDef } from '@portal/contracts';
import { requestOf } from '../lib/endpoint.ts';
import { requestBlob } from '../lib/http.ts';

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
  const { blob, disposition } = await requestBlob(path, {
    method,
    body: method === 'POST' ? body : undefined,
    params,
    token,
    accept,
  });
  saveBlob(blob, filenameFromDisposition(disposition, fallback));
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

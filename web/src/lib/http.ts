import { type ErrorCode, type Failure, GENERIC_ERROR_CODES, isErrorCode, isErrorStatus } from '@portal/contracts';

/**
 * The web's one HTTP client: the API slice's JSON calls, uploads and file downloads all go through `send`, and every
 * failure, whatever the call, is one ApiError. Base '/api', no timeout, JSON body, 2xx is success, and the XSRF cookie
 * sent back as a header (spec section 9).
 */

/**
 * What went wrong: a code of the catalogue (contracts/src/errors.ts); NO_ANSWER when no answer came (network down,
 * request aborted); UNEXPECTED for a status the API never answers (a proxy's own page).
 */
export type ApiErrorCode = ErrorCode | 'NO_ANSWER' | 'UNEXPECTED';

/** A failed call. Callers branch on `code`; `data` is the server's failure envelope when it sent one. */
export interface ApiError {
  code: ApiErrorCode;
  status: number;
  statusText: string;
  data?: Failure;
}

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && 'status' in error;

/** The ApiError of an answer that is not a success: the body's code, else the status's generic code. */
export const apiError = (status: number, statusText: string, body: unknown): ApiError => {
  const data = body && typeof body === 'object' ? (body as Failure) : undefined;
  const code: ApiErrorCode = isErrorCode(data?.code)
    ? data.code
    : isErrorStatus(status)
      ? GENERIC_ERROR_CODES[status]
      : status >= 500
        ? 'UNAVAILABLE'
        : 'UNEXPECTED';
  return { code, status, statusText, ...(data ? { data } : {}) };
};

/** The ApiError of a call that got no answer. */
export const noAnswer = (e: unknown): ApiError => ({
  code: 'NO_ANSWER',
  status: 0,
  statusText: e instanceof Error ? e.message : String(e),
});

export interface HttpRequest {
  method?: string;
  /** Sent as JSON, or as multipart when it is a FormData (the browser adds the boundary). */
  body?: unknown;
  params?: object;
  token?: string;
  /** The Accept header, for endpoints that answer JSON unless asked for a file's type. */
  accept?: string;
  /** Upload progress in whole percent (0 until the total is known). */
  onUploadProgress?: (percent: number) => void;
}

/** Whole percent of a progress event (0 until the total is known). */
export const progressPercent = (event: { loaded: number; total?: number }): number =>
  event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** fetch() reports no upload progress: a request that wants it goes through XMLHttpRequest, answered as a Response. */
function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: string | FormData | undefined },
  onProgress: (percent: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.responseType = 'blob';
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(progressPercent(event));
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new Error('Network Error'));
    xhr.onabort = () => reject(new Error('Request aborted'));
    xhr.send(init.body ?? null);
  });
}

/** Sends one request under /api and answers the raw Response (any status); rejects only when no answer came. */
export async function send(
  url: string,
  { method = 'GET', body, params, token, accept, onUploadProgress }: HttpRequest = {},
): Promise<Response> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) query.append(k, String(v));
  const headers: Record<string, string> = { Accept: accept ?? 'application/json, text/plain, */*' };
  const form = body instanceof FormData;
  if (body !== undefined && body !== null && !form) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(globalThis.document?.cookie ?? '')?.[1];
  if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
  const qs = query.toString();
  const target = `/api${url.startsWith('/') ? '' : '/'}${url}${qs ? `?${qs}` : ''}`;
  const init = {
    method: method.toUpperCase(),
    headers,
    body: body === undefined || body === null ? undefined : form ? body : JSON.stringify(body),
  };
  if (onUploadProgress) return sendWithProgress(target, init, onUploadProgress);
  return fetch(target, { ...init, credentials: 'same-origin' });
}

/** A response body as JSON when it is JSON, else its text. */
export const readBody = async (res: Response): Promise<unknown> => {
  const text = await res.text();
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Idle sign-out: the server counts an authenticated request as activity, so the web does too. The time is shared
 * with the other tabs through localStorage, as the server's session is.
 */
const ACTIVITY_KEY = 'portal:last-activity';
let lastActivityHere = Date.now();
export const markActivity = (at = Date.now()) => {
  lastActivityHere = at;
  try {
    localStorage.setItem(ACTIVITY_KEY, String(at));
  } catch {
    // Storage may be unavailable (private mode): this tab's own time still counts.
  }
};
export const lastActivity = (): number => {
  const shared = Number(globalThis.localStorage?.getItem(ACTIVITY_KEY) ?? 0);
  return Math.max(lastActivityHere, Number.isFinite(shared) ? shared : 0);
};

/** Sends a request and answers the Response of a success; rejects with an ApiError. */
async function succeed(url: string, req: HttpRequest): Promise<Response> {
  let res: Response;
  try {
    res = await send(url, req);
  } catch (e) {
    throw noAnswer(e);
  }
  if (!res.ok) throw apiError(res.status, res.statusText, await readBody(res).catch(() => undefined));
  if (req.token) markActivity();
  return res;
}

/** Sends a request and answers its JSON body (the envelope); rejects with an ApiError. */
export async function requestJson<T>(url: string, req: HttpRequest = {}): Promise<T> {
  const res = await succeed(url, req);
  return (await readBody(res)) as T;
}

/** Sends a request and answers the file it returns, with its Content-Disposition; rejects with an ApiError. */
export async function requestBlob(
  url: string,
  req: HttpRequest = {},
): Promise<{ blob: Blob; disposition: string | null }> {
  const res = await succeed(url, req);
  return { blob: await res.blob(), disposition: res.headers.get('content-disposition') };
}

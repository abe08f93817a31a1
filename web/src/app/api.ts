import { emptyToNull, type Failure } from '@portal/contracts';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';

/**
 * The API's fetch (issue 10 item 8: axios stays out of the sign-in page; upload/download progress use the axios
 * instance in app/http.ts). Base '/api', no timeout, JSON body, 2xx is success, and the XSRF cookie sent back as a
 * header (spec section 9), as the axios instance does.
 */
export async function apiFetch(
  url: string,
  { method = 'GET', body, params, token }: { method?: string; body?: unknown; params?: object; token?: string } = {},
): Promise<Response> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) query.append(k, String(v));
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  if (body !== undefined && body !== null) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(globalThis.document?.cookie ?? '')?.[1];
  if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
  const qs = query.toString();
  return fetch(`/api${url.startsWith('/') ? '' : '/'}${url}${qs ? `?${qs}` : ''}`, {
    method: method.toUpperCase(),
    headers,
    body: body === undefined || body === null ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
}

/** A response body as JSON when it is JSON, else its text (as axios answers). */
const readBody = async (res: Response): Promise<unknown> => {
  const text = await res.text();
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** A request of one API family: `prefix` is the signed-in user's ('super-admin', 'icon-users' or 'providers', from useRolePrefix()). */
export type Prefixed<T = unknown> = { prefix: string } & T;

export interface ApiError {
  status: number;
  statusText: string;
  data?: Failure;
}

export interface ApiRequest {
  url: string;
  method?: string;
  body?: unknown;
  params?: Record<string, string | number | boolean | null | undefined>;
  /**
   * Skip the global error toast: `true` for every failure, or a list of statuses the caller shows itself
   * (e.g. a form that puts 400 field errors beside its fields).
   */
  silent?: boolean | number[];
}

/** Set by the store so the client can read the token without importing the store (no cycle). */
let tokenReader: () => string | undefined = () => undefined;
export const setTokenReader = (read: () => string | undefined) => {
  tokenReader = read;
};

/** Set by the app shell: shows the error catalogue's toasts and logs out on 401. */
let errorListener: (error: ApiError) => void = () => {};
export const setErrorListener = (listen: (error: ApiError) => void) => {
  errorListener = listen;
};

const fetchBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError> = async (req) => {
  const { url, method = 'GET', body, params, silent } = typeof req === 'string' ? ({ url: req } as ApiRequest) : req;
  const token = tokenReader();
  let error: ApiError;
  try {
    const res = await apiFetch(url, {
      method,
      body: body === undefined ? undefined : emptyToNull(body),
      params,
      token,
    });
    const data = await readBody(res);
    if (res.ok) {
      if (token) markActivity();
      return { data };
    }
    error = {
      status: res.status,
      statusText: res.statusText,
      data: data && typeof data === 'object' ? (data as Failure) : undefined,
    };
  } catch (e) {
    error = { status: 0, statusText: e instanceof Error ? e.message : String(e) };
  }
  const quiet = silent === true || (Array.isArray(silent) && silent.includes(error.status));
  if (!quiet) errorListener(error);
  return { error };
};

/**
 * Idle sign-out (issue 17 item 9): the server counts an authenticated request as activity, so the web does too.
 * The time is shared with the other tabs through localStorage, as the server's session is.
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

/** The one API slice; each module injects its endpoints (ARCHITECTURE.md). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery,
  tagTypes: ['Role', 'Permission', 'Me', 'Notification'],
  endpoints: () => ({}),
});

import { emptyToNull, type Failure } from '@portal/contracts';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';

/** One axios instance: no timeout, JSON body, 2xx is success, XSRF cookie sent as header (spec section 9). */
export const http = axios.create({
  baseURL: '/api',
  timeout: 0,
  headers: { 'Content-Type': 'application/json' },
  validateStatus: (s) => s >= 200 && s <= 299,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
});

/** A request of one API family: `prefix` is the signed-in user's ('super-admin', 'icon-users' or 'providers', from useRolePrefix()). */
export type Prefixed<T = unknown> = { prefix: string } & T;

export interface ApiError {
  status: number;
  statusText: string;
  data?: Failure;
}

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  body?: unknown;
  params?: AxiosRequestConfig['params'];
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

const axiosBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError> = async (req) => {
  const { url, method = 'GET', body, params, silent } = typeof req === 'string' ? ({ url: req } as ApiRequest) : req;
  const token = tokenReader();
  try {
    const res = await http.request({
      url,
      method,
      data: body === undefined ? undefined : emptyToNull(body),
      params,
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    });
    return { data: res.data };
  } catch (e) {
    const err = e as AxiosError<Failure>;
    const error: ApiError = {
      status: err.response?.status ?? 0,
      statusText: err.response?.statusText ?? err.message,
      data: err.response?.data,
    };
    const quiet = silent === true || (Array.isArray(silent) && silent.includes(error.status));
    if (!quiet) errorListener(error);
    return { error };
  }
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
http.interceptors.response.use((res) => {
  if (res.config.headers?.Authorization) markActivity();
  return res;
});

/** The one API slice; each module injects its endpoints (ARCHITECTURE.md). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Role', 'Permission', 'Me', 'Notification'],
  endpoints: () => ({}),
});

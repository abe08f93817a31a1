import { emptyToNull } from '@portal/contracts';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { type ApiError, apiError, markActivity, noAnswer, readBody, send } from './http.ts';

/** A request of one API family: `prefix` is the signed-in user's ('super-admin', 'icon-users' or 'providers', from useRolePrefix()). */
export type Prefixed<T = unknown> = { prefix: string } & T;

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

/** The API slice's base query: a JSON call through the one client (lib/http.ts). */
const fetchBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError> = async (req) => {
  const { url, method = 'GET', body, params, silent } = typeof req === 'string' ? ({ url: req } as ApiRequest) : req;
  const token = tokenReader();
  let error: ApiError;
  try {
    const res = await send(url, { method, body: body === undefined ? undefined : emptyToNull(body), params, token });
    const data = await readBody(res);
    if (res.ok) {
      if (token) markActivity();
      return { data };
    }
    error = apiError(res.status, res.statusText, data);
  } catch (e) {
    error = noAnswer(e);
  }
  const quiet = silent === true || (Array.isArray(silent) && silent.includes(error.status));
  if (!quiet) errorListener(error);
  return { error };
};

/** The one API slice; each module injects its endpoints (ARCHITECTURE.md). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery,
  tagTypes: ['Role', 'Permission', 'Me', 'Notification'],
  endpoints: () => ({}),
});

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

/** The one API slice; each module injects its endpoints (ARCHITECTURE.md). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Role', 'Permission', 'Me', 'Notification'],
  endpoints: () => ({}),
});

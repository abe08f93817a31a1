import type { ApiError } from './api.ts';

export const NO_ACCESS_TEXT = 'You don`t have access to this page';
export const INTERNAL_ERROR_TEXT = 'Internal Server Error';
export const GENERIC_ERROR_TEXT = 'Something went wrong, please try again';

export interface ErrorToast {
  title?: string;
  message: string;
}

/** The server's message, plain or nested ({ message: { message } }). */
const serverMessage = (error: ApiError): string | undefined => {
  const raw = error.data?.message as unknown;
  if (typeof raw === 'string' && raw.trim()) return raw;
  if (raw && typeof raw === 'object' && 'message' in raw && typeof raw.message === 'string') return raw.message;
  return undefined;
};

/** The error catalogue of spec section 8: what a failed call shows. */
export const errorToast = (error: ApiError): ErrorToast => {
  const message = serverMessage(error);
  switch (error.status) {
    case 400: {
      const field = error.data?.errors?.[0]?.message;
      if (message && field && field !== message) return { title: message, message: field };
      return { message: message ?? field ?? error.statusText ?? GENERIC_ERROR_TEXT };
    }
    case 401:
      return { message: message ?? error.statusText ?? 'Unauthorized' };
    case 403:
      return { message: message ?? NO_ACCESS_TEXT };
    case 404:
      return { message: message ?? error.statusText ?? 'Not Found' };
    case 415:
      return { message: error.statusText || message || 'Unsupported Media Type' };
    case 500:
      return { message: INTERNAL_ERROR_TEXT };
    default:
      return { message: message ?? GENERIC_ERROR_TEXT };
  }
};

import axios from 'axios';
import { markActivity } from './api.ts';

/**
 * The axios instance for uploads and downloads (progress events, blobs); everything else goes through the API slice's
 * fetch (app/api.ts). No timeout, JSON body, 2xx is success, XSRF cookie sent as header (spec section 9).
 */
export const http = axios.create({
  baseURL: '/api',
  timeout: 0,
  headers: { 'Content-Type': 'application/json' },
  validateStatus: (s) => s >= 200 && s <= 299,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
});

http.interceptors.response.use((res) => {
  if (res.config.headers?.Authorization) markActivity();
  return res;
});

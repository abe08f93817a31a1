import createClient from 'openapi-fetch';
import type { paths } from './schema.d.ts';

export type { components, paths } from './schema.d.ts';

export interface PortalClientOptions {
  /** Where the portal answers, e.g. https://portal.example.com (the client adds /api/... paths). */
  baseUrl: string;
  /** An API key made by a super admin (Integrations > API keys); sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  fetch?: typeof globalThis.fetch;
}

/** A typed client of the portal's API: every path, parameter, body and answer is checked by TypeScript. */
export const createPortalClient = ({ baseUrl, apiKey, fetch }: PortalClientOptions) =>
  createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${apiKey}` }, ...(fetch ? { fetch } : {}) });

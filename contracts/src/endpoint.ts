import { z } from 'zod';
import { idParamSchema, listPageSchema, listQuerySchema } from './http.ts';

/**
 * Endpoints described once: each module's contract file declares its endpoints' method, path,
 * access and schemas in one `defineEndpoints` table. The server registers a route from a descriptor
 * (`server/src/platform/endpoint.ts` `serve`), so its validation and OpenAPI schema come from here; the web derives
 * its RTK Query endpoints from the same descriptor (`web/src/lib/endpoint.ts`), so neither side retypes a path, a
 * request or a response.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call, which also says where the route is mounted:
 * - `{ staff: permission }`: under /api/super-admin (super admins pass) and /api/icon-users (an icon user holding
 *   the permission); `staff: '*'` admits every confirmed staff user, the service deciding what they see;
 *   `provider: true` beside it also mounts it under /api/providers for a provider's own records;
 * - `{ provider: true }`: under /api/providers only; `{ superAdmin: true }`: under /api/super-admin only;
 * - 'public', 'authenticated' (any active signed-in user), 'guest' (a live share's token): under /api.
 */
export type EndpointAccess =
  | { staff: string; provider?: true }
  | { provider: true }
  | { superAdmin: true }
  | 'public'
  | 'authenticated'
  | 'guest';

export interface EndpointDef {
  method: HttpMethod;
  /** Below the mount (see EndpointAccess), with `:name` path parameters. */
  path: string;
  access: EndpointAccess;
  /** The OpenAPI summary. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `data`; absent when the answer is a file or a stream. */
  response?: z.ZodType;
  /** 201 for a creation, 202 for work accepted as a job; 200 otherwise. */
  status?: 201 | 202;
  /** A multipart upload (the body is read by the handler, not validated as JSON). */
  multipart?: true;
  /**
   * What a multipart upload carries besides its file part "file" (documented, read by the handler): the text fields
   * sent before it, and `files` above 1 when the part repeats.
   */
  form?: { fields?: z.ZodObject; files?: number };
  /** The body is the file's own bytes (application/octet-stream), read by the handler. */
  rawBody?: true;
  /** The answer is a file (no envelope) of one of these media types: a download, a preview, a stream. */
  produces?: readonly FileMediaType[];
}

/** The media types of the files the API answers with (OpenAPI response content of downloads). */
export const FILE_MEDIA_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  jpeg: 'image/jpeg',
  png: 'image/png',
  /** A stored file answered with its own type (an upload, a document, a receipt). */
  any: 'application/octet-stream',
  /** A JSON answer beside a file (a ZIP's preview). */
  json: 'application/json',
} as const;
type FileMediaType = (typeof FILE_MEDIA_TYPES)[keyof typeof FILE_MEDIA_TYPES];
const { xlsx: XLSX, csv: CSV } = FILE_MEDIA_TYPES;
/** A file shown in the page: a PDF (office files converted), an image (HEIC as JPEG), or the stored file as is. */
export const FILE_PREVIEW_TYPES = [
  FILE_MEDIA_TYPES.pdf,
  FILE_MEDIA_TYPES.jpeg,
  FILE_MEDIA_TYPES.png,
  FILE_MEDIA_TYPES.any,
] as const;

/** A module's endpoints with their OpenAPI tags. */
export type Endpoints<T extends Record<string, EndpointDef>> = { [K in keyof T]: T[K] & { tags: readonly string[] } };

/** One module's endpoint table; `tag` names their OpenAPI group (several: the groups they all belong to). */
export const defineEndpoints = <const T extends Record<string, EndpointDef>>(
  tag: string | readonly string[],
  endpoints: T,
): Endpoints<T> => {
  const tags = typeof tag === 'string' ? [tag] : tag;
  return Object.fromEntries(Object.entries(endpoints).map(([k, e]) => [k, { ...e, tags }])) as unknown as Endpoints<T>;
};

/** POST <path>?page&pageSize with a list body (search, filters, sort): one page and its total. */
export const listEndpoint = <
  const P extends string,
  const A extends EndpointAccess,
  B extends z.ZodType,
  I extends z.ZodType,
>(
  path: P,
  access: A,
  summary: string,
  body: B,
  item: I,
) => ({ method: 'POST' as const, path, access, summary, query: listQuerySchema, body, response: listPageSchema(item) });

/** `?format=csv|xlsx` on an export that offers both (XLSX when absent). */
export const exportFormatQuerySchema = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

/**
 * POST <path> with a list's filter body: the rows the list would show, streamed as XLSX (no JSON answer); with
 * `query: exportFormatQuerySchema` beside it, also CSV (then `produces: EXPORT_FORMATS`).
 */
export const exportEndpoint = <const P extends string, const A extends EndpointAccess, B extends z.ZodType>(
  path: P,
  access: A,
  summary: string,
  body: B,
) => ({ method: 'POST' as const, path, access, summary, body, produces: [XLSX] as const });

/** What an export taking `?format=` answers. */
export const EXPORT_FORMATS = [XLSX, CSV] as const;

export const importResultSchema = z.object({ imported: z.number(), rows: z.number() });

/** GET <base>/example (the template, CSV or XLSX) and POST <base>/import (multipart field "file"). */
export const importEndpoints = <const B extends string, const A extends EndpointAccess>(
  base: B,
  access: A,
  plural: string,
  exampleSummary = 'The import template (CSV or XLSX)',
) => ({
  example: {
    method: 'GET' as const,
    path: `${base}/example` as `${B}/example`,
    access,
    summary: exampleSummary,
    query: z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }),
    produces: EXPORT_FORMATS,
  },
  import: {
    method: 'POST' as const,
    path: `${base}/import` as `${B}/import`,
    access,
    summary: `Import ${plural} from CSV or XLSX (multipart field "file"); all rows or none`,
    multipart: true as const,
    response: importResultSchema,
  },
});

/** POST <base>/:id/archive and POST <base>/:id/reinstate, both under one permission, answering the record. */
export const archiveEndpoints = <const B extends string, const P extends string, R extends z.ZodType>(
  base: B,
  permission: P,
  response: R,
  singular: string,
) => {
  const action = <const V extends string>(verb: V, label: string) => ({
    method: 'POST' as const,
    path: `${base}/:id/${verb}` as `${B}/:id/${V}`,
    access: { staff: permission },
    summary: `${label} ${singular}`,
    params: idParamSchema,
    response,
  });
  return { archive: action('archive', 'Archive'), reinstate: action('reinstate', 'Reinstate') };
};

/** The `data` a descriptor answers (null when it declares none). */
export type EndpointData<E extends EndpointDef> = E['response'] extends z.ZodType ? z.output<E['response']> : null;
/** What a caller sends as the body / query of a descriptor. */
export type EndpointBody<E extends EndpointDef> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
export type EndpointQuery<E extends EndpointDef> = E['query'] extends z.ZodType ? z.input<E['query']> : never;

/** `/facilities/:id/archive` -> `{ id: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? { [k in K]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? { [k in K]: string }
    : unknown;

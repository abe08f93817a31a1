import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ERROR_CODES, type ErrorStatus, failureSchema, GENERIC_ERROR_CODES } from '@portal/contracts';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route whose body is a file, read by its handler: documented here as the request body it cannot validate. */
    upload?: UploadBody;
  }
}

/** The multipart form (text fields, then the part "file", repeated up to `files`) or the raw bytes of a file. */
interface UploadBody {
  raw: boolean;
  fields?: z.ZodObject;
  files?: number;
}

/**
 * The OpenAPI document at /api/docs, lint-clean under Redocly's recommended-strict rules (`npm run lint`,
 * redocly.yaml) without a line in any route: every operation gets an `operationId` from its method and path, the
 * error answers it can give (the shared error envelope, `ErrorEnvelope`), `security: []` when it is public, and the
 * document a `servers` entry and licence/contact. Routes still declare their own success (and special) answers.
 */

/** The error statuses an operation may answer, worked out from its route (a private extension, removed below). */
const ERRORS_KEY = 'x-portal-errors';
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why each documented error status happens; each refers to the catalogue codes it may carry. */
const ERROR_RESPONSES: Record<Exclude<ErrorStatus, 405 | 408 | 414 | 431 | 500 | 503>, string> = {
  400: 'The request is not valid (errors names the fields)',
  401: 'Not signed in, or the session ended',
  403: 'Signed in, but not allowed to do this',
  404: 'No such record, or not one the caller may see',
  409: 'The record is in a state or has values that do not allow this',
  413: 'The body or uploaded file is too large',
  415: 'The body or uploaded file is of a type this operation does not take',
  422: 'The request is valid but could not be carried out',
  429: 'Too many attempts: wait and try again',
};
type DocumentedStatus = keyof typeof ERROR_RESPONSES;

/** The access kinds an API key passes (access.ts): staff routes of the icon-users family. */
const API_KEY_ACCESS = new Set(['iconUser', 'anyIconUser']);

/** POSTs that read (the list protocol's `/all`, exports, downloads, counts): no 409. */
const READING_POST = /\/(all|export|download|bulk-download|count|bulk-approve-count|decrypt-email)$/;

/**
 * The error answers a route can give, from what it declares: access, schemas, path parameters, rate limit. A
 * public route that can answer more (sign-in's 401 and 403, a link's 409) says so with `failureSchema` in its
 * `schema.response`, which the document shows as the shared error answer.
 */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>): DocumentedStatus[] {
  const methods = [route.method].flat().map(String);
  const config = (route.config ?? {}) as { access?: { kind: string }; rateLimit?: unknown };
  const schema = (route.schema ?? {}) as { body?: unknown; consumes?: string[]; response?: Record<string, unknown> };
  const isPublic = config.access?.kind === 'public';
  const hasParams = /[:*]/.test(route.url);
  const takesBody = Boolean(schema.body) || Boolean(schema.consumes?.length);
  const mutates = methods.some((m) => MUTATIONS.has(m)) && !READING_POST.test(route.url);
  // Every route can answer 400: the input guard refuses hostile text in any query, and a URL may not decode.
  const out = new Set<DocumentedStatus>([400]);
  if (!isPublic) out.add(401).add(403);
  if (hasParams) out.add(404);
  if (mutates && (!isPublic || hasParams)) out.add(409);
  if (takesBody) out.add(413).add(415);
  // Routes an API key may call are limited per key (api-keys.hooks.ts).
  if (config.rateLimit || API_KEY_ACCESS.has(config.access?.kind ?? '')) out.add(429);
  // A file preview converts the file (LibreOffice, HEIC) and answers 422 when the conversion fails.
  if (/\/preview$/.test(route.url)) out.add(422);
  for (const status of declaredErrors(schema.response)) out.add(status);
  return [...out].sort((a, b) => a - b);
}

const isDocumentedStatus = (status: number): status is DocumentedStatus => Object.hasOwn(ERROR_RESPONSES, status);

/** The error statuses a route's `schema.response` declares with the shared `failureSchema`. */
const declaredErrors = (response: Record<string, unknown> | undefined): DocumentedStatus[] =>
  Object.entries(response ?? {})
    .filter(([status, schema]) => schema === failureSchema && isDocumentedStatus(Number(status)))
    .map(([status]) => Number(status) as DocumentedStatus);

/** `post /api/super-admin/facilities/{id}/archive` -> `postSuperAdminFacilitiesByIdArchive`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...(param[1] ?? '').split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** OpenAPI 3.0's only schema that is null and nothing else. */
const NULL_SCHEMA = { type: 'object', nullable: true, enum: [null] };

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`; zod writes a nullable union (`string | number | null`) as
 * `{ nullable: true, anyOf: [...] }`. Such a schema gets the null as one more member instead, and a nullable enum
 * lists null among its values.
 */
function fixNullableWithoutType(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixNullableWithoutType(item);
    return;
  }
  if (!isObject(node)) return;
  for (const value of Object.values(node)) fixNullableWithoutType(value);
  // `nullable` does not widen an `enum`: a client validating `rateSet: null` needs the null among the values.
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum.push(null);
  if (node.nullable !== true || 'type' in node) return;
  delete node.nullable;
  if (Array.isArray(node.anyOf)) node.anyOf.push({ ...NULL_SCHEMA });
  else if (Array.isArray(node.oneOf)) node.oneOf.push({ ...NULL_SCHEMA });
  else {
    const copy = { ...node };
    for (const key of Object.keys(node)) delete node[key];
    node.anyOf = [copy, { ...NULL_SCHEMA }];
  }
}

const errorResponseName = (status: DocumentedStatus | 'default') => `Error${status === 'default' ? 'Default' : status}`;

/** The shared error answers, each the envelope, naming the catalogue codes of its status. */
function errorComponents() {
  const envelope = z.toJSONSchema(failureSchema, { target: 'openapi-3.0' }) as JsonObject;
  delete envelope.$schema;
  const codesOf = (statuses: number[]) =>
    Object.entries(ERROR_CODES)
      .filter(([, c]) => statuses.includes(c.status))
      .map(([code, c]) => `\`${code}\` (${c.status}): ${c.meaning}`)
      .join('; ');
  const responses: JsonObject = {};
  const answer = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
  });
  for (const [status, text] of Object.entries(ERROR_RESPONSES)) {
    responses[errorResponseName(Number(status) as DocumentedStatus)] = answer(
      `${text}. Codes: ${codesOf([Number(status)])}.`,
    );
  }
  const documented = Object.keys(ERROR_RESPONSES).map(Number);
  const others = Object.keys(GENERIC_ERROR_CODES)
    .map(Number)
    .filter((s) => !documented.includes(s));
  responses[errorResponseName('default')] = answer(`Any other error. Codes: ${codesOf(others)}.`);
  return { envelope, responses };
}

/** Adds operation ids, error answers and the null fix to the finished document. */
function finishDocument(doc: JsonObject): JsonObject {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, JsonObject>>;
  const taken = new Set<string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      if (!operation.operationId) {
        const base = operationIdOf(method, path);
        let id = base;
        for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
        operation.operationId = id;
      }
      taken.add(String(operation.operationId));
      const statuses = (operation[ERRORS_KEY] ?? [400]) as DocumentedStatus[];
      delete operation[ERRORS_KEY];
      const responses = operation.responses as JsonObject;
      for (const status of statuses) {
        responses[status] ??= { $ref: `#/components/responses/${errorResponseName(status)}` };
      }
      responses.default ??= { $ref: `#/components/responses/${errorResponseName('default')}` };
    }
  }
  fixNullableWithoutType(doc.paths);
  fixNullableWithoutType(doc.components);
  const { envelope, responses } = errorComponents();
  const components = (doc.components ?? {}) as JsonObject;
  doc.components = {
    ...components,
    schemas: { ...(components.schemas as JsonObject | undefined), ErrorEnvelope: envelope },
    responses: { ...(components.responses as JsonObject | undefined), ...responses },
  };
  return doc;
}

const BINARY = { type: 'string', format: 'binary' };

/** The JSON schema of an upload's body, for the document's `requestBody` (its media type is the route's `consumes`). */
function uploadBodySchema(upload: UploadBody): JsonObject {
  if (upload.raw) return { ...BINARY, description: "The file's own bytes (Content-Length required)" };
  const fields = upload.fields
    ? (z.toJSONSchema(upload.fields, { target: 'openapi-3.0', io: 'input' }) as JsonObject)
    : { properties: {}, required: [] };
  const many = (upload.files ?? 1) > 1;
  const file = many
    ? { type: 'array', items: BINARY, maxItems: upload.files, description: 'The files, each a part named "file"' }
    : { ...BINARY, description: 'The file (sent after the other fields)' };
  return {
    type: 'object',
    properties: { ...(fields.properties as JsonObject), file },
    required: [...((fields.required as string[] | undefined) ?? []), 'file'],
  };
}

/** The success answer of a download: the file in one of the media types the descriptor `produces`. */
function fileResponse(produces: readonly string[]): JsonObject {
  return {
    description: 'The file',
    content: Object.fromEntries(
      produces.map((type) => [type, { schema: type === 'application/json' ? { type: 'object' } : BINARY }]),
    ),
  };
}

/** The options of @fastify/swagger. */
export function openApiOptions(config: Config): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: `${config.ORG_NAME} provider portal API`,
        version: '1.0.0',
        description:
          'Every answer is the envelope `{ success, message?, data }`; every error answer is `ErrorEnvelope`, whose ' +
          '`code` is one of the catalogue in contracts/src/errors.ts. Staff routes exist once per family: ' +
          '`/api/super-admin/...` and `/api/icon-users/...`.',
        contact: { name: `${config.ORG_NAME} provider portal`, url: config.PUBLIC_URL },
        license: { name: 'Proprietary', url: `${config.PUBLIC_URL}/policies/terms-and-conditions.pdf` },
      },
      // Relative: the server that serves this document.
      servers: [{ url: '/', description: 'This portal (the API is under /api)' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform(input) {
      // Declared error answers become references to the shared ones (finishDocument), not inline copies.
      const response = input.schema?.response as Record<string, unknown> | undefined;
      const declared = declaredErrors(response).map(String);
      const routeSchema =
        response && declared.length > 0
          ? {
              ...input.schema,
              response: Object.fromEntries(Object.entries(response).filter(([s]) => !declared.includes(s))),
            }
          : input.schema;
      const { schema, url } = jsonSchemaTransform({ ...input, schema: routeSchema });
      const out = { ...(schema ?? {}) } as JsonObject;
      if (out.hide) return { schema: out, url };
      const { upload } = input.route.config ?? {};
      if (upload && !out.body) out.body = uploadBodySchema(upload);
      const produces = input.schema?.produces;
      if (produces?.length && !out.response) {
        out.response = { 200: fileResponse(produces) };
      }
      out[ERRORS_KEY] = errorStatusesOf(input.route);
      if ((input.route.config as { access?: { kind: string } } | undefined)?.access?.kind === 'public')
        out.security = [];
      return { schema: out, url };
    },
    transformObject: (document) =>
      finishDocument(('openapiObject' in document ? document.openapiObject : document.swaggerObject) as JsonObject),
  };
}

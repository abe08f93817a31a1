import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorStatus,
  type Failure,
  type FieldError,
  GENERIC_ERROR_CODES,
  isErrorCode,
  isErrorStatus,
  type Ok,
  PAY_PERIOD_MESSAGES,
} from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

export const ok = <T>(data: T, message?: string): Ok<T> =>
  message ? { success: true, message, data } : { success: true, data };

/**
 * The error envelope. The code is always one of the catalogue's (contracts/src/errors.ts) and always one of the
 * status's: a missing or mismatched code becomes the status's generic code.
 */
const fail = (status: ErrorStatus, message: string, errors?: FieldError[], code?: ErrorCode): Failure => ({
  success: false,
  message,
  code: code && isErrorCode(code) && ERROR_CODES[code].status === status ? code : GENERIC_ERROR_CODES[status],
  ...(errors ? { errors } : {}),
});

/**
 * Errors Fastify and Node answer before any route runs: a URL that does not decode (400), a path parameter past
 * the router's limit (414), and a request the HTTP parser refuses (431 headers too large, 408, 400). They answer
 * the envelope like every other error.
 */
export const frameworkErrorOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
    const status: ErrorStatus = isErrorStatus(error.statusCode) ? error.statusCode : 400;
    const message = status === 414 ? 'A path parameter is too long' : 'The address is not a valid URL';
    reply.status(status).send(fail(status, message));
  },
  clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message]: [ErrorStatus, string] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive']
          : [400, 'The request is malformed'];
    const body = JSON.stringify(fail(status, message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
};

/** The SQLSTATE of a database error, however deeply the drivers wrapped it. */
function postgresCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** The one error shape (ARCHITECTURE.md, convention 3). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(fail(error.status, error.message, error.errors, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        // instancePath is '/a/b' for body field a.b; an empty one means the whole body/query/params.
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(error.validationContext ?? 'body'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send(fail(400, errors[0]?.message ?? 'Invalid request', errors));
    }
    // A race past a service's own check still ends as a clear 409, never a 500.
    const pgCode = postgresCode(error);
    if (pgCode === '23505')
      return reply.status(409).send(fail(409, 'This record already exists', undefined, 'ALREADY_EXISTS'));
    if (pgCode === '23503' || pgCode === '23001')
      return reply.status(409).send(fail(409, 'This record is in use by other records', undefined, 'IN_USE'));
    if (pgCode === '23P01')
      return reply.status(409).send(fail(409, 'This record overlaps an existing one', undefined, 'OVERLAPS'));
    // The closed-period triggers (migration 0062): the change reached the database past every service check.
    if (pgCode === 'PC001')
      return reply.status(409).send(fail(409, PAY_PERIOD_MESSAGES.locked, undefined, 'PERIOD_CLOSED'));
    // Fastify's own client errors (bad JSON, body too large, wrong content type) and the rate limit's 429 keep
    // their status, with its generic code.
    const status = error.statusCode;
    if (isErrorStatus(status) && status >= 400 && status < 500) {
      return reply.status(status).send(fail(status, error.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(400).send(fail(400, error.message));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(500, 'Internal Server Error'));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(fail(404, `Route ${req.method} ${req.url.split('?')[0]} not found`));
  });
}

/** Where every API route is mounted. */
export const API_PREFIX = '/api';

/** Whether a path (or a URL with its query) is the API's: '/api', '/api/...' or '/api?...', never '/apiary'. */
export const isApiPath = (url: string): boolean =>
  url.startsWith(API_PREFIX) &&
  (url.length === API_PREFIX.length || url[API_PREFIX.length] === '/' || url[API_PREFIX.length] === '?');

import { ERROR_CODES, type ErrorStatus, type FieldError, type Ok } from '@portal/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

export const ok = <T>(data: T, message?: string): Ok<T> =>
  message ? { success: true, message, data } : { success: true, data };

const fail = (status: ErrorStatus, message: string, errors?: FieldError[]) => ({
  success: false as const,
  message,
  code: ERROR_CODES[status],
  ...(errors ? { errors } : {}),
});

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
      return reply.status(error.status).send(fail(error.status, error.message, error.errors));
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
    if (pgCode === '23505') return reply.status(409).send(fail(409, 'This record already exists'));
    if (pgCode === '23503' || pgCode === '23001')
      return reply.status(409).send(fail(409, 'This record is in use by other records'));
    if (pgCode === '23P01') return reply.status(409).send(fail(409, 'This record overlaps an existing one'));
    if (error.statusCode === 429) {
      return reply.status(429).send(fail(429, error.message));
    }
    const status = error.statusCode as ErrorStatus | undefined;
    // Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status.
    if (status && status >= 400 && status < 500 && ERROR_CODES[status]) {
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

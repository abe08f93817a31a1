import { type EndpointDef, type Failure, type Ok, okSchema } from '@portal/contracts';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Access, anyStaff, type StaffFamily, staff } from './access.ts';
import { registerMultipart } from './uploads.ts';

/**
 * Registers a route from its contract descriptor (contracts/src/endpoint.ts): method, path, access and schemas come
 * from the descriptor, so a route file states only the handler. The handler answers the envelope (`ok(data,
 * message)`) or, for a file or a stream, the reply it sent.
 */
type App = Parameters<FastifyPluginAsyncZod>[0];

/** Where a plugin is mounted: a staff family, /api/providers or /api. */
export type Mount = StaffFamily | 'provider' | 'api';

type In<S> = S extends z.ZodType ? z.output<S> : unknown;
export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: In<E['params']>;
  Querystring: In<E['query']>;
  Body: In<E['body']>;
}>;
type Answer<E extends EndpointDef> = E['response'] extends z.ZodType ? Ok<z.input<E['response']>> : unknown;
export type EndpointHandler<E extends EndpointDef> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E> | FastifyReply>;

export interface ServeOptions {
  /** More route config (a rate limit). */
  config?: Omit<FastifyContextConfig, 'access'>;
  /** Failure answers a public route documents beyond the generic ones (login's 401/403). */
  failures?: Partial<Record<400 | 401 | 403 | 404 | 409 | 503, z.ZodType<Failure>>>;
}

const PUBLIC_KINDS = { public: 'public', authenticated: 'authenticated', guest: 'guest' } as const;

/** The guard a descriptor's access gives at one mount, or null when the endpoint is not mounted there. */
function accessAt(e: EndpointDef, mount: Mount): Access | null {
  const a = e.access;
  if (typeof a === 'string') {
    if (mount !== 'api') throw new Error(`${e.method} ${e.path} is an /api endpoint, served at ${mount}`);
    return { kind: PUBLIC_KINDS[a] };
  }
  if (mount === 'api') throw new Error(`${e.method} ${e.path} is not an /api endpoint`);
  if (mount === 'provider') {
    if (!('provider' in a)) throw new Error(`${e.method} ${e.path} is not a provider endpoint`);
    return { kind: 'provider' };
  }
  if ('superAdmin' in a) return mount === 'superAdmin' ? { kind: 'superAdmin' } : null;
  if (!('staff' in a)) throw new Error(`${e.method} ${e.path} is not a staff endpoint`);
  return (a.staff === '*' ? anyStaff(mount) : staff(mount, a.staff)).access;
}

/**
 * The success envelope of each response schema, made once: an endpoint is served under several families, and
 * building its envelope for each was a good part of registering the routes at every start.
 */
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
function envelopeOf(data: z.ZodType): z.ZodType {
  let envelope = envelopes.get(data);
  if (!envelope) {
    envelope = okSchema(data);
    envelopes.set(data, envelope);
  }
  return envelope;
}

export function serve<E extends EndpointDef & { tags?: readonly string[] }>(
  app: App,
  mount: Mount,
  e: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const access = accessAt(e, mount);
  if (!access) return;
  const status = e.status ?? 200;
  const route: RouteOptions = {
    method: e.method,
    url: e.path,
    config: {
      ...options.config,
      access,
      ...(e.multipart || e.rawBody ? { upload: { raw: e.rawBody === true, ...e.form } } : {}),
    },
    schema: {
      ...(e.tags ? { tags: [...e.tags] } : {}),
      summary: e.summary,
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(e.rawBody ? { consumes: ['application/octet-stream'] } : {}),
      ...(e.produces ? { produces: [...e.produces] } : {}),
      ...(e.response || options.failures
        ? { response: { ...options.failures, ...(e.response ? { [status]: envelopeOf(e.response) } : {}) } }
        : {}),
    },
    handler: async (req, reply) => {
      if (e.status) reply.code(e.status);
      return handler(req as unknown as EndpointRequest<E>, reply);
    },
  };
  if (!e.multipart) {
    app.route(route);
    return;
  }
  // A scope of its own holds the multipart parser, so no other route runs its hooks.
  app.register(async (scope) => {
    await registerMultipart(scope);
    scope.route(route);
  });
}

import type { EndpointDef } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Ctx, ctxOf } from './context.ts';
import { type EndpointRequest, type Mount, serve } from './endpoint.ts';
import { ok } from './http.ts';
import { type ExportSpec, serveExport } from './route-blocks.ts';

/**
 * A module's standard record endpoints (list, export, get, create, update, remove) from one table that names, for
 * each, its descriptor and the service call answering it, so a routes file states only what its module calls.
 * They are registered in the table's order, as the OpenAPI document lists paths in registration order.
 */
type App = Parameters<FastifyPluginAsyncZod>[0];

type Req<E extends EndpointDef> = EndpointRequest<E>;
/** What the service gives as the envelope's data (checked against the response schema as `serve` checks it). */
type Data<E extends EndpointDef> = E['response'] extends z.ZodType ? z.input<E['response']> : unknown;
type ById = EndpointDef & { params: z.ZodType<{ id: string }> };

type Call = (ctx: Ctx, ...args: unknown[]) => Promise<unknown>;
type Entry = readonly [EndpointDef, Call, string];
const idOf = (req: Req<EndpointDef>) => (req.params as { id: string }).id;

const REGISTER: Record<
  'list' | 'export' | 'get' | 'create' | 'update' | 'remove',
  (app: App, mount: Mount, entry: Entry) => void
> = {
  list: (app, mount, [e, call]) => serve(app, mount, e, async (req) => ok(await call(ctxOf(req), req.query, req.body))),
  export: (app, mount, [e, spec]) => serveExport(app, mount, e, spec as unknown as ExportSpec<EndpointDef, unknown>),
  get: (app, mount, [e, call]) => serve(app, mount, e, async (req) => ok(await call(ctxOf(req), idOf(req)))),
  create: (app, mount, [e, call, message]) =>
    serve(app, mount, e, async (req) => ok(await call(ctxOf(req), req.body), message)),
  update: (app, mount, [e, call, message]) =>
    serve(app, mount, e, async (req) => ok(await call(ctxOf(req), idOf(req), req.body), message)),
  remove: (app, mount, [e, call, message]) =>
    serve(app, mount, e, async (req) => {
      await call(ctxOf(req), idOf(req));
      return ok(null, message);
    }),
};

export function serveRecords<
  L extends EndpointDef,
  X extends EndpointDef,
  T,
  G extends ById,
  C extends EndpointDef,
  U extends ById,
  R extends ById,
>(
  app: App,
  mount: Mount,
  routes: {
    /** A page of the list body's rows. */
    list?: readonly [L, NoInfer<(ctx: Ctx, query: Req<L>['query'], body: Req<L>['body']) => Promise<Data<L>>>];
    /** The rows the list would show, as a file. */
    export?: readonly [X, ExportSpec<NoInfer<X>, T>];
    get?: readonly [G, NoInfer<(ctx: Ctx, id: string) => Promise<Data<G>>>];
    /** With the message the creation answers. */
    create?: readonly [C, NoInfer<(ctx: Ctx, body: Req<C>['body']) => Promise<Data<C>>>, string];
    update?: readonly [U, NoInfer<(ctx: Ctx, id: string, body: Req<U>['body']) => Promise<Data<U>>>, string];
    /** Answers no data, only the message. */
    remove?: readonly [R, NoInfer<(ctx: Ctx, id: string) => Promise<unknown>>, string];
  },
): void {
  for (const [kind, entry] of Object.entries(routes) as [keyof typeof REGISTER, Entry][]) {
    REGISTER[kind](app, mount, entry);
  }
}

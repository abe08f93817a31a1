import type { FastifyInstance } from 'fastify';

/** An instance asked to stop keeps serving for a while, telling the load balancer and its clients to go elsewhere. */
interface Drain {
  /** True from the stop signal on: readiness answers 503 and every answer closes its connection. */
  readonly draining: boolean;
  begin(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/**
 * A stopping instance's answers say `Connection: close`, so a client or proxy holding a kept-alive connection opens
 * its next one to wherever the load balancer sends it now, instead of finding the connection closed under it.
 * Registered before every route, so error and not-found answers say it too.
 */
export function registerDrain(app: FastifyInstance) {
  let draining = false;
  app.decorate('drain', {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  } satisfies Drain);
  // A callback hook: it runs on every request, and an async one costs a promise and its ticks.
  app.addHook('onRequest', (_req, reply, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });
}

import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import { appError } from '../../platform/errors.ts';

/**
 * What every call made with an API key goes through besides its route's own checks: a limit per key (the rate-limit
 * plugin's store: Redis across instances when configured) and an audit row naming the key, written once the
 * answer is known. Registered before the modules' routes, so it covers every route.
 */
export function registerApiKeyHooks(app: FastifyInstance): void {
  const limit = app.createRateLimit({
    max: app.config.API_KEY_RATE_LIMIT,
    timeWindow: 60_000,
    keyGenerator: (req) => `api-key:${req.user?.apiKey?.id ?? ''}`,
  });
  // Callback hooks that return at once when no key called: they run on every request, and an async hook costs a
  // promise and its ticks each time. A promise they return is awaited by Fastify; what it throws is the answer.
  app.addHook('preHandler', (req, reply, done) => {
    if (!req.user?.apiKey) return done();
    return limit(req).then((answer) => {
      if (answer.isAllowed || !answer.isExceeded) return;
      reply.header('retry-after', answer.ttlInSeconds);
      throw appError('TOO_MANY_REQUESTS', 'Too many calls with this API key: wait and try again');
    });
  });
  app.addHook('onResponse', (req, reply, done) => {
    const user = req.user;
    if (!user?.apiKey) return done();
    return audit(
      app.db,
      { user },
      {
        action: 'api-call',
        entityType: 'api-key',
        entityId: user.apiKey.id,
        after: { method: req.method, path: req.routeOptions.url ?? req.url.split('?')[0], status: reply.statusCode },
      },
    ).catch((err: unknown) => req.log.error({ err }, 'API key call could not be audited'));
  });
}

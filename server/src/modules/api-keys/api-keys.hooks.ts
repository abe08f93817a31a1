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
  app.addHook('preHandler', async (req, reply) => {
    if (!req.user?.apiKey) return;
    const answer = await limit(req);
    if (answer.isAllowed || !answer.isExceeded) return;
    reply.header('retry-after', answer.ttlInSeconds);
    throw appError('TOO_MANY_REQUESTS', 'Too many calls with this API key: wait and try again');
  });
  app.addHook('onResponse', async (req, reply) => {
    const user = req.user;
    if (!user?.apiKey) return;
    try {
      await audit(
        app.db,
        { user },
        {
          action: 'api-call',
          entityType: 'api-key',
          entityId: user.apiKey.id,
          after: { method: req.method, path: req.routeOptions.url ?? req.url.split('?')[0], status: reply.statusCode },
        },
      );
    } catch (err) {
      req.log.error({ err }, 'API key call could not be audited');
    }
  });
}

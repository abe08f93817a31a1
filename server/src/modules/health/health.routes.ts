import { failureSchema, HEALTH_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client.ts';
import { serve } from '../../platform/endpoint.ts';
import { AppError } from '../../platform/errors.ts';
import { ok } from '../../platform/http.ts';

/** Readiness documents its 503. */
const NOT_READY = { 503: failureSchema };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, 'api', HEALTH_API.live, async () => {
    await pingDatabase(app.db);
    return ok({ status: 'ok' as const, database: 'up' });
  });

  // A load balancer sends traffic only to ready instances: the database and the job queue answer, and the
  // instance is not stopping (from the stop signal on, through the drain delay; Fastify answers 503 itself once
  // closing has begun).
  serve(
    app,
    'api',
    HEALTH_API.ready,
    async () => {
      if (app.drain.draining) throw new AppError(503, 'Not ready: stopping');
      const [database, jobs] = await Promise.all([
        pingDatabase(app.db).then(
          () => 'up' as const,
          () => 'down' as const,
        ),
        app.jobs.isUp().then((up) => (up ? ('up' as const) : ('down' as const))),
      ]);
      if (database === 'down' || jobs === 'down') {
        throw new AppError(503, `Not ready: database ${database}, jobs ${jobs}`);
      }
      return ok({ status: 'ready' as const, database, jobs });
    },
    { failures: NOT_READY },
  );
};

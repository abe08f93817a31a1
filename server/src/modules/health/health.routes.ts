import { failureSchema, okSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client.ts';
import { PUBLIC } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { ok } from '../../platform/http.ts';

const state = z.enum(['up', 'down']);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: PUBLIC,
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: okSchema(z.object({ status: z.literal('ok'), database: z.string() })) },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return ok({ status: 'ok' as const, database: 'up' });
    },
  );

  // A load balancer sends traffic only to ready instances: the database and the job queue answer, and the
  // instance is not shutting down (Fastify answers 503 itself once closing has begun).
  app.get(
    '/health/ready',
    {
      config: PUBLIC,
      schema: {
        tags: ['health'],
        summary: 'Readiness: database and job queue up',
        response: {
          200: okSchema(z.object({ status: z.literal('ready'), database: state, jobs: state })),
          503: failureSchema,
        },
      },
    },
    async () => {
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
  );
};

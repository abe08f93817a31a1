import { okSchema } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../platform/access.ts';
import { ok } from '../../platform/http.ts';

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
      await app.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: 'up' });
    },
  );
};

import { NPI_API, NPI_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../../platform/access.ts';
import { ctxOf } from '../../../platform/context.ts';
import { serve } from '../../../platform/endpoint.ts';
import { ok } from '../../../platform/http.ts';
import * as npi from './npi.service.ts';

export const npiRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = NPI_API;
  serve(app, family, E.listChecks, async (req) => ok(await npi.listChecks(ctxOf(req), req.query, req.body)));
  serve(app, family, E.latest, async (req) => ok(await npi.latestOf(ctxOf(req), req.params.id)));
  serve(app, family, E.checkAgain, async (req) =>
    ok(await npi.checkAgain(ctxOf(req), req.params.id), NPI_MESSAGES.queued),
  );
  for (const action of ['accept', 'dismiss'] as const) {
    serve(app, family, E[action], async (req) => {
      const { check, message } = await npi.review(ctxOf(req), req.params.id, action, req.body);
      return ok(check, message);
    });
  }
};

import { HOLIDAY_API, HOLIDAY_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as holidays from './holidays.service.ts';

/** Super admins only: serve() registers them under /api/super-admin, not under the icon users' prefix. */
export const holidaysRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = HOLIDAY_API;
  serve(app, family, E.list, async (req) => ok(await holidays.listHolidays(ctxOf(req), req.query.year)));
  serve(app, family, E.add, async (req) => ok(await holidays.addHoliday(ctxOf(req), req.body), HOLIDAY_MESSAGES.added));
  serve(app, family, E.rename, async (req) =>
    ok(await holidays.renameHoliday(ctxOf(req), req.params.day, req.body.name), HOLIDAY_MESSAGES.renamed),
  );
  serve(app, family, E.remove, async (req) => {
    await holidays.deleteHoliday(ctxOf(req), req.params.day);
    return ok(null, HOLIDAY_MESSAGES.deleted);
  });
};

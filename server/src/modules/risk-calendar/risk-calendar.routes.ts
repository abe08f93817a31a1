import { okSchema, riskCalendarSchema, riskQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anyStaff, type StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import { riskCalendar } from './risk-calendar.service.ts';

/** The staff home page's data: what can stop a provider working or being paid, per the caller's permissions. */
export const riskCalendarRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  app.get(
    '/risk-calendar',
    {
      config: anyStaff(family),
      schema: {
        tags: ['risk-calendar'],
        summary: 'Assignment ends, document and malpractice expiries, held payments and reappointments in a window',
        querystring: riskQuerySchema,
        response: { 200: okSchema(riskCalendarSchema) },
      },
    },
    async (req) => ok(await riskCalendar(ctxOf(req), req.query)),
  );
};

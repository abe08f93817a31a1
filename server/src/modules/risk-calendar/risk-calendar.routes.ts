import { RISK_CALENDAR_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import { riskCalendar } from './risk-calendar.service.ts';

/** The staff home page's data: what can stop a provider working or being paid, per the caller's permissions. */
export const riskCalendarRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  serve(app, family, RISK_CALENDAR_API.get, async (req) => ok(await riskCalendar(ctxOf(req), req.query)));
};

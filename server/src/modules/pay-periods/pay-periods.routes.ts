import { PAY_PERIOD_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as payPeriods from './pay-periods.service.ts';

const E = PAY_PERIOD_API;

export const payPeriodsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  serve(app, family, E.list, async (req) => ok(await payPeriods.listPayPeriods(ctxOf(req), req.query, req.body)));
};

/** Shared picker: the latest started periods. */
export const listPayPeriodsRoute: FastifyPluginAsyncZod = async (app) => {
  serve(app, 'api', E.recent, async (req) =>
    ok(await payPeriods.recentPayPeriods(ctxOf(req), req.query.limit, req.query.type)),
  );
};

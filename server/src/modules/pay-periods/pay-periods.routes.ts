import { okSchema, payPeriodListBodySchema, payPeriodSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHENTICATED, type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import { listRoute } from '../../platform/route-blocks.ts';
import * as payPeriods from './pay-periods.service.ts';

const tags = ['pay-periods'];

export const payPeriodsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  listRoute(app, {
    path: '/pay-periods/all',
    config: staff(family, 'view-pay-periods'),
    tags,
    summary: 'List pay periods (filters type, from, to)',
    body: payPeriodListBodySchema,
    item: payPeriodSchema,
    list: payPeriods.listPayPeriods,
  });
};

/** Shared picker: the latest started periods. */
export const listPayPeriodsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list-pay-periods',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: 'The latest pay periods that have started (query limit, type)',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(20),
          type: z.enum(['daily', 'bi_weekly']).optional(),
        }),
        response: { 200: okSchema(z.array(payPeriodSchema)) },
      },
    },
    async (req) => ok(await payPeriods.recentPayPeriods(ctxOf(req), req.query.limit, req.query.type)),
  );
};

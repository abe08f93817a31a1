import { PAY_PERIOD_API, PAY_PERIOD_CLOSE_API, PAY_PERIOD_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as closing from './pay-period-close.service.ts';
import * as payPeriods from './pay-periods.service.ts';

const E = PAY_PERIOD_API;

export const payPeriodsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  serve(app, family, E.list, async (req) => ok(await payPeriods.listPayPeriods(ctxOf(req), req.query, req.body)));
  const C = PAY_PERIOD_CLOSE_API;
  serve(app, family, C.close, async (req) =>
    ok(await closing.closePayPeriod(ctxOf(req), req.params.id), PAY_PERIOD_MESSAGES.closed),
  );
  serve(app, family, C.reopen, async (req) =>
    ok(await closing.reopenPayPeriod(ctxOf(req), req.params.id, req.body.reason), PAY_PERIOD_MESSAGES.reopened),
  );
};

/** Shared picker: the latest started periods. */
export const listPayPeriodsRoute: FastifyPluginAsyncZod = async (app) => {
  serve(app, 'api', E.recent, async (req) =>
    ok(await payPeriods.recentPayPeriods(ctxOf(req), req.query.limit, req.query.type)),
  );
  serve(app, 'api', PAY_PERIOD_CLOSE_API.lock, async (req) => ok(await closing.periodLock(ctxOf(req), req.query)));
};

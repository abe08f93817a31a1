import {
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  okSchema,
  payPeriodOptionSchema,
  payPeriodOptionsQuerySchema,
  timeLogListBodySchema,
  timeLogSchema,
  timesheetFacilityContactSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import { facilityContactsOf, payPeriodOptions, timeLogs } from './timesheet-lookups.service.ts';

const tags = ['timesheets'];
const P = '/time-sheet';

/**
 * The read-only time sheet calls providers (their own sheets and assignments) and staff share; `guard` gives
 * each family its access, as for the other time sheet routes.
 */
export function timesheetLookupRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  guard: (permission: string) => { access: Access },
) {
  app.post(
    `${P}/:id/review-time-logs`,
    {
      config: guard('view-timesheets'),
      schema: {
        tags,
        summary: "Every audited change of a time sheet's entries and status: who, when, before and after",
        params: idParamSchema,
        querystring: listQuerySchema,
        body: timeLogListBodySchema,
        response: { 200: okSchema(listPageSchema(timeLogSchema)) },
      },
    },
    async (req) => ok(await timeLogs(ctxOf(req), req.params.id, req.query, req.body)),
  );
  app.get(
    `${P}/:id/list-facility-contacts`,
    {
      config: guard('view-timesheets'),
      schema: {
        tags,
        summary: "The time sheet facility's approvers (primary first), to choose whom to e-mail",
        params: idParamSchema,
        response: { 200: okSchema(z.array(timesheetFacilityContactSchema)) },
      },
    },
    async (req) => ok(await facilityContactsOf(ctxOf(req), req.params.id)),
  );
  app.get(
    `${P}/pay-period-options`,
    {
      config: guard('add-timesheets'),
      schema: {
        tags,
        summary:
          'The started pay periods an assignment can have a time sheet for, newest first, each with its existing ' +
          'time sheet (open=true: only those without one)',
        querystring: payPeriodOptionsQuerySchema,
        response: { 200: okSchema(z.array(payPeriodOptionSchema)) },
      },
    },
    async (req) => ok(await payPeriodOptions(ctxOf(req), req.query)),
  );
}

import { TIMESHEET_LOOKUP_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../platform/context.ts';
import { type Mount, serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import { facilityContactsOf, payPeriodOptions, timeLogs } from './timesheet-lookups.service.ts';

const E = TIMESHEET_LOOKUP_API;

/**
 * The read-only time sheet calls providers (their own sheets and assignments) and staff share, served at each
 * plugin's mount as the other time sheet routes.
 */
export function timesheetLookupRoutes(app: Parameters<FastifyPluginAsyncZod>[0], mount: Mount) {
  serve(app, mount, E.timeLogs, async (req) => ok(await timeLogs(ctxOf(req), req.params.id, req.query, req.body)));
  serve(app, mount, E.facilityContacts, async (req) => ok(await facilityContactsOf(ctxOf(req), req.params.id)));
  serve(app, mount, E.payPeriodOptions, async (req) => ok(await payPeriodOptions(ctxOf(req), req.query)));
}

import { FACILITY_API, FACILITY_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as facilities from './facilities.service.ts';

export const facilitiesRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = FACILITY_API;
  serve(app, family, E.list, async (req) => ok(await facilities.listFacilities(ctxOf(req), req.query, req.body)));
  serve(app, family, E.get, async (req) => ok(await facilities.getFacility(ctxOf(req), req.params.id)));
  serve(app, family, E.create, async (req) =>
    ok(await facilities.createFacility(ctxOf(req), req.body), FACILITY_MESSAGES.created),
  );
  serve(app, family, E.update, async (req) =>
    ok(await facilities.updateFacility(ctxOf(req), req.params.id, req.body), FACILITY_MESSAGES.updated),
  );
  serve(app, family, E.archive, async (req) =>
    ok(await facilities.setFacilityStatus(ctxOf(req), req.params.id, 'archived'), FACILITY_MESSAGES.archived),
  );
  serve(app, family, E.reinstate, async (req) =>
    ok(await facilities.setFacilityStatus(ctxOf(req), req.params.id, 'active'), FACILITY_MESSAGES.reinstated),
  );
  serve(app, family, E.iconContacts, async (req) => ok(await facilities.iconContactOptions(ctxOf(req))));
};

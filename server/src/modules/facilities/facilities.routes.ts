import { FACILITY_API, FACILITY_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import * as facilities from './facilities.service.ts';

export const facilitiesRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = FACILITY_API;
  serveRecords(app, family, {
    list: [E.list, facilities.listFacilities],
    get: [E.get, facilities.getFacility],
    create: [E.create, facilities.createFacility, FACILITY_MESSAGES.created],
    update: [E.update, facilities.updateFacility, FACILITY_MESSAGES.updated],
  });
  serve(app, family, E.archive, async (req) =>
    ok(await facilities.setFacilityStatus(ctxOf(req), req.params.id, 'archived'), FACILITY_MESSAGES.archived),
  );
  serve(app, family, E.reinstate, async (req) =>
    ok(await facilities.setFacilityStatus(ctxOf(req), req.params.id, 'active'), FACILITY_MESSAGES.reinstated),
  );
  serve(app, family, E.iconContacts, async (req) => ok(await facilities.iconContactOptions(ctxOf(req))));
};

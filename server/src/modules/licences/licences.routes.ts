import { LICENCE_API, LICENCE_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import * as licences from './licences.service.ts';

export const licencesRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = LICENCE_API;
  serveRecords(app, family, {
    list: [E.list, licences.listLicences],
    get: [E.get, licences.getLicence],
    create: [E.create, licences.createLicence, LICENCE_MESSAGES.created],
    update: [E.update, licences.updateLicence, LICENCE_MESSAGES.updated],
  });
  serve(app, family, E.archive, async (req) =>
    ok(await licences.setLicenceStatus(ctxOf(req), req.params.id, 'archived'), LICENCE_MESSAGES.archived),
  );
  serve(app, family, E.reinstate, async (req) =>
    ok(await licences.setLicenceStatus(ctxOf(req), req.params.id, 'active'), LICENCE_MESSAGES.reinstated),
  );
};

import { LICENCE_API, LICENCE_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import * as licences from './licences.service.ts';

const E = LICENCE_API;

export const licencesRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  serveRecords(app, family, {
    list: [E.list, licences.listLicences],
    get: [E.get, licences.getLicence],
    create: [E.create, licences.createLicence, LICENCE_MESSAGES.created],
    update: [E.update, licences.updateLicence, LICENCE_MESSAGES.updated],
  });
  serve(app, family, E.verify, async (req) =>
    ok(await licences.verifyLicence(ctxOf(req), req.params.id, req.body), LICENCE_MESSAGES.verified),
  );
  serve(app, family, E.revoke, async (req) =>
    ok(await licences.revokeLicence(ctxOf(req), req.params.id, req.body), LICENCE_MESSAGES.revoked),
  );
};

/** The signed-in provider's own licences; the service scopes every read to them. */
export const ownLicencesRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRecords(app, 'provider', {
    list: [E.list, licences.listLicences],
    get: [E.get, licences.getLicence],
  });
};

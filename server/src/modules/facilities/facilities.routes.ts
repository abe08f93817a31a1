import {
  FACILITY_MESSAGES,
  facilityInputSchema,
  facilityListBodySchema,
  facilitySchema,
  facilitySummarySchema,
  idParamSchema,
  okSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import { listRoute } from '../../platform/route-blocks.ts';
import * as facilities from './facilities.service.ts';

const tags = ['facilities'];
const one = { 200: okSchema(facilitySchema) };

export const facilitiesRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  listRoute(app, {
    path: '/facilities/all',
    config: staff(family, 'view-facilities'),
    tags,
    summary: 'List facilities (search name; filters status (default active), clientId, vmsId, state; sort)',
    body: facilityListBodySchema,
    item: facilitySummarySchema,
    list: facilities.listFacilities,
  });

  app.get(
    '/facilities/:id',
    {
      config: staff(family, 'view-facilities'),
      schema: { tags, summary: 'One facility with contacts', params: idParamSchema, response: one },
    },
    async (req) => ok(await facilities.getFacility(ctxOf(req), req.params.id)),
  );

  app.post(
    '/facilities',
    {
      config: staff(family, 'add-facilities'),
      schema: {
        tags,
        summary: 'Add a facility',
        body: facilityInputSchema,
        response: { 201: okSchema(facilitySchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await facilities.createFacility(ctxOf(req), req.body), FACILITY_MESSAGES.created)),
  );

  app.put(
    '/facilities/:id',
    {
      config: staff(family, 'edit-facilities'),
      schema: {
        tags,
        summary: 'Edit a facility and its contacts',
        params: idParamSchema,
        body: facilityInputSchema,
        response: one,
      },
    },
    async (req) => ok(await facilities.updateFacility(ctxOf(req), req.params.id, req.body), FACILITY_MESSAGES.updated),
  );

  app.post(
    '/facilities/:id/archive',
    {
      config: staff(family, 'archive-facilities'),
      schema: { tags, summary: 'Archive', params: idParamSchema, response: one },
    },
    async (req) =>
      ok(await facilities.setFacilityStatus(ctxOf(req), req.params.id, 'archived'), FACILITY_MESSAGES.archived),
  );

  app.post(
    '/facilities/:id/reinstate',
    {
      config: staff(family, 'archive-facilities'),
      schema: { tags, summary: 'Reinstate', params: idParamSchema, response: one },
    },
    async (req) =>
      ok(await facilities.setFacilityStatus(ctxOf(req), req.params.id, 'active'), FACILITY_MESSAGES.reinstated),
  );

  app.get(
    '/facility-icon-users/contacts',
    {
      config: staff(family, 'view-facilities'),
      schema: {
        tags,
        summary: 'Active ICON staff who can be facility contacts',
        response: { 200: okSchema(z.array(facilitySchema.shape.iconContacts.element)) },
      },
    },
    async (req) => ok(await facilities.iconContactOptions(ctxOf(req))),
  );
};

import { okSchema, referenceItemSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReferenceKind } from '../../db/schema/index.ts';
import { AUTHENTICATED, type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import * as reference from './reference.service.ts';

/** Spec section 7's reference GETs, each answering one seeded pick-list. */
const LISTS: [string, ReferenceKind][] = [
  ['/list-clients', 'client'],
  ['/list-vms', 'vms'],
  ['/list-job-types', 'job-type'],
  ['/list-schools', 'school'],
  ['/insurance-providers', 'insurance-provider'],
];

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, kind] of LISTS) {
    app.get(
      url,
      {
        config: AUTHENTICATED,
        schema: {
          tags: ['reference'],
          summary: `The ${kind} pick-list (optional search)`,
          querystring: z.object({ search: z.string().trim().max(100).optional() }),
          response: { 200: okSchema(z.array(referenceItemSchema)) },
        },
      },
      async (req) => ok(await reference.listItems(ctxOf(req), kind, req.query.search)),
    );
  }
};

/** Who may edit each pick-list: the permission of the module that uses it. */
const EDITORS: Record<ReferenceKind, string> = {
  client: 'edit-facilities',
  vms: 'edit-facilities',
  'job-type': 'edit-assignments',
  school: 'edit-providers',
  'insurance-provider': 'edit-providers',
};
const nameBody = z.object({ name: z.string().trim().min(1, 'Name is required').max(200) });

/** Staff edit the pick-lists: add, rename, delete (refused with 409 while in use). */
export const referenceEditRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  for (const kind of Object.keys(EDITORS) as ReferenceKind[]) {
    const access = staff(family, EDITORS[kind]);
    app.post(
      `/reference/${kind}`,
      {
        config: access,
        schema: {
          tags: ['reference'],
          summary: `Add to the ${kind} list`,
          body: nameBody,
          response: { 201: okSchema(referenceItemSchema) },
        },
      },
      async (req, reply) =>
        reply.status(201).send(ok(await reference.addItem(ctxOf(req), kind, req.body.name), 'Item added successfully')),
    );
    app.put(
      `/reference/${kind}/:id`,
      {
        config: access,
        schema: {
          tags: ['reference'],
          summary: `Rename a ${kind}`,
          params: z.object({ id: z.uuid() }),
          body: nameBody,
          response: { 200: okSchema(referenceItemSchema) },
        },
      },
      async (req) =>
        ok(await reference.renameItem(ctxOf(req), kind, req.params.id, req.body.name), 'Item updated successfully'),
    );
    app.delete(
      `/reference/${kind}/:id`,
      {
        config: access,
        schema: {
          tags: ['reference'],
          summary: `Delete a ${kind}`,
          params: z.object({ id: z.uuid() }),
          response: { 200: okSchema(z.null()) },
        },
      },
      async (req) => {
        await reference.deleteItem(ctxOf(req), kind, req.params.id);
        return ok(null, 'Item deleted successfully');
      },
    );
  }
};

import { PICK_LIST_KINDS, pickListEndpoints, REFERENCE_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReferenceKind } from '../../db/schema/index.ts';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as reference from './reference.service.ts';

const E = REFERENCE_API;

/** Spec section 7's reference GETs, each answering one seeded pick-list. */
const LISTS: [(typeof E)[keyof typeof E], ReferenceKind][] = [
  [E.clients, 'client'],
  [E.vms, 'vms'],
  [E.jobTypes, 'job-type'],
  [E.schools, 'school'],
  [E.insuranceProviders, 'insurance-provider'],
];

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [endpoint, kind] of LISTS) {
    serve(app, 'api', endpoint, async (req) => ok(await reference.listItems(ctxOf(req), kind, req.query.search)));
  }
};

/** Staff edit the pick-lists: add, rename, delete (refused with 409 while in use). */
export const referenceEditRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  for (const kind of PICK_LIST_KINDS) {
    const K = pickListEndpoints(kind);
    serve(app, family, K.add, async (req) =>
      ok(await reference.addItem(ctxOf(req), kind, req.body.name), 'Item added successfully'),
    );
    serve(app, family, K.rename, async (req) =>
      ok(await reference.renameItem(ctxOf(req), kind, req.params.id, req.body.name), 'Item updated successfully'),
    );
    serve(app, family, K.remove, async (req) => {
      await reference.deleteItem(ctxOf(req), kind, req.params.id);
      return ok(null, 'Item deleted successfully');
    });
  }
};

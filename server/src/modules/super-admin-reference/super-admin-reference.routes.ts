import {
  SUPER_ADMIN_REFERENCE_KINDS,
  superAdminReferenceEndpoints,
  superAdminReferenceMessages,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as items from './super-admin-reference.service.ts';

/**
 * Divisions and procedure types (spec section 6: 'The super-admin family adds divisions and procedure types'):
 * list for both families (the facility and assignment forms' selects), add, rename and delete under
 * /api/super-admin only (the descriptors' access: serve() skips them on the icon-user mount).
 */
export const superAdminReferenceRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  for (const kind of SUPER_ADMIN_REFERENCE_KINDS) {
    const E = superAdminReferenceEndpoints(kind);
    const M = superAdminReferenceMessages(kind);
    serve(app, family, E.list, async (req) => ok(await items.listItems(ctxOf(req), kind)));
    serve(app, family, E.add, async (req) => ok(await items.addItem(ctxOf(req), kind, req.body), M.added));
    serve(app, family, E.rename, async (req) =>
      ok(await items.renameItem(ctxOf(req), kind, req.params.id, req.body), M.updated),
    );
    serve(app, family, E.delete, async (req) => {
      await items.deleteItem(ctxOf(req), kind, req.params.id);
      return ok(null, M.deleted);
    });
  }
};

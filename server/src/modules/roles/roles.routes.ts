import { ROLE_MESSAGES, ROLES_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as roles from './roles.service.ts';

/** Registered once per staff family; only the guard differs. */
export const rolesRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = ROLES_API;
  serve(app, family, E.list, async (req) => ok(await roles.listRoles(ctxOf(req), req.query, req.body)));
  serve(app, family, E.all, async (req) => ok(await roles.allRoles(ctxOf(req))));
  serve(app, family, E.get, async (req) => ok(await roles.getRole(ctxOf(req), req.params.id)));
  serve(app, family, E.create, async (req) => ok(await roles.createRole(ctxOf(req), req.body), ROLE_MESSAGES.created));
  serve(app, family, E.update, async (req) =>
    ok(await roles.updateRole(ctxOf(req), req.params.id, req.body), ROLE_MESSAGES.updated),
  );
  serve(app, family, E.delete, async (req) => {
    await roles.deleteRole(ctxOf(req), req.params.id);
    return ok(null, ROLE_MESSAGES.deleted);
  });
};

import { PERMISSION_GROUPS, PERMISSIONS_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import { getRole } from '../roles/index.ts';

export const permissionsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = PERMISSIONS_API;
  serve(app, family, E.catalogue, async () => ok(PERMISSION_GROUPS));
  serve(app, family, E.role, async (req) =>
    ok((await getRole(ctxOf(req), req.params.id)).permissions.map((p) => p.value)),
  );
};

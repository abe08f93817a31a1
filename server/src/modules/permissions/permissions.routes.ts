import { idParamSchema, okSchema, PERMISSION_GROUPS } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import { getRole } from '../roles/index.ts';

const tags = ['permissions'];
const groupSchema = z.object({
  module: z.string(),
  label: z.string(),
  permissions: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const permissionsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  app.get(
    '/permissions',
    {
      config: staff(family, 'view-roles'),
      schema: {
        tags,
        summary: 'The permission catalogue, grouped by module',
        response: { 200: okSchema(z.array(groupSchema)) },
      },
    },
    async () => ok(PERMISSION_GROUPS),
  );

  app.get(
    '/permissions/role/:id',
    {
      config: staff(family, 'view-roles'),
      schema: {
        tags,
        summary: 'The permission values a role holds',
        params: idParamSchema,
        response: { 200: okSchema(z.array(z.string())) },
      },
    },
    async (req) => ok((await getRole(ctxOf(req), req.params.id)).permissions.map((p) => p.value)),
  );
};

import {
  idParamSchema,
  okSchema,
  ROLE_MESSAGES,
  roleInputSchema,
  roleListBodySchema,
  roleSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import { getRoute, listRoute } from '../../platform/route-blocks.ts';
import * as roles from './roles.service.ts';

const tags = ['roles'];

/** Registered once per staff family; only the guard differs. */
export const rolesRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  listRoute(app, {
    path: '/roles/all',
    config: staff(family, 'view-roles'),
    tags,
    summary: 'List roles (page, pageSize; sortBy, sortDirection 1 desc / -1 asc, search)',
    body: roleListBodySchema,
    item: roleSchema,
    list: roles.listRoles,
  });

  app.get(
    '/roles',
    {
      config: staff(family, 'view-roles'),
      schema: { tags, summary: 'All roles', response: { 200: okSchema(z.array(roleSchema)) } },
    },
    async (req) => ok(await roles.allRoles(ctxOf(req))),
  );

  getRoute(app, {
    path: '/roles/:id',
    config: staff(family, 'view-roles'),
    tags,
    summary: 'One role',
    item: roleSchema,
    get: roles.getRole,
  });

  app.post(
    '/roles',
    {
      config: staff(family, 'add-roles'),
      schema: { tags, summary: 'Create a role', body: roleInputSchema, response: { 201: okSchema(roleSchema) } },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await roles.createRole(ctxOf(req), req.body), ROLE_MESSAGES.created)),
  );

  app.put(
    '/roles/:id',
    {
      config: staff(family, 'edit-roles'),
      schema: {
        tags,
        summary: 'Update a role',
        params: idParamSchema,
        body: roleInputSchema,
        response: { 200: okSchema(roleSchema) },
      },
    },
    async (req) => ok(await roles.updateRole(ctxOf(req), req.params.id, req.body), ROLE_MESSAGES.updated),
  );

  app.delete(
    '/roles/:id',
    {
      config: staff(family, 'delete-roles'),
      schema: {
        tags,
        summary: 'Delete a role no user holds',
        params: idParamSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (req) => {
      await roles.deleteRole(ctxOf(req), req.params.id);
      return ok(null, ROLE_MESSAGES.deleted);
    },
  );
};

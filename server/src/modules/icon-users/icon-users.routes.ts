import {
  ICON_USER_MESSAGES,
  iconUserCreateSchema,
  iconUserListBodySchema,
  iconUserSchema,
  iconUserUpdateSchema,
  idParamSchema,
  okSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import { getRoute, listRoute } from '../../platform/route-blocks.ts';
import * as iconUsers from './icon-users.service.ts';

const tags = ['icon-users'];

export const iconUsersRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  listRoute(app, {
    path: '/icon-users/all',
    config: staff(family, 'view-icon-users'),
    tags,
    summary: 'List staff users (search, filters status and roleId, sort, pages)',
    body: iconUserListBodySchema,
    item: iconUserSchema,
    list: iconUsers.listIconUsers,
  });

  getRoute(app, {
    path: '/icon-users/:id',
    config: staff(family, 'view-icon-users'),
    tags,
    summary: 'One staff user',
    item: iconUserSchema,
    get: iconUsers.getIconUser,
  });

  app.post(
    '/icon-users',
    {
      config: staff(family, 'add-icon-users'),
      schema: {
        tags,
        summary: 'Create a staff user and e-mail an invitation',
        body: iconUserCreateSchema,
        response: { 201: okSchema(iconUserSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await iconUsers.createIconUser(ctxOf(req), req.body), ICON_USER_MESSAGES.created)),
  );

  app.put(
    '/icon-users/:id',
    {
      config: staff(family, 'edit-icon-users'),
      schema: {
        tags,
        summary: 'Edit name, role and status (deactivation revokes sessions)',
        params: idParamSchema,
        body: iconUserUpdateSchema,
        response: { 200: okSchema(iconUserSchema) },
      },
    },
    async (req) => ok(await iconUsers.updateIconUser(ctxOf(req), req.params.id, req.body), ICON_USER_MESSAGES.updated),
  );
};

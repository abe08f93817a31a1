import {
  ICON_USER_MESSAGES,
  iconUserCreateSchema,
  iconUserListBodySchema,
  iconUserSchema,
  iconUserUpdateSchema,
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  okSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import * as iconUsers from './icon-users.service.ts';

const tags = ['icon-users'];

export const iconUsersRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  app.post(
    '/icon-users/all',
    {
      config: staff(family, 'view-icon-users'),
      schema: {
        tags,
        summary: 'List staff users (search, filters status and roleId, sort, pages)',
        querystring: listQuerySchema,
        body: iconUserListBodySchema,
        response: { 200: okSchema(listPageSchema(iconUserSchema)) },
      },
    },
    async (req) => ok(await iconUsers.listIconUsers(ctxOf(req), req.query, req.body)),
  );

  app.get(
    '/icon-users/:id',
    {
      config: staff(family, 'view-icon-users'),
      schema: { tags, summary: 'One staff user', params: idParamSchema, response: { 200: okSchema(iconUserSchema) } },
    },
    async (req) => ok(await iconUsers.getIconUser(ctxOf(req), req.params.id)),
  );

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

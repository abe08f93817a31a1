import { ICON_USER_MESSAGES, ICON_USERS_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as iconUsers from './icon-users.service.ts';

export const iconUsersRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = ICON_USERS_API;
  serve(app, family, E.list, async (req) => ok(await iconUsers.listIconUsers(ctxOf(req), req.query, req.body)));
  serve(app, family, E.get, async (req) => ok(await iconUsers.getIconUser(ctxOf(req), req.params.id)));
  serve(app, family, E.create, async (req) =>
    ok(await iconUsers.createIconUser(ctxOf(req), req.body), ICON_USER_MESSAGES.created),
  );
  serve(app, family, E.update, async (req) =>
    ok(await iconUsers.updateIconUser(ctxOf(req), req.params.id, req.body), ICON_USER_MESSAGES.updated),
  );
};

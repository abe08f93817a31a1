import { ICON_USER_MESSAGES, ICON_USERS_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import * as iconUsers from './icon-users.service.ts';

export const iconUsersRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = ICON_USERS_API;
  serveRecords(app, family, {
    list: [E.list, iconUsers.listIconUsers],
    get: [E.get, iconUsers.getIconUser],
    create: [E.create, iconUsers.createIconUser, ICON_USER_MESSAGES.created],
    update: [E.update, iconUsers.updateIconUser, ICON_USER_MESSAGES.updated],
  });
};

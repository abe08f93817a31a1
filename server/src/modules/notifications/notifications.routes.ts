import {
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  NOTIFICATION_MESSAGES,
  notificationListBodySchema,
  notificationSchema,
  notificationSettingsSchema,
  okSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHENTICATED } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import * as notifications from './notifications.service.ts';

const tags = ['notifications'];

/** The signed-in user's own notifications; every role has them. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/notifications/all',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: 'My notifications, newest first',
        querystring: listQuerySchema,
        body: notificationListBodySchema,
        response: { 200: okSchema(listPageSchema(notificationSchema).extend({ unread: z.number().int() })) },
      },
    },
    async (req) => ok(await notifications.listNotifications(ctxOf(req), req.query, req.body.filters.unread === true)),
  );

  app.get(
    '/notifications/unread-count',
    {
      config: AUTHENTICATED,
      schema: { tags, summary: 'How many are unread', response: { 200: okSchema(z.object({ count: z.number() })) } },
    },
    async (req) => ok({ count: await notifications.unreadCount(ctxOf(req)) }),
  );

  app.put(
    '/notifications/:id/read',
    {
      config: AUTHENTICATED,
      schema: { tags, summary: 'Mark one read', params: idParamSchema, response: { 200: okSchema(z.null()) } },
    },
    async (req) => {
      await notifications.markRead(ctxOf(req), req.params.id);
      return ok(null, NOTIFICATION_MESSAGES.markedRead);
    },
  );

  app.put(
    '/notifications/read-all',
    { config: AUTHENTICATED, schema: { tags, summary: 'Mark all read', response: { 200: okSchema(z.null()) } } },
    async (req) => {
      await notifications.markAllRead(ctxOf(req));
      return ok(null, NOTIFICATION_MESSAGES.allRead);
    },
  );

  app.get(
    '/notifications/settings',
    {
      config: AUTHENTICATED,
      schema: { tags, summary: 'My notification settings', response: { 200: okSchema(notificationSettingsSchema) } },
    },
    async (req) => ok(await notifications.getSettings(ctxOf(req))),
  );

  app.put(
    '/notifications/settings',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: 'Turn e-mail copies of my notifications on or off',
        body: notificationSettingsSchema,
        response: { 200: okSchema(notificationSettingsSchema) },
      },
    },
    async (req) => ok(await notifications.saveSettings(ctxOf(req), req.body), NOTIFICATION_MESSAGES.settingsSaved),
  );
};

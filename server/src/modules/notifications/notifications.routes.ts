import { NOTIFICATION_API, NOTIFICATION_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as notifications from './notifications.service.ts';

const E = NOTIFICATION_API;

/** The signed-in user's own notifications; every role has them. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, 'api', E.list, async (req) =>
    ok(await notifications.listNotifications(ctxOf(req), req.query, req.body.filters.unread === true)),
  );
  serve(app, 'api', E.unreadCount, async (req) => ok({ count: await notifications.unreadCount(ctxOf(req)) }));
  serve(app, 'api', E.markRead, async (req) => {
    await notifications.markRead(ctxOf(req), req.params.id);
    return ok(null, NOTIFICATION_MESSAGES.markedRead);
  });
  serve(app, 'api', E.markAllRead, async (req) => {
    await notifications.markAllRead(ctxOf(req));
    return ok(null, NOTIFICATION_MESSAGES.allRead);
  });
  serve(app, 'api', E.settings, async (req) => ok(await notifications.getSettings(ctxOf(req))));
  serve(app, 'api', E.saveSettings, async (req) =>
    ok(await notifications.saveSettings(ctxOf(req), req.body), NOTIFICATION_MESSAGES.settingsSaved),
  );
};

import { WEBHOOK_API, WEBHOOK_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as hooks from './webhooks.service.ts';

export const webhooksRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = WEBHOOK_API;
  serve(app, family, E.list, async (req) => ok(await hooks.listWebhooks(ctxOf(req), req.query, req.body)));
  serve(app, family, E.get, async (req) => ok(await hooks.getWebhook(ctxOf(req), req.params.id)));
  serve(app, family, E.create, async (req) =>
    ok(await hooks.createWebhook(ctxOf(req), req.body), WEBHOOK_MESSAGES.created),
  );
  serve(app, family, E.update, async (req) =>
    ok(await hooks.updateWebhook(ctxOf(req), req.params.id, req.body), WEBHOOK_MESSAGES.updated),
  );
  serve(app, family, E.pause, async (req) =>
    ok(await hooks.pauseWebhook(ctxOf(req), req.params.id), WEBHOOK_MESSAGES.paused),
  );
  serve(app, family, E.resume, async (req) =>
    ok(await hooks.resumeWebhook(ctxOf(req), req.params.id), WEBHOOK_MESSAGES.resumed),
  );
  serve(app, family, E.rotateSecret, async (req) =>
    ok(await hooks.rotateWebhookSecret(ctxOf(req), req.params.id), WEBHOOK_MESSAGES.secretRotated),
  );
  serve(app, family, E.deliveries, async (req) =>
    ok(await hooks.listDeliveries(ctxOf(req), req.params.id, req.query, req.body)),
  );
  serve(app, family, E.resend, async (req) =>
    ok(await hooks.resendDelivery(ctxOf(req), req.params.id, req.params.deliveryId), WEBHOOK_MESSAGES.resent),
  );
  serve(app, family, E.test, async (req) =>
    ok(await hooks.sendTestEvent(ctxOf(req), req.params.id), WEBHOOK_MESSAGES.testQueued),
  );
};

import { API_KEY_API, API_KEY_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as keys from './api-keys.service.ts';

export const apiKeysRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = API_KEY_API;
  serve(app, family, E.list, async (req) => ok(await keys.listApiKeys(ctxOf(req), req.query, req.body)));
  serve(app, family, E.create, async (req) =>
    ok(await keys.createApiKey(ctxOf(req), req.body), API_KEY_MESSAGES.created),
  );
  serve(app, family, E.revoke, async (req) =>
    ok(await keys.revokeApiKey(ctxOf(req), req.params.id), API_KEY_MESSAGES.revoked),
  );
};

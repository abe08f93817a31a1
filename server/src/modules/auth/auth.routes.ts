import {
  LOGIN_MESSAGES,
  loginBodySchema,
  loginDataSchema,
  okSchema,
  sessionDataSchema,
  updatePasswordBodySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHENTICATED, PUBLIC } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import * as auth from './auth.service.ts';

const tags = ['auth'];
const empty = okSchema(z.null());

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: {
        ...PUBLIC,
        // Per address and client, so one attacker cannot lock a user out from everywhere.
        rateLimit: {
          max: app.config.LOGIN_RATE_LIMIT,
          timeWindow: '1 minute',
          keyGenerator: (req) => `${req.ip}|${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
          errorResponseBuilder: () => ({ statusCode: 429, message: LOGIN_MESSAGES.tooMany }),
        },
      },
      schema: { tags, summary: 'Sign in', body: loginBodySchema, response: { 200: okSchema(loginDataSchema) } },
    },
    async (req) => ok(await auth.login(ctxOf(req), req.body), LOGIN_MESSAGES.success),
  );

  app.post(
    '/logout',
    { config: AUTHENTICATED, schema: { tags, summary: 'Sign out: revokes this token', response: { 200: empty } } },
    async (req) => {
      await auth.logout(ctxOf(req));
      return ok(null, LOGIN_MESSAGES.logout);
    },
  );

  app.get(
    '/me',
    {
      config: AUTHENTICATED,
      schema: { tags, summary: 'The signed-in user', response: { 200: okSchema(sessionDataSchema) } },
    },
    async (req) => ok(await auth.me(ctxOf(req))),
  );

  app.put(
    '/update-password',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: "Change one's password; revokes the user's other sessions",
        body: updatePasswordBodySchema,
        response: { 200: empty },
      },
    },
    async (req) => {
      await auth.updatePassword(ctxOf(req), req.body);
      return ok(null, LOGIN_MESSAGES.passwordUpdated);
    },
  );
};

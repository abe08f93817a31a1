import { ACCOUNT_MESSAGES, ACCOUNTS_API, failureSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf, ctxOfServer } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as accounts from './accounts.service.ts';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const E = ACCOUNTS_API;
  /** Limits e-mails sent to one address from one client, so the portal cannot be used to flood an inbox. */
  const mailLimit = {
    config: {
      rateLimit: {
        max: app.config.MAIL_RATE_LIMIT,
        timeWindow: '15 minutes',
        keyGenerator: (req: FastifyRequest) =>
          `${req.routeOptions.url}|${req.ip}|${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
        errorResponseBuilder: () => ({ statusCode: 429, message: ACCOUNT_MESSAGES.tooManyResends }),
      },
    },
  };

  serve(
    app,
    'api',
    E.signup,
    async (req) => {
      await accounts.signup(ctxOf(req), req.body);
      return ok(null, ACCOUNT_MESSAGES.signedUp);
    },
    mailLimit,
  );
  // 409: a new address another account took meanwhile.
  serve(app, 'api', E.verify, async (req) => ok(null, await accounts.verify(ctxOf(req), req.body)), {
    failures: { 409: failureSchema },
  });
  serve(
    app,
    'api',
    E.resend,
    async (req) => {
      await accounts.resend(ctxOf(req), req.body.email);
      return ok(null, ACCOUNT_MESSAGES.resent);
    },
    mailLimit,
  );
  serve(
    app,
    'api',
    E.forgotPassword,
    async (req) => {
      await accounts.forgotPassword(ctxOf(req), req.body.email);
      return ok(null, ACCOUNT_MESSAGES.recoverSent);
    },
    mailLimit,
  );
  serve(app, 'api', E.invitation, async (req) => ok(await accounts.invitation(ctxOf(req), req.body.token)));
  serve(app, 'api', E.resetPassword, async (req) => ok(null, await accounts.resetPassword(ctxOf(req), req.body)));
  serve(app, 'api', E.decryptEmail, async (req) =>
    ok({ email: accounts.decryptEmail(ctxOf(req), req.body.encryptedString) }),
  );
  serve(
    app,
    'api',
    E.updateEmail,
    async (req) => {
      await accounts.updateEmail(ctxOf(req), req.body.email);
      return ok(null, ACCOUNT_MESSAGES.emailChangeSent);
    },
    mailLimit,
  );
};

/** The password-reset requests queued by forgot-password. */
export async function registerAccountJobs(app: FastifyInstance) {
  await app.jobs.work<{ email: string }>(accounts.PASSWORD_RESET_QUEUE, ({ email }) =>
    accounts.sendPasswordReset(ctxOfServer(app), email),
  );
}

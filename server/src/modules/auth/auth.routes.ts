import { AUTH_API, failureSchema, isMfaStep, LOGIN_MESSAGES, MFA_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as auth from './auth.service.ts';
import * as mfa from './mfa.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const E = AUTH_API;
  const tooMany = () => ({ statusCode: 429, message: LOGIN_MESSAGES.tooMany });

  serve(
    app,
    'api',
    E.login,
    async (req) => {
      const answer = await auth.login(ctxOf(req), req.body);
      if (isMfaStep(answer)) {
        return ok(answer, answer.mfa === 'enrol' ? MFA_MESSAGES.enrolStep : MFA_MESSAGES.verifyStep);
      }
      return ok(answer, LOGIN_MESSAGES.success);
    },
    {
      config: {
        // Per address and client, so one attacker cannot lock a user out from everywhere.
        rateLimit: {
          max: app.config.LOGIN_RATE_LIMIT,
          timeWindow: '1 minute',
          keyGenerator: (req) => `${req.ip}|${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
          errorResponseBuilder: tooMany,
        },
      },
      // Wrong password (INVALID_CREDENTIALS); a refused account (EMAIL_NOT_VERIFIED, ACCOUNT_INACTIVE, ...).
      failures: { 401: failureSchema, 403: failureSchema },
    },
  );

  serve(app, 'api', E.loginMfa, async (req) => ok(await auth.loginMfa(ctxOf(req), req.body), LOGIN_MESSAGES.success), {
    config: { rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute', errorResponseBuilder: tooMany } },
    // The sign-in ended (MFA_CHALLENGE_INVALID); a refused account.
    failures: { 401: failureSchema, 403: failureSchema },
  });

  serve(app, 'api', E.mfaStatus, async (req) => ok(await mfa.status(ctxOf(req))));
  serve(app, 'api', E.mfaEnrol, async (req) => ok(await mfa.startEnrolment(ctxOf(req))));
  serve(app, 'api', E.mfaConfirm, async (req) =>
    ok({ recoveryCodes: await mfa.confirmEnrolment(ctxOf(req), req.body.code) }, MFA_MESSAGES.enabled),
  );
  serve(app, 'api', E.mfaDisable, async (req) => {
    await mfa.disableMfa(ctxOf(req), req.body.code);
    return ok(null, MFA_MESSAGES.disabled);
  });

  serve(app, 'api', E.logout, async (req) => {
    await auth.logout(ctxOf(req));
    return ok(null, LOGIN_MESSAGES.logout);
  });
  serve(app, 'api', E.me, async (req) => ok(await auth.me(ctxOf(req))));
  serve(app, 'api', E.updatePassword, async (req) => {
    await auth.updatePassword(ctxOf(req), req.body);
    return ok(null, LOGIN_MESSAGES.passwordUpdated);
  });
};

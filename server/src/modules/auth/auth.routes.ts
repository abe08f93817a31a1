import {
  failureSchema,
  isMfaStep,
  LOGIN_MESSAGES,
  loginAnswerSchema,
  loginBodySchema,
  loginMfaBodySchema,
  MFA_MESSAGES,
  mfaConfirmBodySchema,
  mfaEnrolmentSchema,
  mfaLoginDataSchema,
  mfaStatusSchema,
  okSchema,
  recoveryCodesSchema,
  sessionDataSchema,
  updatePasswordBodySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHENTICATED, PUBLIC } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import * as auth from './auth.service.ts';
import * as mfa from './mfa.service.ts';

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
      schema: {
        tags,
        summary: 'Sign in: the session, or for staff with two-step sign-in the second step (verify or enrol)',
        body: loginBodySchema,
        // Wrong password (INVALID_CREDENTIALS); a refused account (EMAIL_NOT_VERIFIED, ACCOUNT_INACTIVE, ...).
        response: { 200: okSchema(loginAnswerSchema), 401: failureSchema, 403: failureSchema },
      },
    },
    async (req) => {
      const answer = await auth.login(ctxOf(req), req.body);
      if (isMfaStep(answer)) {
        return ok(answer, answer.mfa === 'enrol' ? MFA_MESSAGES.enrolStep : MFA_MESSAGES.verifyStep);
      }
      return ok(answer, LOGIN_MESSAGES.success);
    },
  );

  app.post(
    '/login/mfa',
    {
      config: {
        ...PUBLIC,
        rateLimit: {
          max: app.config.LOGIN_RATE_LIMIT,
          timeWindow: '1 minute',
          errorResponseBuilder: () => ({ statusCode: 429, message: LOGIN_MESSAGES.tooMany }),
        },
      },
      schema: {
        tags,
        summary: 'Sign in, second step: a code from the authenticator app or a recovery code',
        body: loginMfaBodySchema,
        // The sign-in ended (MFA_CHALLENGE_INVALID); a refused account.
        response: { 200: okSchema(mfaLoginDataSchema), 401: failureSchema, 403: failureSchema },
      },
    },
    async (req) => ok(await auth.loginMfa(ctxOf(req), req.body), LOGIN_MESSAGES.success),
  );

  app.get(
    '/mfa',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: 'Two-step sign-in: on or off, required or not',
        response: { 200: okSchema(mfaStatusSchema) },
      },
    },
    async (req) => ok(await mfa.status(ctxOf(req))),
  );

  app.post(
    '/mfa/enrol',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: 'Two-step sign-in set-up: a new secret and its QR code',
        response: { 200: okSchema(mfaEnrolmentSchema) },
      },
    },
    async (req) => ok(await mfa.startEnrolment(ctxOf(req))),
  );

  app.post(
    '/mfa/confirm',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: 'Two-step sign-in set-up: the first code turns it on; answers the recovery codes once',
        body: mfaConfirmBodySchema,
        response: { 200: okSchema(recoveryCodesSchema) },
      },
    },
    async (req) => ok({ recoveryCodes: await mfa.confirmEnrolment(ctxOf(req), req.body.code) }, MFA_MESSAGES.enabled),
  );

  app.post(
    '/mfa/disable',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: 'Turns two-step sign-in off (not when required)',
        body: mfaConfirmBodySchema,
        response: { 200: empty },
      },
    },
    async (req) => {
      await mfa.disableMfa(ctxOf(req), req.body.code);
      return ok(null, MFA_MESSAGES.disabled);
    },
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

import {
  ACCOUNT_MESSAGES,
  decryptEmailBodySchema,
  emailBodySchema,
  failureSchema,
  okSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  verifyBodySchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHENTICATED, PUBLIC } from '../../platform/access.ts';
import { ctxOf, ctxOfServer } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import * as accounts from './accounts.service.ts';

const tags = ['accounts'];
const empty = okSchema(z.null());

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Limits e-mails sent to one address from one client, so the portal cannot be used to flood an inbox. */
  const mailLimit = {
    max: app.config.MAIL_RATE_LIMIT,
    timeWindow: '15 minutes',
    keyGenerator: (req: FastifyRequest) =>
      `${req.routeOptions.url}|${req.ip}|${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
    errorResponseBuilder: () => ({ statusCode: 429, message: ACCOUNT_MESSAGES.tooManyResends }),
  };

  app.post(
    '/signup',
    {
      config: { ...PUBLIC, rateLimit: mailLimit },
      schema: {
        tags,
        summary: 'Provider sign-up with agreement signature',
        body: signupBodySchema,
        response: { 201: empty },
      },
    },
    async (req, reply) => {
      await accounts.signup(ctxOf(req), req.body);
      return reply.status(201).send(ok(null, ACCOUNT_MESSAGES.signedUp));
    },
  );

  app.post(
    '/verify',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Open an e-mailed verification link',
        body: verifyBodySchema,
        // A new address another account took meanwhile.
        response: { 200: empty, 409: failureSchema },
      },
    },
    async (req) => ok(null, await accounts.verify(ctxOf(req), req.body)),
  );

  app.post(
    '/resend',
    {
      config: { ...PUBLIC, rateLimit: mailLimit },
      schema: { tags, summary: 'Send the verification e-mail again', body: emailBodySchema, response: { 200: empty } },
    },
    async (req) => {
      await accounts.resend(ctxOf(req), req.body.email);
      return ok(null, ACCOUNT_MESSAGES.resent);
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { ...PUBLIC, rateLimit: mailLimit },
      schema: { tags, summary: 'E-mail a password reset link', body: emailBodySchema, response: { 200: empty } },
    },
    async (req) => {
      await accounts.forgotPassword(ctxOf(req), req.body.email);
      return ok(null, ACCOUNT_MESSAGES.recoverSent);
    },
  );

  app.post(
    '/reset-password',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Set a new password from a reset or invitation link',
        body: resetPasswordBodySchema,
        response: { 200: empty },
      },
    },
    async (req) => ok(null, await accounts.resetPassword(ctxOf(req), req.body)),
  );

  app.post(
    '/decrypt-email',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The address a verification link carries',
        body: decryptEmailBodySchema,
        response: { 200: okSchema(z.object({ email: z.string() })) },
      },
    },
    async (req) => ok({ email: accounts.decryptEmail(ctxOf(req), req.body.encryptedString) }),
  );

  app.post(
    '/update-email',
    {
      config: { ...AUTHENTICATED, rateLimit: mailLimit },
      schema: {
        tags,
        summary: 'Change my e-mail once the new address is verified',
        body: emailBodySchema,
        response: { 200: empty },
      },
    },
    async (req) => {
      await accounts.updateEmail(ctxOf(req), req.body.email);
      return ok(null, ACCOUNT_MESSAGES.emailChangeSent);
    },
  );
};

/** The password-reset requests queued by forgot-password. */
export async function registerAccountJobs(app: FastifyInstance) {
  await app.jobs.work<{ email: string }>(accounts.PASSWORD_RESET_QUEUE, ({ email }) =>
    accounts.sendPasswordReset(ctxOfServer(app), email),
  );
}

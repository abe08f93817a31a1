import {
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  okSchema,
  PROFILE_MESSAGES,
  PROFILE_PARTS,
  PROVIDER_EDITABLE_PARTS,
  type ProfilePart,
  profileHistoryEntrySchema,
  providerInviteSchema,
  providerProfileSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROVIDER, type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf, userOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import { readUpload } from '../../platform/uploads.ts';
import * as profiles from './provider-profile.service.ts';

const tags = ['provider-profile'];
const one = { 200: okSchema(providerProfileSchema) };
const PARTS = Object.keys(PROFILE_PARTS) as ProfilePart[];

const avatarSchema = {
  tags,
  summary: 'Upload a profile picture (multipart field "file")',
  consumes: ['multipart/form-data'],
  response: one,
};

/** Staff side: any provider's profile, by id. */
export const providerProfileRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  app.post(
    '/providers',
    {
      config: staff(family, 'add-providers'),
      schema: {
        tags,
        summary: 'Invite a provider',
        body: providerInviteSchema,
        response: { 201: okSchema(providerProfileSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await profiles.inviteProvider(ctxOf(req), req.body), PROFILE_MESSAGES.invited)),
  );

  app.get(
    '/providers/:id',
    {
      config: staff(family, 'view-providers'),
      schema: { tags, summary: 'A provider profile', params: idParamSchema, response: one },
    },
    async (req) => ok(await profiles.getProfile(ctxOf(req), req.params.id)),
  );

  for (const part of PARTS) {
    app.put(
      `/providers/:id/${part}`,
      {
        config: staff(family, 'edit-providers'),
        schema: {
          tags,
          summary: `Save the ${part} part`,
          params: idParamSchema,
          body: PROFILE_PARTS[part],
          response: one,
        },
      },
      async (req) => {
        const { profile, message } = await profiles.savePart(
          ctxOf(req),
          req.params.id,
          part,
          req.body as Record<string, unknown>,
        );
        return ok(profile, message);
      },
    );
  }

  app.post(
    '/providers/:id/avatar',
    { config: staff(family, 'edit-providers'), schema: { ...avatarSchema, params: idParamSchema } },
    async (req) =>
      ok(await profiles.saveAvatar(ctxOf(req), req.params.id, await readUpload(req)), PROFILE_MESSAGES.avatarSaved),
  );

  app.post(
    '/providers/:id/archive',
    {
      config: staff(family, 'archive-providers'),
      schema: { tags, summary: 'Archive a provider', params: idParamSchema, response: one },
    },
    async (req) => ok(await profiles.setArchived(ctxOf(req), req.params.id, true), PROFILE_MESSAGES.archived),
  );

  app.post(
    '/providers/:id/reinstate',
    {
      config: staff(family, 'archive-providers'),
      schema: { tags, summary: 'Reinstate a provider', params: idParamSchema, response: one },
    },
    async (req) => ok(await profiles.setArchived(ctxOf(req), req.params.id, false), PROFILE_MESSAGES.reinstated),
  );

  app.get(
    '/providers/:id/history',
    {
      config: staff(family, 'view-profile-history'),
      schema: {
        tags,
        summary: 'Profile history from the audit trail, newest first',
        params: idParamSchema,
        querystring: listQuerySchema,
        response: { 200: okSchema(listPageSchema(profileHistoryEntrySchema)) },
      },
    },
    async (req) => ok(await profiles.history(ctxOf(req), req.params.id, req.query)),
  );
};

/** Provider side: only the signed-in provider's own profile; no id from the client is trusted. */
export const ownProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profile', { config: PROVIDER, schema: { tags, summary: 'My profile', response: one } }, async (req) => {
    const ctx = ctxOf(req);
    return ok(await profiles.getProfile(ctx, userOf(ctx).id));
  });

  app.get(
    '/profile/:id',
    {
      config: PROVIDER,
      schema: { tags, summary: 'My profile by id (any other id is 404)', params: idParamSchema, response: one },
    },
    async (req) => ok(await profiles.getProfile(ctxOf(req), req.params.id)),
  );

  app.post('/profile/avatar', { config: PROVIDER, schema: avatarSchema }, async (req) => {
    const ctx = ctxOf(req);
    return ok(await profiles.saveAvatar(ctx, userOf(ctx).id, await readUpload(req)), PROFILE_MESSAGES.avatarSaved);
  });

  for (const part of PROVIDER_EDITABLE_PARTS) {
    app.put(
      `/profile/${part}`,
      { config: PROVIDER, schema: { tags, summary: `Save my ${part}`, body: PROFILE_PARTS[part], response: one } },
      async (req) => {
        const ctx = ctxOf(req);
        const { profile, message } = await profiles.savePart(
          ctx,
          userOf(ctx).id,
          part,
          req.body as Record<string, unknown>,
        );
        return ok(profile, message);
      },
    );
  }
};

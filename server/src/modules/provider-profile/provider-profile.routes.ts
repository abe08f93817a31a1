import {
  PROFILE_MESSAGES,
  PROFILE_PARTS,
  PROVIDER_EDITABLE_PARTS,
  PROVIDER_PROFILE_API,
  type ProfilePart,
  profilePartEndpoints,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf, userOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import { readUpload } from '../../platform/uploads.ts';
import * as profiles from './provider-profile.service.ts';

const E = PROVIDER_PROFILE_API;
const PARTS = Object.keys(PROFILE_PARTS) as ProfilePart[];

/** Staff side: any provider's profile, by id. */
export const providerProfileRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  serve(app, family, E.invite, async (req) =>
    ok(await profiles.inviteProvider(ctxOf(req), req.body), PROFILE_MESSAGES.invited),
  );
  serve(app, family, E.get, async (req) => ok(await profiles.getProfile(ctxOf(req), req.params.id)));

  for (const part of PARTS) {
    serve(app, family, profilePartEndpoints(part).save, async (req) => {
      const { profile, message } = await profiles.savePart(
        ctxOf(req),
        req.params.id,
        part,
        req.body as Record<string, unknown>,
      );
      return ok(profile, message);
    });
  }

  serve(app, family, E.avatar, async (req) =>
    ok(await profiles.saveAvatar(ctxOf(req), req.params.id, await readUpload(req)), PROFILE_MESSAGES.avatarSaved),
  );
  serve(app, family, E.archive, async (req) =>
    ok(await profiles.setArchived(ctxOf(req), req.params.id, true), PROFILE_MESSAGES.archived),
  );
  serve(app, family, E.reinstate, async (req) =>
    ok(await profiles.setArchived(ctxOf(req), req.params.id, false), PROFILE_MESSAGES.reinstated),
  );
  serve(app, family, E.history, async (req) => ok(await profiles.history(ctxOf(req), req.params.id, req.query)));
};

/** Provider side: only the signed-in provider's own profile; no id from the client is trusted. */
export const ownProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, 'provider', E.own, async (req) => {
    const ctx = ctxOf(req);
    return ok(await profiles.getProfile(ctx, userOf(ctx).id));
  });
  serve(app, 'provider', E.ownById, async (req) => ok(await profiles.getProfile(ctxOf(req), req.params.id)));
  serve(app, 'provider', E.ownAvatar, async (req) => {
    const ctx = ctxOf(req);
    return ok(await profiles.saveAvatar(ctx, userOf(ctx).id, await readUpload(req)), PROFILE_MESSAGES.avatarSaved);
  });

  for (const part of PROVIDER_EDITABLE_PARTS) {
    serve(app, 'provider', profilePartEndpoints(part).saveOwn, async (req) => {
      const ctx = ctxOf(req);
      const { profile, message } = await profiles.savePart(
        ctx,
        userOf(ctx).id,
        part,
        req.body as Record<string, unknown>,
      );
      return ok(profile, message);
    });
  }
};

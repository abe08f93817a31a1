import { failureSchema, GUEST_API, SHARE_MESSAGES, SHARING_API } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { type EndpointHandler, type Mount, serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import { sendFile } from '../../platform/send-file.ts';
import * as guest from './guests/guests.service.ts';
import type { GuestPrincipal } from './guests/guests.ts';
import * as verify from './guests/verify.service.ts';
import * as sharing from './shares/shares.service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
type PeopleEndpoint = typeof SHARING_API.providerPeopleWithAccess | typeof SHARING_API.facilityPeopleWithAccess;

/** people-with-access for one owner kind (staff: the kind's view permission; providers: their own). */
function servePeople(app: App, mount: Mount, e: PeopleEndpoint, kind: 'provider' | 'facility') {
  const handler: EndpointHandler<PeopleEndpoint> = async (req) =>
    ok(
      await sharing.peopleWithAccess(ctxOf(req), kind, req.params.id, {
        generalDocument: req.query.generalDocument === 'true',
        ownerId: req.query.ownerId,
      }),
    );
  serve(app, mount, e, handler);
}

/** Staff: share, share-all, people-with-access and revoke. Guests open provider documents only. */
export const staffSharingRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = SHARING_API;
  serve(app, family, E.share, async (req) => {
    const made = await sharing.share(ctxOf(req), 'provider', req.body);
    return ok(made, SHARE_MESSAGES.shared(made.length));
  });
  serve(app, family, E.shareAll, async (req) => {
    const made = await sharing.shareAll(ctxOf(req), 'provider', req.body);
    return ok(made, SHARE_MESSAGES.shared(made.length));
  });
  serve(app, family, E.revoke, async (req) => {
    await sharing.revoke(ctxOf(req), 'provider', req.params.id);
    return ok(null, SHARE_MESSAGES.revoked);
  });
  servePeople(app, family, E.providerPeopleWithAccess, 'provider');
  servePeople(app, family, E.facilityPeopleWithAccess, 'facility');
  serveAccesses(app, family);
};

/** A share's access history, paged (staff; a provider for shares of their own documents). */
function serveAccesses(app: App, mount: Mount) {
  serve(app, mount, SHARING_API.accesses, async (req) =>
    ok(await sharing.accessHistory(ctxOf(req), req.params.id, req.query, req.body)),
  );
}

/** A provider sees who has access to their own documents. */
export const ownSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  servePeople(app, 'provider', SHARING_API.providerPeopleWithAccess, 'provider');
  serveAccesses(app, 'provider');
};

/** The guest the access guard found (findGuest, registered by app.ts). */
const guestOf = (req: FastifyRequest): GuestPrincipal => {
  if (!req.guest) throw new Error('guest route without a guest');
  return req.guest as GuestPrincipal;
};

/**
 * The guest's calls: proving the link (public, rate-limited) and the `guest-users/` family (a guest token only;
 * each answers within the share, anything else 404; expired or revoked: 401 SHARE_EXPIRED).
 */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const E = GUEST_API;
  /**
   * Per client address (and for the link step, per link): a link cannot be used to flood an inbox with codes, and
   * codes cannot be guessed at speed (each code also dies after 5 wrong tries).
   */
  const limit = (max: number, perLink: boolean) => ({
    max,
    timeWindow: '15 minutes',
    keyGenerator: (req: FastifyRequest) =>
      `${req.routeOptions.url}|${req.ip}${perLink ? `|${String((req.body as { token?: unknown })?.token ?? '').slice(0, 64)}` : ''}`,
    errorResponseBuilder: () => ({ statusCode: 429, message: SHARE_MESSAGES.tooMany }),
  });

  serve(
    app,
    'api',
    E.verifyAccess,
    async (req) => {
      const answer = await verify.verifyAccess(ctxOf(req), req.ip, req.body);
      return ok(answer, SHARE_MESSAGES.codeSent(answer.email));
    },
    {
      config: { rateLimit: limit(app.config.MAIL_RATE_LIMIT * 2, true) },
      // Unknown link, wrong address (UNAUTHENTICATED); expired or revoked (SHARE_EXPIRED).
      failures: { 401: failureSchema },
    },
  );

  serve(
    app,
    'api',
    E.verifyCode,
    async (req) => ok(await verify.verifyCode(ctxOf(req), req.ip, req.body), SHARE_MESSAGES.verified),
    {
      config: { rateLimit: limit(app.config.LOGIN_RATE_LIMIT * 3, false) },
      // The code is used up (SHARE_CHALLENGE_INVALID); the share expired (SHARE_EXPIRED).
      failures: { 401: failureSchema },
    },
  );

  serve(app, 'api', E.folders, async (req) => ok(await guest.openShare(ctxOf(req), guestOf(req), req.ip)));
  serve(app, 'api', E.subFolder, async (req) =>
    ok(await guest.openFolder(ctxOf(req), guestOf(req), req.ip, req.params.id)),
  );
  serve(app, 'api', E.documents, async (req) =>
    ok(await guest.listDocuments(ctxOf(req), guestOf(req), req.ip, req.params.id, req.query, req.body)),
  );
  serve(app, 'api', E.download, async (req, reply) => {
    const preview = req.query.preview === 'true';
    const file = await guest.documentFile(ctxOf(req), guestOf(req), req.ip, req.params.id, preview);
    return sendFile(reply, file, preview ? 'inline' : 'attachment', file.name);
  });

  const sendZip = (reply: FastifyReply, out: { zip: unknown; name: string }) =>
    reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${out.name}"`)
      .send(out.zip);

  serve(app, 'api', E.downloadFolders, async (req, reply) =>
    sendZip(reply, await guest.zipOf(ctxOf(req), guestOf(req), req.ip, { folderIds: req.body.folderIds })),
  );
  serve(app, 'api', E.downloadDocuments, async (req, reply) =>
    sendZip(reply, await guest.zipOf(ctxOf(req), guestOf(req), req.ip, { documentIds: req.body.documentIds })),
  );

  serve(app, 'api', E.schools, async (req) => ok(await guest.references.schools(ctxOf(req))));
  serve(app, 'api', E.insuranceProviders, async (req) => ok(await guest.references.insuranceProviders(ctxOf(req))));
  serve(app, 'api', E.facilities, async (req) => ok(await guest.references.facilities(ctxOf(req), guestOf(req))));
  serve(app, 'api', E.generalDocuments, async (req) =>
    ok(await guest.generalDocuments(ctxOf(req), guestOf(req), req.ip)),
  );
};

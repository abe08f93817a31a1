import {
  createdShareSchema,
  documentPermission,
  documentSchema,
  failureSchema,
  guestDocumentListBodySchema,
  guestDownloadDocumentsSchema,
  guestDownloadFoldersSchema,
  guestFolderSchema,
  guestGeneralDocumentSchema,
  guestSessionSchema,
  guestShareSchema,
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  OWNER_KINDS,
  type OwnerKind,
  okSchema,
  peopleWithAccessSchema,
  referenceItemSchema,
  SHARE_MESSAGES,
  shareAllBodySchema,
  shareBodySchema,
  verifyAccessAnswerSchema,
  verifyAccessBodySchema,
  verifyCodeBodySchema,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, GUEST, PROVIDER, PUBLIC, type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import type { GuestPrincipal } from '../../platform/guests.ts';
import { ok } from '../../platform/http.ts';
import * as guest from './guest.service.ts';
import * as sharing from './sharing.service.ts';

const tags = ['sharing'];
const guestTags = ['guest-users'];

const peopleQuery = z.object({
  generalDocument: z.enum(['true', 'false']).optional(),
  /** With generalDocument=true: whose general document (a type is shared by every owner). */
  ownerId: z.uuid().optional(),
});

/** people-with-access for one owner kind (staff: the kind's view permission; providers: their own). */
function peopleRoute(app: Parameters<FastifyPluginAsyncZod>[0], kind: OwnerKind, access: { access: Access }) {
  app.get(
    `/${kind}-documents/people-with-access/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: `Everyone who can see a ${kind} document or folder (generalDocument=true: a general document type of ownerId): staff by role, the owner, each guest share with its expiry, last access and reads`,
        params: idParamSchema,
        querystring: peopleQuery,
        response: { 200: okSchema(peopleWithAccessSchema) },
      },
    },
    async (req) =>
      ok(
        await sharing.peopleWithAccess(ctxOf(req), kind, req.params.id, {
          generalDocument: req.query.generalDocument === 'true',
          ownerId: req.query.ownerId,
        }),
      ),
  );
}

/** Staff: share, share-all, people-with-access and revoke. Guests open provider documents only. */
export const staffSharingRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const kind = 'provider' as const;
  const shareAccess = staff(family, documentPermission(kind, 'share'));
  app.post(
    `/${kind}-documents/share`,
    {
      config: shareAccess,
      schema: {
        tags,
        summary:
          'Share one document or folder with e-mail addresses (expiry 1-90 days, default 7; optional message): each address gets its own link by e-mail',
        body: shareBodySchema,
        response: { 201: okSchema(z.array(createdShareSchema)) },
      },
    },
    async (req, reply) => {
      const made = await sharing.share(ctxOf(req), kind, req.body);
      return reply.status(201).send(ok(made, SHARE_MESSAGES.shared(made.length)));
    },
  );
  app.post(
    `/${kind}-documents/share-all`,
    {
      config: shareAccess,
      schema: {
        tags,
        summary: "Share a provider's whole library, or only the chosen document types, with e-mail addresses",
        body: shareAllBodySchema,
        response: { 201: okSchema(z.array(createdShareSchema)) },
      },
    },
    async (req, reply) => {
      const made = await sharing.shareAll(ctxOf(req), kind, req.body);
      return reply.status(201).send(ok(made, SHARE_MESSAGES.shared(made.length)));
    },
  );
  app.post(
    `/${kind}-documents/shares/:id/revoke`,
    {
      config: shareAccess,
      schema: { tags, summary: "Revoke a share: its guests' next request is refused", params: idParamSchema },
    },
    async (req) => {
      await sharing.revoke(ctxOf(req), kind, req.params.id);
      return ok(null, SHARE_MESSAGES.revoked);
    },
  );
  for (const k of OWNER_KINDS) peopleRoute(app, k, staff(family, documentPermission(k, 'view')));
};

/** A provider sees who has access to their own documents. */
export const ownSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  peopleRoute(app, 'provider', PROVIDER);
};

const guestOf = (req: FastifyRequest): GuestPrincipal => {
  if (!req.guest) throw new Error('guest route without a guest');
  return req.guest;
};

const sendFile = (
  reply: FastifyReply,
  file: { name: string; contentType: string; size: number; body: unknown },
  disposition: 'inline' | 'attachment',
) =>
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', file.size)
    .header('Content-Disposition', `${disposition}; filename="${file.name.replace(/[^\w .()-]+/g, '_')}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);

/**
 * The guest's calls: proving the link (public, rate-limited) and the `guest-users/` family (a guest token only;
 * each answers within the share, anything else 404; expired or revoked: 401 SHARE_EXPIRED).
 */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/verify-filesystem-access',
    {
      config: { ...PUBLIC, rateLimit: limit(app.config.MAIL_RATE_LIMIT * 2, true) },
      schema: {
        tags: guestTags,
        summary: 'A guest proves a share link and the address it was sent to: a 6-digit code is e-mailed there',
        body: verifyAccessBodySchema,
        // Unknown link, wrong address (UNAUTHENTICATED); expired or revoked (SHARE_EXPIRED).
        response: { 200: okSchema(verifyAccessAnswerSchema), 401: failureSchema },
      },
    },
    async (req) => {
      const answer = await guest.verifyAccess(ctxOf(req), req.ip, req.body);
      return ok(answer, SHARE_MESSAGES.codeSent(answer.email));
    },
  );

  app.post(
    '/verify-filesystem-access/code',
    {
      config: { ...PUBLIC, rateLimit: limit(app.config.LOGIN_RATE_LIMIT * 3, false) },
      schema: {
        tags: guestTags,
        summary: 'Code entry (5 tries per code): the guest token, bound to the share and its expiry',
        body: verifyCodeBodySchema,
        // The code is used up (SHARE_CHALLENGE_INVALID); the share expired (SHARE_EXPIRED).
        response: { 200: okSchema(guestSessionSchema), 401: failureSchema },
      },
    },
    async (req) => ok(await guest.verifyCode(ctxOf(req), req.ip, req.body), SHARE_MESSAGES.verified),
  );

  const P = '/guest-users/provider-documents';
  const g = { tags: guestTags };

  app.get(
    `${P}/folders`,
    {
      config: GUEST,
      schema: {
        ...g,
        summary: "The share's top folders (or its one document), who shared it and until when",
        response: { 200: okSchema(guestShareSchema) },
      },
    },
    async (req) => ok(await guest.openShare(ctxOf(req), guestOf(req), req.ip)),
  );

  app.get(
    `${P}/sub-folders/:id`,
    {
      config: GUEST,
      schema: {
        ...g,
        summary: 'A shared folder: its shared sub-folders and its parent when shared',
        params: idParamSchema,
        response: { 200: okSchema(guestFolderSchema) },
      },
    },
    async (req) => ok(await guest.openFolder(ctxOf(req), guestOf(req), req.ip, req.params.id)),
  );

  app.post(
    `${P}/documents/:id`,
    {
      config: GUEST,
      schema: {
        ...g,
        summary: "A shared folder's shared documents (search, sort, paging)",
        params: idParamSchema,
        querystring: listQuerySchema,
        body: guestDocumentListBodySchema,
        response: { 200: okSchema(listPageSchema(documentSchema)) },
      },
    },
    async (req) => ok(await guest.listDocuments(ctxOf(req), guestOf(req), req.ip, req.params.id, req.query, req.body)),
  );

  app.get(
    `${P}/download/:id`,
    {
      config: GUEST,
      schema: {
        ...g,
        summary: 'A shared document: the file (download), or preview=true as the page shows it (PDF, image)',
        params: idParamSchema,
        querystring: z.object({ preview: z.enum(['true', 'false']).optional() }),
      },
    },
    async (req, reply) => {
      const preview = req.query.preview === 'true';
      const file = await guest.documentFile(ctxOf(req), guestOf(req), req.ip, req.params.id, preview);
      return sendFile(reply, file, preview ? 'inline' : 'attachment');
    },
  );

  const sendZip = (reply: FastifyReply, out: { zip: unknown; name: string }) =>
    reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${out.name}"`)
      .send(out.zip);

  app.post(
    `${P}/download-folders`,
    {
      config: GUEST,
      schema: {
        ...g,
        summary: 'Shared folders (with their shared sub-folders) as a ZIP, streamed',
        body: guestDownloadFoldersSchema,
      },
    },
    async (req, reply) =>
      sendZip(reply, await guest.zipOf(ctxOf(req), guestOf(req), req.ip, { folderIds: req.body.folderIds })),
  );

  app.post(
    `${P}/download-documents`,
    {
      config: GUEST,
      schema: { ...g, summary: 'Chosen shared documents as a ZIP, streamed', body: guestDownloadDocumentsSchema },
    },
    async (req, reply) =>
      sendZip(reply, await guest.zipOf(ctxOf(req), guestOf(req), req.ip, { documentIds: req.body.documentIds })),
  );

  const pickList = z.array(referenceItemSchema);
  app.get(
    `${P}/list-schools`,
    {
      config: GUEST,
      schema: { ...g, summary: 'Schools (answers of shared forms)', response: { 200: okSchema(pickList) } },
    },
    async (req) => ok(await guest.references.schools(ctxOf(req))),
  );
  app.get(
    `${P}/insurance-providers`,
    {
      config: GUEST,
      schema: { ...g, summary: 'Insurance providers (answers of shared forms)', response: { 200: okSchema(pickList) } },
    },
    async (req) => ok(await guest.references.insuranceProviders(ctxOf(req))),
  );
  app.get(
    `${P}/list-facility`,
    {
      config: GUEST,
      schema: {
        ...g,
        summary: "The provider's facilities (answers of shared forms)",
        response: { 200: okSchema(z.array(z.object({ _id: z.string(), name: z.string() }))) },
      },
    },
    async (req) => ok(await guest.references.facilities(ctxOf(req), guestOf(req))),
  );
  app.get(
    '/guest-users/general-document/list',
    {
      config: GUEST,
      schema: {
        ...g,
        summary: 'The latest answers of the shared general documents (forms)',
        response: { 200: okSchema(z.array(guestGeneralDocumentSchema)) },
      },
    },
    async (req) => ok(await guest.generalDocuments(ctxOf(req), guestOf(req), req.ip)),
  );
};

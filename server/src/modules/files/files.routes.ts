import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../platform/access.ts';
import { notFound } from '../../platform/errors.ts';
import { contentTypeOf } from '../../platform/storage.ts';

const SHOWN_INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif']);

/** Serves a stored file to whoever holds a valid signed URL (the signature is the permission). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:prefix/:name',
    {
      config: PUBLIC,
      schema: {
        tags: ['files'],
        summary: 'A stored file, through a signed, expiring URL',
        params: z.object({ prefix: z.string().max(50), name: z.string().max(100) }),
        querystring: z.object({
          exp: z.string().max(20),
          sig: z.string().max(100),
          /** The name a download is saved as (documents); the file is then an attachment unless shown inline. */
          name: z.string().max(300).optional(),
          disposition: z.enum(['inline', 'attachment']).optional(),
        }),
      },
    },
    async (req, reply) => {
      const key = `${req.params.prefix}/${req.params.name}`;
      // Streamed from the store (local disk or S3) through the portal, so the bucket itself stays private.
      const file = await app.storage.open(key, req.query.exp, req.query.sig);
      if (!file) throw notFound('This link is not valid or has expired');
      const type = contentTypeOf(key);
      if (req.query.name !== undefined || req.query.disposition !== undefined) {
        // Only PDF and raster images may be shown in the browser; anything else is always saved as a file.
        const inline = req.query.disposition === 'inline' && SHOWN_INLINE.has(type);
        const name = (req.query.name ?? 'document').replace(/[^\w .()-]+/g, '_').slice(0, 200) || 'document';
        reply.header(
          'Content-Disposition',
          `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(req.query.name ?? name)}`,
        );
      }
      return reply
        .header('Content-Type', type)
        .header('Content-Length', file.size)
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.body);
    },
  );
};

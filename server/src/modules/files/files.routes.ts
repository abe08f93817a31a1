import { FILE_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint.ts';
import { notFound } from '../../platform/errors.ts';
import { contentTypeOf } from '../../platform/storage.ts';

const SHOWN_INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif']);

/** Serves a stored file to whoever holds a valid signed URL (the signature is the permission). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, 'api', FILE_API.file, async (req, reply) => {
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
  });
};

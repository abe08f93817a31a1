import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../platform/access.ts';
import { notFound } from '../../platform/errors.ts';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', pdf: 'application/pdf' };

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
        querystring: z.object({ exp: z.string().max(20), sig: z.string().max(100) }),
      },
    },
    async (req, reply) => {
      const key = `${req.params.prefix}/${req.params.name}`;
      const stream = app.storage.open(key, req.query.exp, req.query.sig);
      if (!stream) throw notFound('This link is not valid or has expired');
      const ext = key.split('.').pop() ?? '';
      return reply
        .header('Content-Type', TYPES[ext] ?? 'application/octet-stream')
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .send(stream);
    },
  );
};

import type { FastifyReply } from 'fastify';

/**
 * A stored file sent for the browser to show (`inline`) or save, with its own type and length (none for a stream
 * made as it is sent, a ZIP); `nosniff` keeps the browser from taking it for another type (an upload is never run as
 * HTML). The name keeps only characters safe in the header.
 */
export const sendFile = (
  reply: FastifyReply,
  file: { contentType: string; size?: number; body: unknown },
  disposition: 'inline' | 'attachment',
  name: string,
) => {
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `${disposition}; filename="${name.replace(/[^\w .()-]+/g, '_')}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);
};

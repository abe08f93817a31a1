import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { webPaths } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC } from '../../platform/access.ts';
import { notFound } from '../../platform/errors.ts';
import { isApiPath } from '../../platform/http.ts';

/**
 * Serves the built web app with history fallback: a file when one exists, index.html for every other path,
 * so each spec route (and any unknown one) loads the app. Unknown /api paths stay JSON 404s. Hashed assets are
 * cached for a year, index.html is revalidated; both go out brotli- or gzip-compressed when asked.
 */
export const spaRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const dist = path.resolve(root);
  const built = existsSync(path.join(dist, 'index.html'));
  if (!built) app.log.warn(`web app not built at ${dist}; run npm run build`);
  // cacheControl false: the plugin would otherwise overwrite the headers set below with max-age=0.
  // preCompressed: the build writes .br and .gz beside each asset; they are sent when the browser accepts them.
  await app.register(fastifyStatic, { root: dist, serve: false, cacheControl: false, preCompressed: true });

  app.get('/*', { config: PUBLIC, schema: { hide: true } }, async (req, reply) => {
    const urlPath = decodeURIComponent(req.url.split('?')[0] ?? '');
    if (isApiPath(urlPath)) throw notFound(`Route GET ${urlPath} not found`);
    // Source maps would hand out the app's source: never served, even if a build emitted them.
    if (urlPath.endsWith('.map')) throw notFound(`Route GET ${urlPath} not found`);
    if (!built) return reply.type('text/plain').send('The web app is not built. Run: npm run build');
    const file = path.join(dist, path.normalize(urlPath));
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      // Hashed assets never change; index.html must always be revalidated.
      const immutable = urlPath.startsWith('/assets/');
      return reply
        .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(path.relative(dist, file));
    }
    // /login comes with the sign-in page rendered in advance when the build made it (scripts/prerender-login.ts).
    const page = urlPath === webPaths.login && existsSync(path.join(dist, 'login.html')) ? 'login.html' : 'index.html';
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  });
};

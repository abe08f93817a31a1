import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { API_PREFIX, isApiPath } from './http.ts';

/** Browser features the portal never uses; a page (or an injected script) cannot ask for them. Only features
 * Chromium knows: an unknown one (bluetooth) is a console warning on every page. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers on every answer, the web app's and the API's. The CSP allows scripts only
 * from our own origin (Vite emits no inline script); styles may be inline because Mantine writes its theme
 * variables into a <style> element; images may be data:/blob: (avatars, previews); socket.io and the API are same
 * origin. HSTS is sent only when PUBLIC_URL is https, so a plain-http install is never pinned to https.
 *
 * An API answer is JSON, or a file the web app fetches: never a document that runs anything. It gets the short set
 * OWASP's REST cheat sheet names, with a CSP that allows nothing (`default-src 'none'`), and `Cache-Control:
 * no-store` (personal data: no browser or proxy may keep it; a route that chose its own caching replaces it). The
 * page-only legacy headers (X-XSS-Protection, X-DNS-Prefetch-Control, X-Download-Options, ...) are left off it:
 * with the page CSP they were about 400 bytes of every list answer. A signed file link
 * (/api/files/...) may be opened in a tab, so it keeps the page set. The built scripts, styles and fonts are no
 * documents either (a page's CSP governs them, not their own) and get the same short set: signing in fetches
 * dozens of them. The .mjs worker and SVGs keep the page set (a worker's CSP is its own; an SVG can be a page).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.PUBLIC_URL.startsWith('https://');
  const shared = {
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  } satisfies HelmetOptions;
  const pageHeaders = {
    ...helmetHeaders({
      ...shared,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const resourceHeaders = {
    ...helmetHeaders({
      ...shared,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const apiHeaders = { ...resourceHeaders, 'cache-control': 'no-store' };
  const signedFileHeaders = { ...pageHeaders, 'cache-control': 'no-store' };
  app.addHook('onRequest', (req, reply, done) => {
    if (BUILT_RESOURCE.test(req.url)) reply.headers(resourceHeaders);
    else if (!isApiPath(req.url)) reply.headers(pageHeaders);
    else reply.headers(req.url.startsWith(SIGNED_FILES) ? signedFileHeaders : apiHeaders);
    done();
  });
}

const SIGNED_FILES = `${API_PREFIX}/files/`;
/** A hashed script, stylesheet or font of the web build (spa.routes.ts serves /assets/). */
const BUILT_RESOURCE = /^\/assets\/[\w.-]+\.(?:js|css|woff2?)(?:\?|$)/;

/**
 * The headers helmet sets with these options, worked out once: they depend on nothing in the request, and
 * @fastify/helmet rebuilt helmet's middleware (parsing every CSP directive) on each request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(options)({} as never, res, () => {});
  return headers;
}

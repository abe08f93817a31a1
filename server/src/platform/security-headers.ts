import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

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
 * Security headers on every answer, the web app's and the API's (issue 17 item 4). The CSP allows scripts only
 * from our own origin (Vite emits no inline script); styles may be inline because Mantine writes its theme
 * variables into a <style> element; images may be data:/blob: (avatars, previews); socket.io and the API are same
 * origin. HSTS is sent only when PUBLIC_URL is https, so a plain-http install is never pinned to https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.PUBLIC_URL.startsWith('https://');
  const headers = {
    ...helmetHeaders({
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
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    // API answers carry personal data: no browser or proxy may keep them, unless a route chose its own caching.
    if ((req.url === '/api' || req.url.startsWith('/api/')) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}

/**
 * The headers helmet sets with these options, worked out once: they depend on nothing in the request, and
 * @fastify/helmet rebuilt helmet's middleware (parsing every CSP directive) on each request (issue 10 item 5).
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

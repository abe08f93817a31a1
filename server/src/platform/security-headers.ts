import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Browser features the portal never uses; a page (or an injected script) cannot ask for them. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
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
  await app.register(helmet, {
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
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // API answers carry personal data: no browser or proxy may keep them, unless a route chose its own caching.
    if ((req.url === '/api' || req.url.startsWith('/api/')) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}

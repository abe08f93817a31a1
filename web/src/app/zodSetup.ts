import { z } from 'zod';

/**
 * The first import of main.tsx, so it runs before any schema exists: zod decides at each z.object() whether it may
 * compile a fast parser with `new Function`, probing once. Our CSP (script-src 'self', no 'unsafe-eval') refuses
 * the probe and the browser reports a securitypolicyviolation (found by e2e/csp.spec.ts), so the web runs jitless.
 * Import nothing else here: importing the contracts would build their schemas before this line.
 */
z.config({ jitless: true });

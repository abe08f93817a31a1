/**
 * What `import ... from 'zod'` means in the web build (an alias in vite.config.ts): zod itself, configured before
 * any schema can exist, since every module that builds one imports zod through here. Schemas are built in the
 * chunks that use them (not on the sign-in page), so this is not the first import of main.tsx.
 * - jitless: zod decides at each z.object() whether it may compile a fast parser with `new Function`, probing once.
 *   Our CSP (script-src 'self', no 'unsafe-eval') refuses the probe and the browser reports a
 *   securitypolicyviolation (found by e2e/csp.spec.ts), so the web runs jitless.
 * - customError: the one error map (contracts/src/errorMap.ts), the messages the API answers.
 * errorMap.ts imports zod, so it comes back here; it builds no schema at load, so the cycle is harmless.
 */
import { humanError } from '@portal/contracts/errorMap';
import { config } from 'zod/v4';

config({ jitless: true, customError: humanError });

export * from 'zod/v4';
export { default } from 'zod/v4';

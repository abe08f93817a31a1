import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors.ts';

export const UNSAFE_TEXT_MESSAGE = 'Contains a character that is not allowed (a NUL byte or an unpaired surrogate)';

/** With the u flag a surrogate pair reads as one code point, so \p{Cs} matches only an unpaired half. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * PostgreSQL refuses text holding a NUL byte, and a lone UTF-16 surrogate cannot be encoded as UTF-8: either would
 * fail deep in a query as a 500. This finds the first such string (or object key) in a parsed value and returns
 * its dotted path, '' for the value itself, or null when everything is safe.
 */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  // for...in over own keys, not Object.entries: this runs on every request, and entries allocates a pair per key.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const childPath = path ? `${path}.${key}` : key;
    if (findUnsafeText(key) !== null) return childPath;
    const found = findUnsafeText((value as Record<string, unknown>)[key], childPath);
    if (found !== null) return found;
  }
  return null;
}

/** Throws the 400 naming the field when `value` holds unsafe text; `root` names the value itself. */
export function assertSafeText(value: unknown, root: string) {
  const field = findUnsafeText(value);
  if (field !== null) throw fieldError(field || root, UNSAFE_TEXT_MESSAGE);
}

/**
 * The one place hostile text is refused, for every route present and future: params, query and body are checked
 * after parsing and before schema validation. Uploaded files' rows are checked by the importer.
 */
export function registerInputGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, and an async hook costs a promise and its ticks.
  // What it throws, Fastify answers as the hook's error.
  app.addHook('preValidation', (req, _reply, done) => {
    assertSafeText(req.params, 'params');
    assertSafeText(req.query, 'query');
    assertSafeText(req.body, 'body');
    done();
  });
}

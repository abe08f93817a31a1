import type { FastifyInstance } from 'fastify';
import { badRequest, fieldError } from './errors.ts';

export const UNSAFE_TEXT_MESSAGE = 'Contains a character that is not allowed (a NUL byte or an unpaired surrogate)';

/** With the u flag a surrogate pair reads as one code point, so \p{Cs} matches only an unpaired half. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Deeper than any form, filter or report body the portal takes; a deeper value is refused before anything walks it. */
const MAX_NESTING = 32;
const TOO_DEEP_MESSAGE = `Nested more than ${MAX_NESTING} levels deep`;

/** What the walk found: the dotted path of the first unsafe string (or key), or where the value grew too deep. */
type InputFault = { kind: 'text' | 'depth'; path: string };

const unsafe = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * PostgreSQL refuses text holding a NUL byte, and a lone UTF-16 surrogate cannot be encoded as UTF-8: either would
 * fail deep in a query as a 500. This finds the first such string (or object key) in a parsed value, or the first
 * place it is nested beyond MAX_NESTING, and names its dotted path ('' for the value itself); null when all is safe.
 * It walks with its own stack, never recursion: a body nested 10,000 levels deep must not overflow the call stack.
 */
function findInputFault(value: unknown): InputFault | null {
  if (typeof value === 'string') return unsafe(value) ? { kind: 'text', path: '' } : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  const values: object[] = [value];
  const paths: string[] = [''];
  const depths: number[] = [0];
  while (values.length > 0) {
    const node = values.pop() as object;
    const path = paths.pop() as string;
    const depth = (depths.pop() as number) + 1;
    if (depth > MAX_NESTING) return { kind: 'depth', path };
    // Objects go on the stack last-first, so they are searched in document order.
    const keys: string[] = [];
    // for...in over own keys, not Object.entries: this runs on every request, and entries allocates a pair per key.
    for (const key in node) if (Object.hasOwn(node, key)) keys.push(key);
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      const key = keys[i] as string;
      const childPath = path ? `${path}.${key}` : key;
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null && !Buffer.isBuffer(child)) {
        values.push(child);
        paths.push(childPath);
        depths.push(depth);
      }
    }
    for (const key of keys) {
      const childPath = path ? `${path}.${key}` : key;
      const child = (node as Record<string, unknown>)[key];
      if (unsafe(key) || (typeof child === 'string' && unsafe(child))) return { kind: 'text', path: childPath };
    }
  }
  return null;
}

/** The dotted path of the first unsafe string or key in `value` ('' for the value itself), or null. */
export function findUnsafeText(value: unknown): string | null {
  const fault = findInputFault(value);
  return fault?.kind === 'text' ? fault.path : null;
}

/** Throws the 400 naming the field when `value` holds unsafe text or is nested too deep; `root` names the value. */
export function assertSafeText(value: unknown, root: string) {
  const fault = findInputFault(value);
  if (!fault) return;
  const field = fault.path || root;
  if (fault.kind === 'text') throw fieldError(field, UNSAFE_TEXT_MESSAGE);
  throw badRequest(TOO_DEEP_MESSAGE, [{ field, message: TOO_DEEP_MESSAGE }], 'NESTED_TOO_DEEP');
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

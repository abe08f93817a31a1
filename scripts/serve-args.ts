/**
 * The node arguments of `npm run serve` (package.json), so a script that starts the built server (the benchmark,
 * Lighthouse) starts it as production does, flags and all; the Dockerfile's CMD repeats them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function serveArgs(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  const [command, ...args] = pkg.scripts.serve.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`npm run serve is "${pkg.scripts.serve}", not a node command`);
  return args;
}

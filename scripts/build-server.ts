/**
 * Builds the server to one JavaScript file, server/dist/main.js, so `npm run serve` starts plain Node without
 * compiling TypeScript on every start. The packages it imports at start are bundled in too: Node's loader otherwise
 * resolved, read (one file-pool round trip each, slow on a busy machine) and linked some 600 files at every start.
 * A package imported on first use (`await import(...)`) stays in node_modules, so it still costs nothing until then,
 * as do the few that read files beside their own code (KEEP_EXTERNAL). The SQL migrations are copied beside the
 * bundle, where db/client.ts looks for them.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'server/dist');

/** Packages that find files relative to their own code (PGlite's WebAssembly, the docs UI's assets, pino's workers). */
const KEEP_EXTERNAL = new Set(['@electric-sql/pglite', '@fastify/swagger-ui', 'pino', 'thread-stream']);

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'server/src/main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces need names and lines, not the sources: a map without them is a third the size, and Node reads and
  // parses the map at every start (--enable-source-maps).
  sourcesContent: false,
  // Whitespace and syntax only (names stay, so stack traces keep them): a third less code for Node to compile at
  // every start, and --enable-source-maps measures the length of every line of it, which a start spent 0.4 s on.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  // Bundled CommonJS packages call require() (Node's own modules, the packages kept outside); an ES module has none.
  banner: {
    js: "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'packages-bundled-but-lazy-and-file-bound',
      setup(b) {
        // A bare import (not relative, not absolute) stays an import when it is Node's, on first use, or file-bound.
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('node:')) return { path: args.path, external: true };
          const name = args.path
            .split('/')
            .slice(0, args.path.startsWith('@') ? 2 : 1)
            .join('/');
          if (args.kind === 'dynamic-import' || KEEP_EXTERNAL.has(name)) return { path: args.path, external: true };
          return undefined;
        });
      },
    },
  ],
});
cpSync(path.join(root, 'server/src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
console.log(`server built: ${path.relative(root, outDir)}/main.js`);

/**
 * Builds the server, so `npm run serve` starts plain Node without compiling TypeScript on every start:
 * server/dist/portal.cjs, one script holding main.ts and the packages it imports at start, and server/dist/main.js,
 * its entry (server/src/built-entry.ts), which runs it from V8's code cache. Packages are bundled because Node's
 * loader otherwise resolved, read (one file-pool round trip each, slow on a busy machine) and linked some 600 files at
 * every start. A package imported on first use (`await import(...)`) stays in node_modules, so it still costs nothing
 * until then, as do the few that read files beside their own code (KEEP_EXTERNAL). The SQL migrations are copied
 * beside the bundle, where db/client.ts looks for them.
 */
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'server/dist');
const bundle = path.join(outDir, 'portal.cjs');

/** Left in node_modules: PGlite, which finds its WebAssembly beside its code through `import.meta.url`. */
const KEEP_EXTERNAL = new Set(['@electric-sql/pglite']);
/**
 * Bundled, but their CommonJS files keep their own `__dirname`, where the files they find beside their code are
 * (the docs UI's assets, pino's and thread-stream's workers): a bundled file's would be the bundle's.
 */
const FILE_BOUND = new Set(['@fastify/swagger-ui', 'pino', 'thread-stream']);

/** The package a path in node_modules belongs to (the innermost, for one nested in another). */
function packageOf(file: string): string {
  const [first = '', second = ''] = (file.split(/[\\/]node_modules[\\/]/).pop() ?? '').split(/[\\/]/);
  return first.startsWith('@') ? `${first}/${second}` : first;
}

const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Stack traces need names and lines, not the sources: a map without them is a third the size.
  sourcesContent: false,
  // Whitespace and syntax only (names stay, so stack traces keep them): a third less code for V8 to compile.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
};

rmSync(outDir, { recursive: true, force: true });
await build({
  ...common,
  entryPoints: [path.join(root, 'server/src/main.ts')],
  outfile: bundle,
  // A script, not a module: only a script can be compiled with a code cache (vm.Script) on Node 20. So it has no
  // import(): a package imported on first use is required then (Node requires ES modules too), and
  // `import.meta.url` is the bundle's own.
  format: 'cjs',
  supported: { 'dynamic-import': false },
  define: { 'import.meta.url': '__portalBundleUrl' },
  banner: {
    js: "var __portalBundleUrl = require('node:url').pathToFileURL(__filename).href, __portalBundleDir = __dirname;",
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
        // On the first line, so the source map's lines still hold.
        b.onLoad({ filter: /[\\/]node_modules[\\/].*\.js$/ }, (args) => {
          if (!FILE_BOUND.has(packageOf(args.path))) return undefined;
          const dir = JSON.stringify(path.relative(outDir, path.dirname(args.path)));
          const own = `var __dirname = require('node:path').join(__portalBundleDir, ${dir}), __filename = require('node:path').join(__dirname, ${JSON.stringify(path.basename(args.path))});`;
          return { contents: own + readFileSync(args.path, 'utf8'), loader: 'js' };
        });
      },
    },
  ],
});
await build({
  ...common,
  entryPoints: [path.join(root, 'server/src/built-entry.ts')],
  outfile: path.join(outDir, 'main.js'),
  format: 'esm',
  // Its code cache is kept under this name: a cache is only ever used with the bundle it was made from.
  define: { PORTAL_BUNDLE_HASH: JSON.stringify(createHash('sha256').update(readFileSync(bundle)).digest('hex')) },
});
cpSync(path.join(root, 'server/src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
console.log(`server built: ${path.relative(root, outDir)}/main.js`);

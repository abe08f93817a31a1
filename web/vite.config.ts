import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

const api = process.env.API_URL ?? 'http://localhost:3000';

/** Text assets worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes a .br and a .gz beside every text asset at build time, at the highest levels (it runs once, not per
 * request); the server sends them when the browser accepts them (spa.routes.ts, preCompressed).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f) && !f.endsWith('.map'))) {
        const body = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Marks the contracts' zod calls and the initializer of every top-level `const` in their sources `@__PURE__`: they
 * build zod schemas, message tables and workflow definitions and change nothing else (z.config aside), but Rollup
 * cannot prove that of a zod call, so without this every schema the contracts' index re-exports lands in the first
 * chunk (with zod), also on the sign-in page (issue 10 item 8). With it, a schema no code uses is dropped.
 */
function pureContracts(): Plugin {
  const contracts = `${path.resolve(import.meta.dirname, '../contracts/src')}${path.sep}`;
  const topLevelConst = /^((?:export )?const [A-Za-z_$][\w$]*(?:: [^=\n]+)? = )(?=[A-Za-z_$][\w$]*\s*[.(])/gm;
  // `z.object(`, `z.iso.date(`, also `z\n  .object(`; never `z.config(`, the one zod call that changes something.
  const zodCall = /(?<![\w$.])z(\s*)\.(?!config\b)(?=(?:[A-Za-z_$][\w$]*\.)*[A-Za-z_$][\w$]*\s*\()/g;
  return {
    name: 'portal-pure-contracts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(contracts) || id.endsWith('.test.ts')) return null;
      const marked = code.replace(topLevelConst, '$1/* @__PURE__ */ ').replace(zodCall, '/* @__PURE__ */ z$1.');
      return { code: marked, map: null };
    },
  };
}

/**
 * Tells Rollup that a web module's endpoints file (one that calls `injectEndpoints`) does nothing but define the
 * endpoints its exports (the hooks) use: nobody reaches an endpoint but through them, and tags invalidate by name.
 * Rollup keeps any module whose top-level code calls a function, so importing one export of a module's index.ts
 * brought every endpoints file the index reaches, with their contracts' schemas (the time sheets' on the dashboard,
 * for its two filters). Once one of its exports is used, the file is kept whole as before.
 */
function endpointFilesWithoutEffects(): Plugin {
  const modules = `${path.resolve(import.meta.dirname, 'src/modules')}${path.sep}`;
  return {
    name: 'portal-endpoint-files',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(modules) || !id.endsWith('.ts') || !code.includes('.injectEndpoints(')) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

/** Around index.html's preload links; scripts/prerender-login.ts removes them from login.html. */
const APP_PRELOAD = { start: '<!--app-preload-->', end: '<!--/app-preload-->' };

/**
 * index.html (every page but /login) asks for the app's chunk (boot.tsx) and the chunks it imports as the HTML is
 * parsed: main.tsx imports boot.tsx only after the boot shell has painted, and the app's 180 KB waited for that.
 * They are fetched, not run, so the shell still paints first. /login loads the app on first input, so login.html
 * drops them.
 */
function preloadApp(): Plugin {
  return {
    name: 'portal-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunkOf = (file: string) => {
          const c = bundle[file];
          return c?.type === 'chunk' ? (c as OutputChunk) : undefined;
        };
        const boot = Object.values(bundle).find(
          (c): c is OutputChunk => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith('/src/boot.tsx')),
        );
        if (!boot) throw new Error('no chunk holds src/boot.tsx');
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = chunkOf(file);
          // The entry is in the HTML already.
          if (files.has(file) || !chunk || chunk.isEntry) return;
          files.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(boot.fileName);
        const links = [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
        return html.replace('</head>', `  ${APP_PRELOAD.start}\n    ${links}\n    ${APP_PRELOAD.end}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [pureContracts(), endpointFilesWithoutEffects(), preloadApp(), react(), precompress()],
  resolve: {
    // 'zod' is zod configured for the browser (jitless, the error map) before any schema exists: src/lib/zod.ts.
    alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod.ts') }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the served build (issue 17 item 12); the server also refuses any *.map it is asked for.
    sourcemap: false,
    rollupOptions: {
      output: {
        // Small side-effect-free chunks join one loaded under the same conditions: signing in made 115 requests,
        // each with about 1 KB of headers (decision 0048).
        experimentalMinChunkSize: 20_000,
        // A merged chunk takes the name of a module merged into it; the app's own keeps `boot` (shell.spec.ts
        // holds it back to sign in before the app has loaded).
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.endsWith('/src/boot.tsx'))
            ? 'assets/boot-[hash].js'
            : 'assets/[name]-[hash].js',
        // Long-lived vendor chunks for what every page needs; everything else (Mantine components, the data
        // table, icons, socket.io) splits along the lazy routes, so /login downloads only what it renders.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(@reduxjs|redux|react-redux|redux-persist|immer|reselect)\//.test(id)) return 'redux';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
    },
  },
});

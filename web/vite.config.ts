import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the served build (issue 17 item 12); the server also refuses any *.map it is asked for.
    sourcemap: false,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks for what every page needs; everything else (Mantine components, the data
        // table, icons, socket.io) splits along the lazy routes, so /login downloads only what it renders.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (
            /node_modules\/(@reduxjs|redux|react-redux|redux-persist|redux-state-sync|broadcast-channel|immer|reselect)\//.test(
              id,
            )
          )
            return 'redux';
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

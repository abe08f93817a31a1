/**
 * Writes web/dist/login.html: index.html with the sign-in page already rendered. A phone paints the
 * sign-in card as soon as the HTML and CSS arrive instead of after the app's script has run (the largest paint was
 * the card's text, 3.3 s under Lighthouse's mobile throttling). The markup sits in `#prerendered`, laid over the
 * empty `#root`, and works as plain HTML: its fields take input, and main.tsx loads the app on the first input; the
 * app renders into `#root`, takes over what was typed and removes the copy in the same frame
 * (web/src/lib/prerendered.ts). The server sends login.html for /login only.
 * Run after `npm run build -w web`; the render is the app's own LoginPage (web/src/prerender.tsx) built for Node.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');
const ssrDir = path.join(web, '.ssr');

await build({
  root: web,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
const { renderLogin } = (await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href)) as {
  renderLogin: () => string;
};

const index = readFileSync(path.join(web, 'dist/index.html'), 'utf8');
// The boot shell between its markers in web/index.html.
const shell = /<div id="root">\s*<!--boot-->[\s\S]*<!--\/boot-->\s*<\/div>/;
if (!shell.test(index)) throw new Error('web/dist/index.html has no #root boot shell to replace');
// Laid over the page rather than beside #root: what the app renders first sits underneath and moves nothing when
// the copy goes (no layout shift).
const markup = renderLogin();
const overlay = 'position:fixed;inset:0;overflow:auto;z-index:1000';
// Painted whole or not at all: a slow phone's parser may yield halfway through the markup, and the vertically centred
// card would move when the rest arrives (a layout shift). `rel=expect` holds rendering until the end mark is parsed.
// /login loads the app on first input: index.html's preload of the app's chunks (web/vite.config.ts) stays out.
const appPreload = /\s*<!--app-preload-->[\s\S]*<!--\/app-preload-->/;
if (!appPreload.test(index)) throw new Error('web/dist/index.html has no app preload links');
const html = index
  .replace(appPreload, '')
  .replace('</head>', '<link rel="expect" href="#prerendered-end" blocking="render" />\n  </head>')
  .replace(
    shell,
    `<div id="root"></div><div id="prerendered" style="${overlay}">${markup}<span id="prerendered-end"></span></div>`,
  );
if (!html.includes('rel="expect"')) throw new Error('web/dist/index.html has no </head>');
const out = path.join(web, 'dist/login.html');
writeFileSync(out, html);
writeFileSync(`${out}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
writeFileSync(`${out}.gz`, gzipSync(html, { level: 9 }));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered /login: web/dist/login.html (${html.length} bytes)`);

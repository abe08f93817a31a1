/**
 * The built server's entry (server/dist/main.js, scripts/build-server.ts). It runs the server's bundle
 * (server/dist/portal.cjs, main.ts and what it imports) as a script compiled with V8's code cache: compiling the 4 MB
 * bundle and each function the start calls was about a sixth of a start's CPU. The cache is V8's own (`vm.Script`'s
 * `cachedData`), made once the portal listens and kept in the portal's own data folder (DATA_DIR, not the shared
 * temporary folder, where another user could plant one) under the bundle's content hash; a new bundle's cache
 * replaces the others. V8 rejects a cache made by another Node version or with other flags; a new one is made then.
 * Without a cache (or with none writable) the portal starts as it would anyway.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, SourceMap, type SourceMapping } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

/** The bundle's SHA-256, given by the build. */
declare const PORTAL_BUNDLE_HASH: string;

const bundle = fileURLToPath(new URL('./portal.cjs', import.meta.url));
const cacheDir = path.resolve(process.env.DATA_DIR ?? './data', 'code-cache');
const cacheFile = path.join(cacheDir, `${PORTAL_BUNDLE_HASH}.bin`);

function readCache(): Buffer | undefined {
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

/** Written whole under another name first: another instance may be reading it. */
function writeCache(data: Buffer) {
  try {
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${cacheFile}.${process.pid}`;
    writeFileSync(partial, data);
    renameSync(partial, cacheFile);
    for (const name of readdirSync(cacheDir)) {
      if (name.endsWith('.bin') && name !== path.basename(cacheFile))
        rmSync(path.join(cacheDir, name), { force: true });
    }
  } catch {
    // A read-only data folder: the next start compiles again.
  }
}

/**
 * Stack traces name the TypeScript sources, as `--enable-source-maps` does for the files Node loads itself (it does
 * not for a script). The map is read at the first stack trace that passes through the bundle.
 */
let sourceMap: SourceMap | undefined;
const mapUrl = pathToFileURL(`${bundle}.map`);
function original(frame: NodeJS.CallSite): string {
  const at = frame.toString();
  const line = frame.getLineNumber();
  const column = frame.getColumnNumber();
  if (frame.getFileName() !== bundle || line === null || column === null) return at;
  sourceMap ??= new SourceMap(JSON.parse(readFileSync(fileURLToPath(mapUrl), 'utf8')));
  // The script's first line is the wrapper below; the bundle's lines follow it.
  const entry = sourceMap.findEntry(line - 2, column - 1) as Partial<SourceMapping>;
  if (!entry.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined) return at;
  const source = fileURLToPath(new URL(entry.originalSource, mapUrl));
  return at.replace(`${bundle}:${line}:${column}`, `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`);
}
Error.prepareStackTrace = (error: Error, frames: NodeJS.CallSite[]) => {
  let header: string;
  try {
    header = Error.prototype.toString.call(error);
  } catch {
    header = '<error>';
  }
  return header + frames.map((frame) => `\n    at ${original(frame)}`).join('');
};

const cachedData = readCache();
const source = readFileSync(bundle, 'utf8');
const script = new Script(`(function (exports, require, module, __filename, __dirname) {\n${source}\n})`, {
  filename: bundle,
  cachedData,
});
const portal = { exports: {} as { started?: Promise<unknown> } };
script.runInThisContext()(portal.exports, createRequire(bundle), portal, bundle, path.dirname(bundle));
// Once it listens the start has compiled what a start needs; a later cache would hold code it does not.
if (!cachedData || script.cachedDataRejected) portal.exports.started?.then(() => writeCache(script.createCachedData()));

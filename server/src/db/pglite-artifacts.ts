import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** PGlite's own WebAssembly, compiled, and its file system bundle: what it would load itself when it opens. */
export interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let prepared: Promise<PgliteArtifacts | undefined> | undefined;

/**
 * Starts compiling PGlite's WebAssembly (9 MB) and reading its file system bundle, so both happen on V8's and
 * libuv's threads while the main thread is still evaluating the server's code and building the app. Left to itself
 * PGlite begins them only once it is opened, after a chain of awaits that each waited for the busy main thread, and
 * the start then waited for the compile. The files are PGlite's published `pglite.wasm` and `pglite.data`.
 */
export function preparePgliteArtifacts(): void {
  prepared ??= (async () => {
    const resolve = createRequire(import.meta.url).resolve;
    // Read at once so the compile starts now, not when the main thread next gets to a file callback.
    const wasm = WebAssembly.compile(readFileSync(resolve('@electric-sql/pglite/pglite.wasm')));
    const data = readFile(resolve('@electric-sql/pglite/pglite.data'));
    return { pgliteWasmModule: await wasm, fsBundle: new Blob([await data]) };
  })().catch(() => undefined);
}

/** What `preparePgliteArtifacts` prepared; undefined when it was not called or failed (PGlite then loads its own). */
export function preparedPgliteArtifacts(): Promise<PgliteArtifacts | undefined> {
  return prepared ?? Promise.resolve(undefined);
}

import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** PGlite's own WebAssembly, compiled, and its file system bundle: what it would load itself when it opens. */
export interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/** V8's compiler: the server's types (Node's, no DOM) declare WebAssembly's types but not its global object. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;

let prepared: Promise<PgliteArtifacts | undefined> | undefined;

/**
 * Starts compiling PGlite's WebAssembly (9 MB) and reading its file system bundle, so both happen on V8's and
 * libuv's threads while the main thread is still evaluating the server's code. Left to itself PGlite begins them only
 * once it is opened, after a chain of awaits that each waited for the busy main thread, and the start then sat
 * waiting for the compile. The files are PGlite's published `pglite.wasm` and `pglite.data`, which it would read.
 */
export function preparePgliteArtifacts(): void {
  prepared ??= (async () => {
    const resolve = createRequire(import.meta.url).resolve;
    // Read at once so the compile starts now, not when the main thread next gets to a file callback.
    const compiled = wasm.compile(readFileSync(resolve('@electric-sql/pglite/pglite.wasm')));
    const data = readFile(resolve('@electric-sql/pglite/pglite.data'));
    return { pgliteWasmModule: await compiled, fsBundle: new Blob([await data]) };
  })().catch(() => undefined);
}

/** What `preparePgliteArtifacts` prepared; undefined when it was not called or failed (PGlite then loads its own). */
export function preparedPgliteArtifacts(): Promise<PgliteArtifacts | undefined> {
  return prepared ?? Promise.resolve(undefined);
}

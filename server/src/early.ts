/**
 * Imported first by main.ts, so it runs before the rest of the server's modules are evaluated: on the embedded
 * database PGlite's WebAssembly compiles on other threads meanwhile (db/pglite-artifacts.ts).
 */
import { preparePgliteArtifacts } from './db/pglite-artifacts.ts';

// Unset or empty, as loadConfig reads it: the embedded database.
if (!process.env.DATABASE_URL) preparePgliteArtifacts();

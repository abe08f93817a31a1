import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Config } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { rowsOf } from '../server/src/platform/raw-rows.ts';
import { createStorage, storageSettings } from '../server/src/platform/storage.ts';

/**
 * One backup archive (a tar file): `manifest.json` first, then the database (`database.dump`, pg_dump's custom
 * format, or `pglite.tar.gz`, PGlite's own dump of DATA_DIR/pglite) and every stored file under `files/<key>`.
 * The manifest holds the format version, the time, the applied migrations, each table's row count and a SHA-256
 * of the dump and of every file, so a restore (or `--check`) proves the archive whole before trusting it.
 * The database is dumped first, then the files are copied: a file uploaded meanwhile is carried along unreferenced,
 * which is harmless.
 */
const FORMAT = 'provider-portal-backup';
const VERSION = 1;
const run = promisify(execFile);
const journalFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../server/src/db/migrations/meta/_journal.json',
);

interface FileEntry {
  key: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: {
    kind: 'postgres' | 'pglite';
    file: string;
    bytes: number;
    sha256: string;
    /** Migrations applied when the dump was taken: a portal knowing fewer cannot run this database. */
    migrations: number;
    /** The last of them, by its tag in the migrations journal (the release's schema version). */
    lastMigration: string | null;
    /** Rows per table of the public schema. */
    tables: Record<string, number>;
  };
  files: { driver: 'local' | 's3'; count: number; bytes: number; entries: FileEntry[] };
}

const sha256Of = async (file: string) => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
};

/** libpq's variables for `url`, so no password shows in the process list. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: u.hostname, PGPORT: u.port || '5432' };
  env.PGDATABASE = decodeURIComponent(u.pathname.slice(1));
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/**
 * The major version of a PostgreSQL client tool (`pg_dump (PostgreSQL) 15.20 (Debian ...)` -> 15), asked with the
 * libpq variables it will run with: Debian's wrapper picks the newest installed client for a named host, but a
 * local cluster's own version without one.
 */
async function toolMajor(tool: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv): Promise<number> {
  const { stdout } = await run(tool, ['--version'], { env }).catch(() => {
    throw new Error(`${tool} is not installed: install the PostgreSQL client (bash scripts/ensure-pg-client.sh)`);
  });
  return Number(stdout.match(/\) (\d+)/)?.[1] ?? 0);
}

/**
 * pg_dump refuses a server of a newer major than its own (and pg_restore may not read what it wrote), so both are
 * checked before anything is written, with what to do about it.
 */
const tooOld = (tool: 'pg_dump' | 'pg_restore', client: number, server: number) =>
  `${tool} ${client} is older than the PostgreSQL ${server} server (it must be ${server} or newer): ` +
  `install postgresql-client-${server} (bash scripts/ensure-pg-client.sh ${server}; README, "Backups and restores")`;

type Opened = ReturnType<typeof openDatabase>;
const query = async <T>(database: Opened, text: string) => rowsOf<T>(await database.db.execute(sql.raw(text)));

/** The server's major version (`show` names its column after the setting, so it is asked as a value). */
async function serverMajor(database: Opened) {
  const [row] = await query<{ v: string }>(database, "select current_setting('server_version_num') as v");
  return Math.floor(Number(row?.v) / 10000);
}

/** Tables of the public schema (the portal's own; pg-boss and drizzle keep theirs apart). */
const tablesOf = async (database: Opened) =>
  (
    await query<{ name: string }>(
      database,
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((r) => r.name);

async function countsOf(database: Opened): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tablesOf(database)) {
    const [row] = await query<{ n: string | number }>(
      database,
      `select count(*) as n from public."${name.replace(/"/g, '""')}"`,
    );
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

async function appliedMigrations(database: Opened): Promise<number> {
  const [row] = await query<{ n: string | number }>(
    database,
    `select count(*) as n from drizzle.__drizzle_migrations`,
  ).catch(() => [{ n: 0 }]);
  return Number(row?.n ?? 0);
}

const journal = () => (JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }).entries;
const knownMigrations = () => journal().length;

const openConfigured = (config: Config) =>
  openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });

/** Writes the archive of the portal `config` describes to `out`; answers its manifest. */
export async function createBackup(config: Config, out: string): Promise<Manifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'portal-backup-'));
  const database = openConfigured(config);
  const storage = createStorage(storageSettings(config), 'backup-reads-only');
  try {
    let file: string;
    if (database.kind === 'postgres' && config.DATABASE_URL) {
      const [client, server] = [await toolMajor('pg_dump', libpqEnv(config.DATABASE_URL)), await serverMajor(database)];
      if (client < server) throw new Error(tooOld('pg_dump', client, server));
      file = 'database.dump';
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(staging, file)}`], {
        env: libpqEnv(config.DATABASE_URL),
      });
    } else {
      // PGlite's own consistent copy of its data folder (the portal must be stopped: one process owns PGlite).
      file = 'pglite.tar.gz';
      const { pglite } = database.jobsConnection as { pglite: import('@electric-sql/pglite').PGlite };
      // A dump asked for before the database has opened never answers.
      await pglite.waitReady;
      const dump = await pglite.dumpDataDir('gzip');
      await writeFile(path.join(staging, file), Buffer.from(await dump.arrayBuffer()));
    }
    const tables = await countsOf(database);
    const migrations = await appliedMigrations(database);
    const entries: FileEntry[] = [];
    for await (const key of storage.keys()) {
      const stored = await storage.get(key);
      if (!stored) continue;
      const target = path.join(staging, 'files', key);
      await mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      stored.body.on('data', (chunk: Buffer) => hash.update(chunk));
      await pipeline(stored.body as Readable, createWriteStream(target));
      entries.push({ key, bytes: (await stat(target)).size, sha256: hash.digest('hex') });
    }
    const dumpFile = path.join(staging, file);
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: {
        kind: database.kind,
        file,
        bytes: (await stat(dumpFile)).size,
        sha256: await sha256Of(dumpFile),
        migrations,
        lastMigration: journal()[migrations - 1]?.tag ?? null,
        tables,
      },
      files: {
        driver: storage.driver,
        count: entries.length,
        bytes: entries.reduce((s, e) => s + e.bytes, 0),
        entries,
      },
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    const members = ['manifest.json', file, ...(entries.length ? ['files'] : [])];
    await run('tar', ['-cf', path.resolve(out), '-C', staging, ...members]);
    return manifest;
  } finally {
    storage.close();
    await database.close();
    await rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks `archive` into a scratch folder and proves every checksum; the caller removes the folder. */
async function unpack(archive: string): Promise<{ dir: string; manifest: Manifest }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-restore-'));
  try {
    await run('tar', ['-xf', path.resolve(archive), '-C', dir]);
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== FORMAT || manifest.version !== VERSION) {
      throw new Error(`${archive} is not a version ${VERSION} portal backup`);
    }
    const problems: string[] = [];
    if ((await sha256Of(path.join(dir, manifest.database.file))) !== manifest.database.sha256) {
      problems.push(`${manifest.database.file}: checksum differs`);
    }
    for (const entry of manifest.files.entries) {
      const sum = await sha256Of(path.join(dir, 'files', entry.key)).catch(() => 'missing');
      if (sum !== entry.sha256)
        problems.push(`files/${entry.key}: ${sum === 'missing' ? 'missing' : 'checksum differs'}`);
    }
    if (problems.length) throw new Error(`${archive} is damaged:\n  ${problems.join('\n  ')}`);
    return { dir, manifest };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

/** Proves the archive whole (manifest, dump and file checksums) without restoring it. */
export async function checkBackup(archive: string): Promise<Manifest> {
  const { dir, manifest } = await unpack(archive);
  await rm(dir, { recursive: true, force: true });
  return manifest;
}

/**
 * Restores `archive` into the empty database and file store `config` describes. Refuses (before writing anything)
 * a damaged archive, a database or store that holds anything, another database kind, or a database newer than
 * this code. After restoring, every table's row count must match the manifest's.
 */
export async function restoreBackup(config: Config, archive: string): Promise<Manifest> {
  const { dir, manifest } = await unpack(archive);
  const storage = createStorage(storageSettings(config), 'restore-writes-only');
  let database: Opened | undefined;
  try {
    const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind) {
      throw new Error(`the archive holds a ${manifest.database.kind} database; this configuration uses ${kind}`);
    }
    if (manifest.database.migrations > knownMigrations()) {
      throw new Error('the archive comes from a newer portal release: restore it with that release (or newer)');
    }
    const pgliteDir = path.resolve(config.DATA_DIR, 'pglite');
    if (kind === 'pglite' && (await readdir(pgliteDir).catch(() => [])).length > 0) {
      throw new Error(`the target database is not empty: ${pgliteDir} holds files`);
    }
    if (kind === 'postgres' && config.DATABASE_URL) {
      database = openConfigured(config);
      const [row] = await query<{ n: string | number }>(
        database,
        `select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      if (Number(row?.n) > 0) throw new Error('the target database is not empty: restore into a new, empty database');
      const [client, server] = [
        await toolMajor('pg_restore', libpqEnv(config.DATABASE_URL)),
        await serverMajor(database),
      ];
      if (client < server) throw new Error(tooOld('pg_restore', client, server));
    }
    for await (const key of storage.keys()) {
      throw new Error(`the target file store is not empty (it holds ${key}): restore into an empty folder or bucket`);
    }
    const dump = path.join(dir, manifest.database.file);
    if (kind === 'postgres' && config.DATABASE_URL) {
      const env = libpqEnv(config.DATABASE_URL);
      // The database's name only: host, user and password travel in libpq's variables.
      const args = [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${env.PGDATABASE}`,
      ];
      await run('pg_restore', [...args, dump], { env });
    } else {
      const { PGlite } = await import('@electric-sql/pglite');
      const loaded = new PGlite(pgliteDir, { loadDataDir: new Blob([await readFile(dump)]) });
      await loaded.waitReady;
      await loaded.close();
      database = openConfigured(config);
    }
    for (const entry of manifest.files.entries) {
      const file = path.join(dir, 'files', entry.key);
      await storage.write(entry.key, createReadStream(file), { size: entry.bytes });
    }
    database ??= openConfigured(config);
    const counts = await countsOf(database);
    const differ = Object.entries(manifest.database.tables).filter(([table, n]) => counts[table] !== n);
    if (differ.length) {
      throw new Error(`restored row counts differ: ${differ.map(([t, n]) => `${t} ${counts[t]} of ${n}`).join(', ')}`);
    }
    return manifest;
  } finally {
    storage.close();
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

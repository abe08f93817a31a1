import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { rowsOf } from '../platform/raw-rows.ts';
import type { PgliteArtifacts } from './pglite-artifacts.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** Both drivers share this type, so repos never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Resolves when the database answers a trivial query (health checks). */
export const pingDatabase = async (db: Db): Promise<void> => {
  await db.execute(sql`select 1`);
};

/** Frees a lock taken with `tryLock`. */
type Unlock = () => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** This process's name on the database: its connections carry `application_name = 'portal:<instanceId>'`. */
  instanceId: string;
  /** How the job queue reaches the same database: a URL for a server, or the embedded client. */
  jobsConnection: { connectionString: string } | { pglite: PGlite };
  migrate(): Promise<void>;
  /**
   * Runs `fn` holding a database-wide lock named `name`, waiting for it if another instance holds it: instances
   * started together on an empty database migrate and seed one after another.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Takes the lock `name` if nobody holds it. It lasts until unlocked or until this process's connection ends, so
   * a crashed process frees its locks at once.
   */
  tryLock(name: string): Promise<Unlock | null>;
  /**
   * Calls `onMessage` with every NOTIFY on `channel`, from this instance and every other; `onGap` after a lost
   * connection came back (messages sent meanwhile were missed).
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const APPLICATION_NAME_PREFIX = 'portal:';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Whether the database has every migration: Drizzle's migrator applies those dated after the last one it recorded,
 * so when none is, one query answers, rather than the migrator reading and hashing every file and creating its
 * table if missing at every start. A database never migrated has no such table: the query fails, and it migrates.
 */
async function upToDate(db: Db): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const result = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    const [row] = rowsOf<{ last: string | number | null }>(result);
    return row?.last != null && Number(row.last) >= newest;
  } catch {
    return false;
  }
}

/** `url` set: the PostgreSQL server it names. Otherwise embedded PGlite in `dataDir` (or in memory for ':memory:'). */
export function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** Sees every statement Drizzle sends (the benchmark replays them bare). */
  onQuery?: (sql: string, params: unknown[]) => void;
  /** PGlite's WebAssembly and file system bundle, loaded ahead (pglite-artifacts.ts); PGlite loads them otherwise. */
  pgliteArtifacts?: PgliteArtifacts;
}): Database {
  const logger = opts.onQuery ? { logQuery: opts.onQuery } : undefined;
  const instanceId = uuidv7();
  const applicationName = `${APPLICATION_NAME_PREFIX}${instanceId}`;
  if (opts.url) {
    const url = opts.url;
    const pool = new pg.Pool({ connectionString: url, max: 10, application_name: applicationName });
    // An idle connection dropped by the server (restart, failover, a dropped test database) must not crash the
    // process; the pool replaces it on next use. A checked-out one (a lock holder) reports on its own emitter.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    pool.on('connect', (client) =>
      client.on('error', (err) => console.error(`database connection lost: ${err.message}`)),
    );
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    const lockKey = 'hashtextextended($1, 0)';
    return {
      db,
      kind: 'postgres',
      instanceId,
      jobsConnection: { connectionString: url },
      migrate: async () => {
        if (!(await upToDate(db))) await migratePg(db as never, { migrationsFolder });
      },
      async exclusive(name, fn) {
        const client = await pool.connect();
        try {
          await client.query(`SELECT pg_advisory_lock(${lockKey})`, [name]);
          try {
            return await fn();
          } finally {
            await client.query(`SELECT pg_advisory_unlock(${lockKey})`, [name]);
          }
        } finally {
          client.release();
        }
      },
      async tryLock(name) {
        const client = await pool.connect();
        try {
          const { rows } = await client.query(`SELECT pg_try_advisory_lock(${lockKey}) AS ok`, [name]);
          if (!rows[0].ok) {
            client.release();
            return null;
          }
        } catch (err) {
          client.release(err as Error);
          throw err;
        }
        let held = true;
        return async () => {
          if (!held) return;
          held = false;
          try {
            await client.query(`SELECT pg_advisory_unlock(${lockKey})`, [name]);
            client.release();
          } catch (err) {
            // A broken connection already freed the lock; drop it instead of returning it to the pool.
            client.release(err as Error);
          }
        };
      },
      listen: (channel, onMessage, onGap) => listenPg(url, applicationName, channel, onMessage, onGap),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir && opts.dataDir !== ':memory:' ? path.resolve(opts.dataDir, 'pglite') : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir ?? 'memory://', { extensions: { pg_trgm, btree_gist }, ...opts.pgliteArtifacts });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  // One process owns an embedded database, so its locks only need to exclude work inside this process.
  const held = new Set<string>();
  return {
    db,
    kind: 'pglite',
    instanceId,
    jobsConnection: { pglite: client },
    migrate: async () => {
      if (!(await upToDate(db))) await migratePglite(db as never, { migrationsFolder });
    },
    exclusive: (_name, fn) => fn(),
    async tryLock(name) {
      if (held.has(name)) return null;
      held.add(name);
      return async () => {
        held.delete(name);
      };
    },
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/**
 * LISTEN on a connection of its own that outlives the pool's idle timeout. When the connection drops it comes back
 * after a short delay and `onGap` says messages may have been missed.
 */
async function listenPg(
  url: string,
  applicationName: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: applicationName });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
    });
    c.on('error', (err) => console.error(`database listener lost: ${err.message}`));
    c.on('end', () => {
      if (stopped || client !== c) return;
      client = undefined;
      retry = setTimeout(reconnect, 1000);
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
  };
  const reconnect = () => {
    if (stopped) return;
    connect().then(
      () => onGap?.(),
      (err: Error) => {
        console.error(`database listener: ${err.message}`);
        retry = setTimeout(reconnect, 2000);
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

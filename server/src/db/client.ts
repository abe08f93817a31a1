import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share this type, so repos never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How the job queue reaches the same database: a URL for a server, or the embedded client. */
  jobsConnection: { connectionString: string } | { pglite: PGlite };
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `url` set: the PostgreSQL server it names. Otherwise embedded PGlite in `dataDir` (or in memory for ':memory:'). */
export function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** Sees every statement Drizzle sends (the benchmark replays them bare). */
  onQuery?: (sql: string, params: unknown[]) => void;
}): Database {
  const logger = opts.onQuery ? { logQuery: opts.onQuery } : undefined;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection dropped by the server (restart, failover, a dropped test database) must not crash the
    // process; the pool replaces it on next use.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      jobsConnection: { connectionString: opts.url },
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir && opts.dataDir !== ':memory:' ? path.resolve(opts.dataDir, 'pglite') : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir ?? 'memory://', { extensions: { pg_trgm, btree_gist } });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    jobsConnection: { pglite: client },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

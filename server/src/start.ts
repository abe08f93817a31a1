import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { ensureSuperAdmin, seedDemo } from './db/seed/bootstrap.ts';
import { checkStorage, storageSettings } from './platform/storage.ts';

export interface Instance {
  app: FastifyInstance;
  database: Database;
  /** The address it listens on. */
  url: string;
  adminCreated: boolean;
  demoSeeded: boolean;
  /**
   * Graceful stop: no new connections, requests in flight finish, running jobs finish their batch, then the
   * database closes. Safe to call twice.
   */
  stop(): Promise<void>;
}

/**
 * One portal instance: migrate and seed under a database-wide lock (instances started together on an empty
 * database take turns; the later ones find the work done), then build the app and listen.
 */
export async function startInstance(
  config: Config,
  options: Pick<AppOptions, 'extraRoutes' | 'jobPollingSeconds' | 'cronMonitorSeconds' | 'logStream'> = {},
): Promise<Instance> {
  // A bucket that is missing or unreachable stops the start here, rather than failing every upload later.
  await checkStorage(storageSettings(config));
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const { adminCreated, demoSeeded } = await database.exclusive('portal:startup', async () => {
    await database.migrate();
    return {
      adminCreated: await ensureSuperAdmin(database.db, config),
      demoSeeded: config.DEMO_DATA ? await seedDemo(database.db, config) : false,
    };
  });
  const app = await buildApp({ config, database, ...options, deferWorkers: true });
  const url = await app.listen({ port: config.PORT, host: config.HOST });
  // Listening first: the workers' first polls (one per queue) held the start up on the embedded database.
  await app.jobs.begin();
  await warnIfFilesAreLocal(app);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // A keep-alive connection whose request finishes during shutdown would otherwise hold the server open.
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(idle);
      }
      await database.close();
    })();
    return stopping;
  };
  return { app, database, url, adminCreated, demoSeeded, stop };
}

export const LOCAL_FILES_WARNING =
  'Another portal instance uses this database, but files are stored on local disk (DATA_DIR/files): ' +
  'every instance must see the same files, so set STORAGE_DRIVER=s3 and the S3_* variables ' +
  '(see README, "Several instances")';

/**
 * With the local driver files live on this machine's disk: a second instance would not see them. Instances are
 * told apart by their database connections' application_name (bus.otherInstances), so no heartbeat is needed.
 */
async function warnIfFilesAreLocal(app: FastifyInstance) {
  if (app.storage.driver !== 'local') return;
  const others = await app.bus.otherInstances();
  if (others > 0) app.log.warn({ otherInstances: others }, LOCAL_FILES_WARNING);
}

/** A stop that takes longer than this (a stuck request) ends the process anyway. */
const SHUTDOWN_GRACE_MS = 30_000;

/**
 * SIGTERM (docker stop, a rolling deploy) or SIGINT: stop taking requests, finish those in flight and the running
 * job batch, then exit.
 */
export function stopOnSignals(instance: Instance) {
  const shutdown = (signal: string) => {
    instance.app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      instance.app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    instance.stop().then(
      () => process.exit(0),
      (err) => {
        instance.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

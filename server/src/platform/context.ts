import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Bus } from './bus.ts';
import type { Jobs } from './jobs.ts';
import type { Mailer } from './mail.ts';
import type { Realtime } from './realtime.ts';
import type { EmailCipher } from './secrets.ts';
import type { AuthUser } from './sessions.ts';
import type { Storage } from './storage.ts';

/** What every service function receives (ARCHITECTURE.md, convention 6). */
export interface Ctx {
  db: Db;
  config: Config;
  user: AuthUser | null;
  log: FastifyBaseLogger;
  jobs: Jobs;
  mail: Mailer;
  realtime: Realtime;
  cipher: EmailCipher;
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    jobs: Jobs;
    mail: Mailer;
    realtime: Realtime;
    cipher: EmailCipher;
    storage: Storage;
    bus: Bus;
    /** Locks that die with this process's database connection (see Database.tryLock). */
    locks: Pick<Database, 'tryLock'>;
  }
}

export const ctxOf = (req: FastifyRequest): Ctx => ({
  db: req.server.db,
  config: req.server.config,
  user: req.user,
  log: req.log,
  jobs: req.server.jobs,
  mail: req.server.mail,
  realtime: req.server.realtime,
  cipher: req.server.cipher,
  storage: req.server.storage,
});

/** The context of work that runs outside a request (jobs): nobody is signed in. */
export const ctxOfServer = (app: FastifyInstance): Ctx => ({
  db: app.db,
  config: app.config,
  user: null,
  log: app.log,
  jobs: app.jobs,
  mail: app.mail,
  realtime: app.realtime,
  cipher: app.cipher,
  storage: app.storage,
});

/** For routes whose guard guarantees a signed-in user. */
export const userOf = (ctx: Ctx) => {
  if (!ctx.user) throw new Error('route guard did not authenticate');
  return ctx.user;
};

/**
 * The provider whose own records a caller may reach: the signed-in provider, or undefined for staff (whose reach
 * their permissions decide). Repos scope provider-family queries by it (ARCHITECTURE.md, convention 4).
 */
export const ownerOf = (ctx: Pick<Ctx, 'user'>): string | undefined =>
  ctx.user?.role === 'provider' ? ctx.user.id : undefined;

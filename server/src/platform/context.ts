import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
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

/** For routes whose guard guarantees a signed-in user. */
export const userOf = (ctx: Ctx) => {
  if (!ctx.user) throw new Error('route guard did not authenticate');
  return ctx.user;
};

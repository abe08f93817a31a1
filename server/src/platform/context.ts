import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuthUser } from './sessions.ts';

/** What every service function receives (ARCHITECTURE.md, convention 6). */
export interface Ctx {
  db: Db;
  config: Config;
  user: AuthUser | null;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export const ctxOf = (req: FastifyRequest): Ctx => ({
  db: req.server.db,
  config: req.server.config,
  user: req.user,
  log: req.log,
});

/** For routes whose guard guarantees a signed-in user. */
export const userOf = (ctx: Ctx) => {
  if (!ctx.user) throw new Error('route guard did not authenticate');
  return ctx.user;
};

import { SESSION_MESSAGES } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../db/client.ts';
import { forbidden, sessionExpired, unauthorized } from './errors.ts';
import {
  type AuthUser,
  cachedSessionUser,
  configureIdleTimeouts,
  configureSessionCache,
  findSessionUser,
  SessionIdleError,
} from './sessions.ts';

/**
 * Who may call a route. Every route declares one in `config.access`; buildApp refuses to start otherwise.
 * - public: anyone; authenticated: any active signed-in user;
 * - superAdmin: the super-admin family; iconUser: a confirmed staff user holding `permission`;
 * - provider: a confirmed provider, whose queries the repos scope to themselves;
 * - guest: someone holding a guest token of a live share, never a signed-in user: the documents module, which
 *   issues guest tokens, says who holds one (`FindGuest`) and answers only within that share. No other family
 *   accepts a guest token.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'superAdmin' }
  | { kind: 'iconUser'; permission: string }
  /** Any confirmed icon user, whatever their permissions: the service decides what they see (the risk calendar). */
  | { kind: 'anyIconUser' }
  | { kind: 'provider' }
  | { kind: 'guest' };

export const PUBLIC: { access: Access } = { access: { kind: 'public' } };

/** The two staff families share handlers; only this guard differs (ARCHITECTURE.md, convention 2). */
export type StaffFamily = 'superAdmin' | 'iconUser';
export const staff = (family: StaffFamily, permission: string): { access: Access } => ({
  access: family === 'superAdmin' ? { kind: 'superAdmin' } : { kind: 'iconUser', permission },
});
/** A staff screen every staff user opens (the home page); what it shows follows the user's permissions. */
export const anyStaff = (family: StaffFamily): { access: Access } => ({
  access: family === 'superAdmin' ? { kind: 'superAdmin' } : { kind: 'anyIconUser' },
});
export const STAFF_FAMILIES = [
  { family: 'superAdmin', prefix: '/api/super-admin' },
  { family: 'iconUser', prefix: '/api/icon-users' },
] as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set on guest routes only, to what `FindGuest` answered. */
    guest: unknown;
  }
}

/** Routes that plugins register themselves (the OpenAPI viewer) are public by this declaration. */
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];

/** Who holds a guest token (the module that issues them answers); throws 401 when it is not a live one. */
type FindGuest = (db: Db, token: string) => Promise<unknown>;

/**
 * Who an API key stands for (the module that issues keys answers): null when the token is no live key. Its user
 * passes the same guards as a person's, and only the staff ones (`iconUser`, `anyIconUser`).
 */
type FindApiKey = (db: Db, token: string, ip: string) => Promise<AuthUser | null>;
export interface Doors {
  findGuest: FindGuest;
  findApiKey: FindApiKey;
  /** How keys start, so a session token never costs a key lookup. */
  apiKeyPrefix: string;
}

export function registerAccessControl(app: FastifyInstance, db: Db, doors: Doors) {
  app.decorateRequest('user', null);
  app.decorateRequest('guest', null);
  configureSessionCache(app.config.SESSION_CACHE_MS);
  configureIdleTimeouts(app.config.IDLE_TIMEOUT_MINUTES, app.config.PROVIDER_IDLE_TIMEOUT_MINUTES);

  // Each route gets its own guard, made from its declared access when it is registered: a request then runs only
  // the check its route needs (a public route runs none), with no lookup of the route's options per request.
  app.addHook('onRoute', (route) => {
    if (PLUGIN_PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access; add config.access`);
    }
    const guard = guardOf(access, db, doors);
    if (!guard) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...own, guard];
  });
}

function guardOf(access: Access, db: Db, doors: Doors): onRequestHookHandler | null {
  switch (access.kind) {
    case 'public':
      return null;
    case 'guest':
      return async (req) => {
        req.guest = await doors.findGuest(db, bearer(req) ?? '');
      };
    default:
      // A cached sign-in is answered at once (no promise: this runs on every request); anything else goes to the
      // database through authenticate, whose promise Fastify awaits. What either throws is the hook's error.
      return (req, _reply, done) => {
        const token = bearer(req);
        const cached = token === undefined ? null : cachedSessionUser(token);
        if (!cached) {
          return authenticate(req, db, doors).then((user) => {
            req.user = user;
            authorize(user, access);
          });
        }
        req.user = cached;
        authorize(cached, access);
        done();
      };
  }
}

function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

async function authenticate(req: FastifyRequest, db: Db, doors: Doors): Promise<AuthUser> {
  const token = bearer(req);
  if (!token) throw unauthorized();
  if (token.startsWith(doors.apiKeyPrefix)) {
    const keyUser = await doors.findApiKey(db, token, req.ip);
    if (keyUser) return keyUser;
  }
  try {
    const user = await findSessionUser(db, token);
    if (!user) throw unauthorized(SESSION_MESSAGES.expired);
    return user;
  } catch (error) {
    if (error instanceof SessionIdleError) throw sessionExpired(SESSION_MESSAGES.idle(error.minutes));
    throw error;
  }
}

function authorize(user: AuthUser, access: Access) {
  const active = user.role === 'superAdmin' || user.status === 'confirmed';
  if (!active) throw forbidden('Your account is not active. Please contact the administrator.', 'ACCOUNT_INACTIVE');
  // A key calls the staff API only: never a person's own calls (password, profile, sign-out) or another family.
  if (user.apiKey && access.kind !== 'iconUser' && access.kind !== 'anyIconUser') throw forbidden();
  switch (access.kind) {
    case 'authenticated':
      return;
    case 'superAdmin':
      if (user.role !== 'superAdmin') throw forbidden();
      return;
    case 'iconUser':
      if (user.role !== 'iconUser') throw forbidden();
      if (!user.permissions.includes(access.permission)) throw forbidden();
      return;
    case 'anyIconUser':
      if (user.role !== 'iconUser') throw forbidden();
      return;
    case 'provider':
      if (user.role !== 'provider') throw forbidden();
      return;
    case 'guest':
      // Guest routes are answered above; a signed-in user's token is never a guest token.
      throw forbidden();
  }
}

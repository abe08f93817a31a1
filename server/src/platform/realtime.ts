import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { Server, type ServerOptions } from 'socket.io';
import type { Database } from '../db/client.ts';
import { BUS_TOPICS, type Bus } from './bus.ts';
import { findSessionUser } from './sessions.ts';

export interface Realtime {
  toUser(userId: string, event: string, payload: unknown): void;
  toStaff(event: string, payload: unknown): void;
  toProviders(event: string, payload: unknown): void;
}

/**
 * How emits reach the sockets of every instance: Redis pub/sub when there is a Redis, else NOTIFY on the same
 * PostgreSQL; one embedded database means one process, where socket.io's in-memory adapter is enough (and neither
 * adapter is loaded).
 */
async function clusterAdapter(
  app: FastifyInstance,
  database: Database,
  redis: Redis | undefined,
): Promise<{ adapter?: ServerOptions['adapter']; close(): Promise<void> }> {
  const onError = (err: Error) => app.log.warn({ err }, 'realtime adapter error');
  if (redis) {
    const { createAdapter: redisAdapter } = await import('@socket.io/redis-adapter');
    const subscriber = redis.duplicate();
    subscriber.on('error', onError);
    return {
      adapter: redisAdapter(redis, subscriber),
      close: async () => {
        subscriber.disconnect();
      },
    };
  }
  const conn = database.jobsConnection;
  if ('connectionString' in conn) {
    const { createAdapter: postgresAdapter } = await import('@socket.io/postgres-adapter');
    // Its own small pool: the adapter keeps one connection for LISTEN.
    const pool = new pg.Pool({ connectionString: conn.connectionString, max: 3 });
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    return { adapter: postgresAdapter(pool, { errorHandler: onError }), close: () => pool.end() };
  }
  return { close: async () => {} };
}

/**
 * socket.io on the API's own HTTP server. A socket authenticates with the bearer token in its handshake
 * (`auth.token`) and joins `user:{id}` plus `staff` or `provider:{id}`; revoking the token disconnects it, on
 * whichever instance it is connected to.
 */
export async function startRealtime(
  app: FastifyInstance,
  { database, bus, redis }: { database: Database; bus: Bus; redis?: Redis },
): Promise<Realtime & { /** Sockets connected to this instance (metrics). */ connections(): number }> {
  const cluster = await clusterAdapter(app, database, redis);
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
    adapter: cluster.adapter,
  });
  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    const user = token ? await findSessionUser(database.db, token).catch(() => null) : null;
    if (!user || (user.role !== 'superAdmin' && user.status !== 'confirmed')) return next(new Error('unauthorized'));
    socket.data.userId = user.id;
    socket.join([`user:${user.id}`, `session:${user.sessionId}`]);
    socket.join(user.role === 'provider' ? ['providers', `provider:${user.id}`] : 'staff');
    next();
  });
  // Every instance hears the revocation on the bus and closes its own sockets of those sessions.
  const unsubscribe = bus.subscribe(BUS_TOPICS.sessionsRevoked, ({ sessionIds }) => {
    for (const id of sessionIds) io.local.in(`session:${id}`).disconnectSockets(true);
  });
  // On shutdown the browsers reconnect to another instance; an open WebSocket would also hold the server open.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await io.close();
    await cluster.close();
  });
  return {
    toUser: (userId, event, payload) => io.to(`user:${userId}`).emit(event, payload),
    toStaff: (event, payload) => io.to('staff').emit(event, payload),
    toProviders: (event, payload) => io.to('providers').emit(event, payload),
    connections: () => io.engine.clientsCount,
  };
}

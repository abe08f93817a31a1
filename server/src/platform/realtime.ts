import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Db } from '../db/client.ts';
import { findSessionUser, onSessionsRevoked } from './sessions.ts';

export interface Realtime {
  toUser(userId: string, event: string, payload: unknown): void;
  toStaff(event: string, payload: unknown): void;
  toProviders(event: string, payload: unknown): void;
}

/**
 * socket.io on the API's own HTTP server. A socket authenticates with the bearer token in its handshake
 * (`auth.token`) and joins `user:{id}` plus `staff` or `provider:{id}`; revoking the token disconnects it.
 */
export function startRealtime(app: FastifyInstance, db: Db): Realtime {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    const user = token ? await findSessionUser(db, token).catch(() => null) : null;
    if (!user || (user.role !== 'superAdmin' && user.status !== 'confirmed')) return next(new Error('unauthorized'));
    socket.data.userId = user.id;
    socket.join([`user:${user.id}`, `session:${user.sessionId}`]);
    socket.join(user.role === 'provider' ? ['providers', `provider:${user.id}`] : 'staff');
    next();
  });
  const unsubscribe = onSessionsRevoked((sessionIds) => {
    for (const id of sessionIds) io.in(`session:${id}`).disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await io.close();
  });
  return {
    toUser: (userId, event, payload) => io.to(`user:${userId}`).emit(event, payload),
    toStaff: (event, payload) => io.to('staff').emit(event, payload),
    toProviders: (event, payload) => io.to('providers').emit(event, payload),
  };
}

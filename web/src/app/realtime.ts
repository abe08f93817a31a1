import { BULK_APPROVAL_CODES, type Notification, notificationSchema, REALTIME_EVENTS } from '@portal/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { completeBulkApproval, startBulkApproval } from '../lib/slices/bulkApproval.ts';

/** The realtime events the web app listens to (spec section 7 and contracts REALTIME_EVENTS). */
export const SOCKET_EVENTS = {
  notification: REALTIME_EVENTS.notification,
  permissionsChanged: REALTIME_EVENTS.permissionsChanged,
  bulkApproval: 'BULK_APPROVAL',
  timesheetsApproval: 'TIMESHEETS_APPROVAL',
} as const;

/** The server closed the socket itself (revoked token: logout, deactivation, password change elsewhere). */
export const SERVER_DISCONNECT = 'io server disconnect';

/** The socket settings: same origin, path /socket.io, the bearer token in the handshake. */
export const socketOptions = (token: string): Partial<ManagerOptions & SocketOptions> => ({
  path: '/socket.io',
  auth: { token },
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
  autoConnect: false,
});

/** A socket to this site's origin; call `connect()` once the listeners are on. */
export const createSocket = (token: string): Socket => io(socketOptions(token));

/** The `code` a bulk approval event carries (contracts BULK_APPROVAL_CODES), or '' without one. */
const codeOf = (payload: unknown): string => {
  if (payload && typeof payload === 'object' && 'code' in payload) {
    const { code } = payload as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return '';
};

const count = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
};

/**
 * Spec section 4's bulk approval steps, decided by the event's code (never its text): BULK_APPROVAL with code
 * BULK_APPROVAL_STARTED (its message says 'under process') starts the run when it is not already running;
 * TIMESHEETS_APPROVAL with code BULK_APPROVAL_COMPLETED (message 'completed') stores the totals and marks it complete.
 * Anything else changes nothing (null).
 */
export const bulkApprovalAction = (
  event: string,
  payload: unknown,
  state: { inProcess: boolean },
): UnknownAction | null => {
  const code = codeOf(payload);
  if (event === SOCKET_EVENTS.bulkApproval) {
    if (state.inProcess) return null;
    return code === BULK_APPROVAL_CODES.started ? startBulkApproval() : null;
  }
  if (event === SOCKET_EVENTS.timesheetsApproval && code === BULK_APPROVAL_CODES.completed) {
    const p = payload as { totalCount?: unknown; successfulApproved?: unknown; notApproved?: unknown };
    return completeBulkApproval({
      totalCount: count(p.totalCount),
      successfulApproved: count(p.successfulApproved),
      notApproved: count(p.notApproved),
    });
  }
  return null;
};

/** A 'notification' event's payload, or null when it is not one. */
export const parseNotification = (payload: unknown): Notification | null => {
  const parsed = notificationSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
};

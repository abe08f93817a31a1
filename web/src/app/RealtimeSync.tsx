import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { api } from '../lib/api.ts';
import { endsSession, errorToast } from '../lib/errors.ts';
import { useAppDispatch, useAppSelector } from '../lib/hooks.ts';
import { isApiError } from '../lib/http.ts';
import { logout, profileLoaded } from '../lib/slices/auth.ts';
import type { RootState } from '../lib/store.ts';
import { TOAST_AUTO_CLOSE, toastError } from '../lib/toast.ts';
import { useLazyGetMeQuery } from '../modules/auth/api.ts';
import { areaOf, isSigningOut } from '../modules/auth/redirect.ts';
import { bulkApprovalAction, createSocket, parseNotification, SERVER_DISCONNECT, SOCKET_EVENTS } from './realtime.ts';

/** Wait before checking the session after the server closed the socket, so a sign-out in progress lands first. */
const SESSION_CHECK_DELAY_MS = 500;

/**
 * One socket.io connection while an active user is signed in (spec sections 4 and 7). It reconnects with the new
 * token after a new sign-in and closes on logout. Events: 'notification' refreshes the notification list and the
 * unread badge and shows a toast; 'permissions-changed' reloads the profile and SCOPES from GET /api/me;
 * BULK_APPROVAL and TIMESHEETS_APPROVAL drive the bulk approval banner. When the server closes the socket
 * (revoked token) the session is checked: a 401 signs the user out, a live session reconnects.
 */
export function RealtimeSync() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const token = useAppSelector((s) => s.auth.user?.token);
  const active = useAppSelector((s) => areaOf(s.auth.user?.role, s.auth.profile) !== null);
  const [loadMe] = useLazyGetMeQuery();

  useEffect(() => {
    if (!token || !active) return;
    const socket = createSocket(token);
    const current = () => store.getState().auth.user?.token === token;
    let checkTimer: ReturnType<typeof setTimeout> | undefined;

    const reloadMe = () =>
      loadMe()
        .unwrap()
        .then((res) => {
          if (current()) dispatch(profileLoaded(res.data));
        });

    /** The server refused or closed the socket: find out whether the session still stands. */
    const checkSession = (reconnect: boolean) => {
      clearTimeout(checkTimer);
      checkTimer = setTimeout(() => {
        if (!current() || isSigningOut()) return;
        reloadMe()
          .then(() => {
            if (reconnect && current()) socket.connect();
          })
          .catch((error: unknown) => {
            if (!current() || isSigningOut() || !isApiError(error) || !endsSession(error)) return;
            toastError(errorToast(error).message);
            dispatch(logout());
          });
      }, SESSION_CHECK_DELAY_MS);
    };

    socket.on('connect', () => {
      console.info('Realtime socket connected');
      // Catch up on what was pushed while there was no socket: it starts after the first page's data (Root.tsx),
      // and after a reconnect.
      dispatch(api.util.invalidateTags(['Notification']));
    });
    socket.on('disconnect', (reason) => {
      console.info('Realtime socket disconnected:', reason);
      if (reason === SERVER_DISCONNECT) checkSession(true);
    });
    socket.on('connect_error', (error) => {
      console.info('Realtime socket connection failed:', error.message);
      // A refusal by the server's handshake check is final (no automatic retry).
      if (!socket.active) checkSession(false);
    });

    socket.on(SOCKET_EVENTS.notification, (payload: unknown) => {
      dispatch(api.util.invalidateTags(['Notification']));
      const n = parseNotification(payload);
      if (n) {
        notifications.show({
          color: 'blue',
          title: n.title,
          message: n.body,
          icon: <IconBell size={18} />,
          autoClose: TOAST_AUTO_CLOSE,
        });
      }
    });
    socket.on(SOCKET_EVENTS.permissionsChanged, () => {
      reloadMe().catch(() => {});
    });
    for (const event of [SOCKET_EVENTS.bulkApproval, SOCKET_EVENTS.timesheetsApproval]) {
      socket.on(event, (payload: unknown) => {
        const action = bulkApprovalAction(event, payload, store.getState().bulkApproval);
        if (action) dispatch(action);
      });
    }

    socket.connect();
    return () => {
      clearTimeout(checkTimer);
      socket.removeAllListeners();
      socket.disconnect();
      console.info('Realtime socket closed');
    };
  }, [token, active, store, dispatch, loadMe]);

  return null;
}

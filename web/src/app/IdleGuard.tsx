import { Button, Group, Modal, Text } from '@mantine/core';
import { SESSION_MESSAGES } from '@portal/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../lib/hooks.ts';
import { lastActivity, markActivity } from '../lib/http.ts';
import { logout } from '../lib/slices/auth.ts';
import { toastError } from '../lib/toast.ts';
import { useLazyGetMeQuery, useLogoutMutation } from '../modules/auth/api.ts';
import { markSigningOut } from '../modules/auth/redirect.ts';

/** The server's default when a persisted session predates the setting. */
const DEFAULT_IDLE_MINUTES = 30;

/** How long before the sign-out the warning shows: a minute, or half of a timeout shorter than two minutes. */
const warningLeadMs = (timeoutMs: number) => Math.min(60_000, timeoutMs / 2);

/**
 * Idle sign-out. The server ends a session after its idle timeout without an authenticated
 * request; this mirrors it on the client's clock: a minute before, a dialog offers to stay signed in (a request,
 * which is activity), and at the time it signs out. Activity in another tab counts (api.ts shares the time).
 */
export function IdleGuard() {
  const dispatch = useAppDispatch();
  const minutes = useAppSelector((s) => s.auth.user?.idleTimeoutMinutes) ?? DEFAULT_IDLE_MINUTES;
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [loadMe] = useLazyGetMeQuery();
  const [callLogout] = useLogoutMutation();

  useEffect(() => {
    markActivity();
  }, []);

  useEffect(() => {
    const timeoutMs = minutes * 60_000;
    const leadMs = warningLeadMs(timeoutMs);
    const tick = () => {
      const idleMs = Date.now() - lastActivity();
      if (idleMs >= timeoutMs) {
        setSecondsLeft(null);
        dispatch(logout());
        toastError(SESSION_MESSAGES.idle(minutes));
        return;
      }
      setSecondsLeft(idleMs >= timeoutMs - leadMs ? Math.ceil((timeoutMs - idleMs) / 1000) : null);
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [minutes, dispatch]);

  const stay = useCallback(() => {
    setSecondsLeft(null);
    // A real request: the server records the activity, and so does the client when it answers.
    loadMe(undefined, false);
  }, [loadMe]);

  const signOut = useCallback(async () => {
    setSecondsLeft(null);
    await callLogout()
      .unwrap()
      .catch(() => {});
    markSigningOut();
    dispatch(logout());
  }, [callLogout, dispatch]);

  return (
    <Modal
      opened={secondsLeft !== null}
      onClose={stay}
      title={SESSION_MESSAGES.warningTitle}
      centered
      closeOnClickOutside={false}
    >
      <Text>{SESSION_MESSAGES.warning(secondsLeft ?? 0)}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={signOut}>
          {SESSION_MESSAGES.signOut}
        </Button>
        <Button onClick={stay} data-autofocus>
          {SESSION_MESSAGES.stay}
        </Button>
      </Group>
    </Modal>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useAmbientSelector, useAppSelector } from '../lib/hooks.ts';
import { usePageTitle, useRouteTitle } from '../lib/pageTitle.ts';
import type { RootState } from '../lib/store.ts';
import { useChunkLoading } from './chunkLoading.ts';
import { GlobalLoading } from './layouts/GlobalLoading.tsx';

/** The socket (socket.io-client) is loaded only once someone is signed in: /login does not download it. */
const RealtimeSync = lazy(() => import('./RealtimeSync.tsx').then((m) => ({ default: m.RealtimeSync })));
/** Idle sign-out's warning dialog, likewise only once signed in. */
const IdleGuard = lazy(() => import('./IdleGuard.tsx').then((m) => ({ default: m.IdleGuard })));

import { SessionSync } from './SessionSync.tsx';

/** However long the first page's data takes, the socket and the idle guard start by then. */
const SETTLE_AT_MOST_MS = 10_000;

/**
 * Runs `run` once the next frame has painted and the browser is idle (Safari has no requestIdleCallback: shortly
 * after the frame); answers a cancel.
 */
function afterPaintWhenIdle(run: () => void): () => void {
  let cancelIdle = () => {};
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 1000 });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 200);
      cancelIdle = () => clearTimeout(id);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}

const anyQueryPending = (s: RootState) => Object.values(s.api.queries).some((q) => q?.status === 'pending');

/**
 * True from the moment the first signed-in page has its data (no route or layout chunk loading, no query pending),
 * painted, and the browser is idle: the socket's code and handshake and the idle guard wait for it, so they do not
 * compete with the page's chunks, its requests and its first render on a slow phone. RealtimeSync catches up on
 * notifications when the socket connects. Stays true.
 */
function useFirstPageSettled(signedIn: boolean): boolean {
  const [settled, setSettled] = useState(false);
  const chunkLoading = useChunkLoading();
  const navigating = useNavigation().state !== 'idle' || chunkLoading;
  // Once settled, the queries are no longer looked through on every action.
  const pending = useAmbientSelector(anyQueryPending, !settled);
  useEffect(() => {
    if (settled || !signedIn) return;
    const timer = setTimeout(() => setSettled(true), SETTLE_AT_MOST_MS);
    return () => clearTimeout(timer);
  }, [settled, signedIn]);
  useEffect(() => {
    if (settled || !signedIn || navigating || pending) return;
    return afterPaintWhenIdle(() => setSettled(true));
  }, [settled, signedIn, navigating, pending]);
  return settled;
}

/** The top of every route: session refresh, the realtime socket, the loading bar, the tab title. */
export function Root() {
  usePageTitle(useRouteTitle());
  const signedIn = useAppSelector((s) => Boolean(s.auth.user?.token));
  const settled = useFirstPageSettled(signedIn);
  return (
    <>
      <GlobalLoading />
      <SessionSync />
      {signedIn && settled && (
        <Suspense fallback={null}>
          <RealtimeSync />
          <IdleGuard />
        </Suspense>
      )}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

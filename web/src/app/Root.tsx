import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useAppSelector } from '../lib/hooks.ts';
import { usePageTitle, useRouteTitle } from '../lib/pageTitle.ts';
import { GlobalLoading } from './layouts/GlobalLoading.tsx';

/** The socket (socket.io-client) is loaded only once someone is signed in: /login does not download it. */
const RealtimeSync = lazy(() => import('./RealtimeSync.tsx').then((m) => ({ default: m.RealtimeSync })));
/** Idle sign-out's warning dialog, likewise only once signed in. */
const IdleGuard = lazy(() => import('./IdleGuard.tsx').then((m) => ({ default: m.IdleGuard })));

import { SessionSync } from './SessionSync.tsx';

/** The top of every route: session refresh, the realtime socket, the loading bar, the tab title. */
export function Root() {
  usePageTitle(useRouteTitle());
  const signedIn = useAppSelector((s) => Boolean(s.auth.user?.token));
  return (
    <>
      <GlobalLoading />
      <SessionSync />
      {signedIn && (
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

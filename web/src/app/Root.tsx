import { Outlet, ScrollRestoration } from 'react-router';
import { GlobalLoading } from './layouts/GlobalLoading.tsx';
import { usePageTitle, useRouteTitle } from './pageTitle.ts';
import { RealtimeSync } from './RealtimeSync.tsx';
import { SessionSync } from './SessionSync.tsx';

/** The top of every route: session refresh, the realtime socket, the loading bar, the tab title. */
export function Root() {
  usePageTitle(useRouteTitle());
  return (
    <>
      <GlobalLoading />
      <SessionSync />
      <RealtimeSync />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

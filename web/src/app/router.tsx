import { Center, Loader } from '@mantine/core';
import { type WebRouteKey, webPaths, webRoutes } from '@portal/contracts';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { adminScreens } from './adminScreens.ts';
import { AdminGuard, AreaGuard, OpenAreaLayout, ProviderGuard, ScopeGuard } from './guards.tsx';
import { AuthLayoutOutlet } from './layouts/AuthLayout.tsx';
import { lazyPage } from './lazyPage.ts';
import { Root } from './Root.tsx';
import { RouteError } from './RouteError.tsx';
import {
  authScreens,
  openScreens,
  providerScreens,
  publicScreens,
  type Screen,
  type Screens,
  sharedScreens,
} from './screens.ts';

/**
 * The pages whose Mantine styles are loaded already: the sign-in page's by the HTML (app/styles.ts), the staff
 * home's, where signing in lands, by the signed-in layout (app/shellStyles.ts).
 */
const LIGHT_PAGES: ReadonlySet<WebRouteKey> = new Set(['login', 'riskCalendar']);

/** The routes of an area's screens, at their catalogue paths. */
const routesOf = (screens: Screens): RouteObject[] =>
  (Object.entries(screens) as [WebRouteKey, Screen][]).map(([key, [title, page, scope]]) => ({
    path: webRoutes[key],
    handle: scope ? { title, scope } : { title },
    lazy: lazyPage(page, { light: LIGHT_PAGES.has(key) }),
  }));

/**
 * The signed-in layout (sidebar, top bar) as its route's `lazy`: the router loads it beside the page's chunk, not
 * after the page has loaded and rendered a Suspense boundary (one round trip less before a listing's data is asked).
 */
const sidebarLayout = lazyPage(
  () => import('./layouts/SidebarLayout.tsx').then((m) => ({ default: m.SidebarLayout })),
  { light: true },
);

/** Errors of a screen render inside its layout. */
const inLayout = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteError />, children }];

/** Every route of spec section 2. */
const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: (
      <Center h="100vh">
        <Loader />
      </Center>
    ),
    children: [
      { path: webRoutes.home, element: <Navigate to={webPaths.login} replace /> },
      {
        element: <Outlet />,
        errorElement: <RouteError />,
        children: [...routesOf(publicScreens), { element: <AuthLayoutOutlet />, children: routesOf(authScreens) }],
      },
      {
        element: <AdminGuard />,
        children: [
          {
            lazy: sidebarLayout,
            children: [{ element: <ScopeGuard />, children: inLayout(routesOf(adminScreens)) }],
          },
        ],
      },
      {
        element: <ProviderGuard />,
        children: [{ lazy: sidebarLayout, children: inLayout(routesOf(providerScreens)) }],
      },
      {
        element: <AreaGuard area="any" />,
        children: [{ lazy: sidebarLayout, children: inLayout(routesOf(sharedScreens)) }],
      },
      { element: <OpenAreaLayout />, children: inLayout(routesOf(openScreens)) },
      { path: '*', handle: { title: 'Page Not Found' }, element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

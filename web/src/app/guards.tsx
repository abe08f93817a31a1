import { webPaths } from '@portal/contracts';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useAppDispatch, useCurrentUser, useScope } from '../lib/hooks.ts';
import { logout } from '../lib/slices/auth.ts';
import { type Area, areaOf, homeOf, isSigningOut, loginPathFor } from '../modules/auth/redirect.ts';
import AccessDeniedPage from './AccessDeniedPage.tsx';
import { LazySidebarLayout } from './layouts/LazySidebarLayout.tsx';
import { PlainLayout } from './layouts/PlainLayout.tsx';
import { requiredScope } from './scope.ts';

/** A session that is no longer active (e.g. deactivated) is closed and the user goes to login. */
function CloseInactiveSession() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(logout());
  }, [dispatch]);
  return <Navigate to={webPaths.login} replace />;
}

/**
 * Spec section 6. admin: a logged-in super admin, or an icon user whose status is confirmed; provider: a logged-in
 * provider whose status is confirmed; any: either. Guests go to /login?redirect=<path and query>; a user of the
 * other area goes to their own home.
 */
export function AreaGuard({ area }: { area: Area | 'any' }) {
  const { isLoggedIn, role, profile } = useCurrentUser();
  const location = useLocation();
  if (!isLoggedIn) {
    return (
      <Navigate to={isSigningOut() ? webPaths.login : loginPathFor(location.pathname + location.search)} replace />
    );
  }
  const own = areaOf(role, profile);
  if (!own) return <CloseInactiveSession />;
  if (area !== 'any' && own !== area) return <Navigate to={homeOf(own)} replace />;
  return <Outlet />;
}

export const AdminGuard = () => <AreaGuard area="admin" />;

/**
 * Permissions of admin screens: the deepest matched route's `handle.scope` (or, when none declares one, the
 * permission of the path's sidebar item) must be among the user's scopes; otherwise the 403 page shows in place of
 * the screen, inside the layout. Super admins pass. Scopes reload live (realtime 'permissions-changed').
 */
export function ScopeGuard() {
  const { pathname } = useLocation();
  const allowed = useScope(requiredScope(useMatches(), pathname));
  return allowed ? <Outlet /> : <AccessDeniedPage />;
}
export const ProviderGuard = () => <AreaGuard area="provider" />;

/** Document folders and the facility timesheet view: guests get a plain container, signed-in users the sidebar. */
export function OpenAreaLayout() {
  const { isLoggedIn, role, profile } = useCurrentUser();
  return isLoggedIn && areaOf(role, profile) ? <LazySidebarLayout /> : <PlainLayout />;
}

import type { UserRole } from '@portal/contracts';
import { webPaths } from '@portal/contracts';
import { type Area, homeOf } from '../modules/auth/redirect.ts';
import { ADMIN_NAV, type NavLeaf, type NavSection, navPermission, visibleNav } from './layouts/navigation.ts';

/**
 * The scope of screens for super admins only (the holiday calendar): no icon user holds it, and super admins pass
 * every scope check.
 */
export const SUPER_ADMIN_ONLY = ['super-admin-only'];

/** What a route may keep in its handle besides its title: the permissions needed to open it (any one suffices). */
interface ScopeHandle {
  scope?: string[];
}

const leaves = (nav: NavSection[]): (NavLeaf | NavSection)[] =>
  nav.flatMap((s): (NavLeaf | NavSection)[] => s.children ?? [s]);

/**
 * The permissions the current screen needs: the deepest matched route that declares `handle.scope` wins (an empty
 * list means none); when no route declares one, the admin sidebar item of the path decides.
 */
export const requiredScope = (
  matches: readonly { handle?: unknown }[],
  pathname: string,
  fallback: (path: string) => string | undefined = navPermission,
): string[] => {
  for (let i = matches.length - 1; i >= 0; i--) {
    const scope = (matches[i]?.handle as ScopeHandle | undefined)?.scope;
    if (Array.isArray(scope)) return scope;
  }
  const permission = fallback(pathname);
  return permission ? [permission] : [];
};

/**
 * Where the 403 page's 'home' button goes: the area's home when the user may open it, else the first sidebar item
 * they can see (the admin home needs 'view-providers', which an icon user may lack).
 */
export const reachableHome = (area: Area, role: UserRole | null, allowed: (permission?: string) => boolean) => {
  const home = homeOf(area);
  if (area === 'provider' || role === 'superAdmin') return home;
  if (allowed(navPermission(home))) return home;
  const first = leaves(visibleNav(ADMIN_NAV, allowed))[0];
  return first?.path ?? webPaths.profile;
};

/**
 * The screens of spec section 2 that later issues build. Each renders pages/NotBuiltPage.tsx with its title until
 * its issue replaces the entry with a real page in router.tsx.
 * area: public (no sign-in, card layout), admin (staff), provider, open (guests allowed: document folders and the
 * facility timesheet view).
 */
export type RouteArea = 'public' | 'admin' | 'provider' | 'open';

export interface PlannedRoute {
  path: string;
  title: string;
  area: RouteArea;
  /**
   * Admin screens: the permissions that open it (any one suffices); without it, the permission of the screen's
   * sidebar item (layouts/navigation.ts). The router puts it in the route's handle.scope for the ScopeGuard.
   */
  scope?: string[];
}

/** Every screen of spec section 2 is built; a screen a later issue plans goes here until then. */
export const NOT_BUILT_ROUTES: PlannedRoute[] = [];

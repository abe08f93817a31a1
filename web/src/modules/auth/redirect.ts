import type { Profile, UserRole } from '@portal/contracts';
import { webPaths, withQuery } from '@portal/contracts';

/** The staff home page: the risk calendar (every staff user may open it; it shows what their permissions allow). */
export const ADMIN_HOME = webPaths.riskCalendar;
export const PROVIDER_HOME = webPaths.providerTimesheetListing;

/** A redirect target is honoured only when it is a path on this site ('/x', never '//host' or 'http:'). */
export const safeRedirect = (raw: string | null | undefined): string | null => {
  if (!raw) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters (e.g. a tab inside '/\t/evil.com') can make browsers read a host.
  if ([...raw].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return null;
  return raw;
};

/** The login address for a protected page: /login?redirect=<path and query>. */
export const loginPathFor = (pathAndQuery: string): string => withQuery(webPaths.login, { redirect: pathAndQuery });

export type Area = 'admin' | 'provider';

/** Spec section 6: a super admin always counts as active; icon users and providers need status 'confirmed'. */
export const areaOf = (
  role: UserRole | null | undefined,
  profile: Pick<Profile, 'status'> | null | undefined,
): Area | null => {
  if (role === 'superAdmin') return 'admin';
  if (profile?.status !== 'confirmed') return null;
  if (role === 'iconUser') return 'admin';
  if (role === 'provider') return 'provider';
  return null;
};

export const homeOf = (area: Area): string => (area === 'admin' ? ADMIN_HOME : PROVIDER_HOME);

/**
 * Set while the user signs out from the menu, so the area guard sends them to plain /login rather than
 * /login?redirect=<the page they left>. The login page clears it.
 */
let signingOut = false;
export const markSigningOut = () => {
  signingOut = true;
};
export const isSigningOut = (): boolean => signingOut;
export const clearSigningOut = () => {
  signingOut = false;
};

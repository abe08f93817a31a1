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

const admin = (path: string, title: string, scope?: string[]): PlannedRoute => ({
  path,
  title,
  area: 'admin',
  ...(scope ? { scope } : {}),
});
const provider = (path: string, title: string): PlannedRoute => ({ path, title, area: 'provider' });
const open = (path: string, title: string): PlannedRoute => ({ path, title, area: 'open' });

export const NOT_BUILT_ROUTES: PlannedRoute[] = [
  // Admin: providers
  // Time sheets
  // Expenses
  // Other
  // Document settings
  // Credentialing and payor enrollment
  admin('/credentialing-payor-listing', 'Credentialing & PE Listing'),
  admin('/add-credentialing-payor', 'Add Credentialing & PE'),
  admin('/edit-credentialing-payor/:credentialingId', 'Edit Credentialing & PE'),
  admin('/edit-credentialing-payor', 'Edit Credentialing & PE'),
  admin('/view-credentialing-payor/:credentialingId', 'View Credentialing & PE'),
  admin('/view-credentialing-payor', 'View Credentialing & PE'),
  // Facility documents
  // Provider documents index
  // Reports
  admin('/reappointment-reports-listing', 'Reappointment Reports'),
  admin('/view-reappointment-report/:id', 'View Reappointment Report'),
  admin('/view-reappointment-report', 'View Reappointment Report'),
  admin('/expired-document-reports-listing', 'Expired Document Reports'),
  admin('/view-expired-document-report/:id', 'View Expired Document Report'),
  admin('/view-expired-document-report', 'View Expired Document Report'),

  // Provider area
  provider('/provider-expired-document-reports-listing', 'Expired Document Reports'),
  provider('/provider-reappointment-reports-listing', 'Reappointment Reports'),

  // Document folders (providers, staff and guests)
  open('/provider-general-docs/:folderId', 'General Documents'),
  open('/provider-general-docs', 'General Documents'),
  open('/provider-general-docs-sub-folders/:folderId', 'General Documents Sub Folders'),
  open('/provider-general-docs-sub-folders', 'General Documents Sub Folders'),
];

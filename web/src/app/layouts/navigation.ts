import type { NavIconName } from './navIcons.ts';

export interface NavLeaf {
  label: string;
  path: string;
  /** The view permission an icon user needs to see the item (contracts PERMISSION_GROUPS). */
  permission?: string;
  /** Path prefixes of the item's other screens, so the item stays highlighted on them. */
  match?: string[];
  /** Shown to super admins only (icon users never see it, whatever they hold). */
  superAdminOnly?: boolean;
}

export interface NavSection {
  label: string;
  /** The section's icon, by name (navIcons.ts draws it: the icons stay out of the first load). */
  icon: NavIconName;
  /** A section is either one link (path) or a group of links (children). */
  path?: string;
  permission?: string;
  match?: string[];
  children?: NavLeaf[];
}

/** Spec section 2: the admin sidebar (super admins and icon users). */
export const ADMIN_NAV: NavSection[] = [
  { label: 'Risk Calendar', icon: 'CalendarExclamation', path: '/risk-calendar' },
  {
    label: 'Providers',
    icon: 'Stethoscope',
    children: [
      {
        label: 'Provider Listing',
        path: '/providers-listing',
        permission: 'view-providers',
        match: [
          '/view-providers/',
          '/view-documents/',
          '/view-credentialing/',
          '/view-profile-history/',
          '/view-provider-',
          '/profile/',
        ],
      },
      {
        label: 'Credentialing & PE',
        path: '/credentialing-payor-listing',
        permission: 'view-credentialing',
        match: ['/add-credentialing-payor', '/edit-credentialing-payor', '/view-credentialing-payor'],
      },
      {
        label: 'Provider Rates',
        path: '/payrates-listing',
        permission: 'view-pay-rates',
        match: ['/add-payrates', '/view-payrates', '/edit-payrates'],
      },
      {
        label: 'Malpractice Rates',
        path: '/malpractice-listing',
        permission: 'view-malpractice-rates',
        match: ['/add-malpracticerates', '/edit-malpracticerates/', '/edit-malpractice-info/'],
      },
      {
        label: 'Providers Docs',
        path: '/document-providers-listing',
        permission: 'view-provider-documents',
        match: ['/provider-folders-listing', '/provider-general-docs', '/provider-sub-folders', '/provider-documents'],
      },
    ],
  },
  {
    label: 'Facilities',
    icon: 'BuildingHospital',
    children: [
      {
        label: 'Facility Listing',
        path: '/facilities-listing',
        permission: 'view-facilities',
        match: ['/add-facilities', '/edit-facilities/', '/view-facilities/', '/facility-view-timesheet'],
      },
      {
        label: 'Facility Docs',
        path: '/facility-folders-listing',
        permission: 'view-facility-documents',
        match: ['/facility-sub-folders-listing', '/facility-documents-listing'],
      },
    ],
  },
  {
    label: 'ICON Users',
    icon: 'Users',
    children: [
      {
        label: 'Users Listing',
        path: '/icon-users-listing',
        permission: 'view-icon-users',
        match: ['/create-icon-users', '/edit-icon-users/'],
      },
      { label: 'Roles', path: '/roles-listing', permission: 'view-roles', match: ['/create-roles', '/edit-roles/'] },
    ],
  },
  {
    label: 'Expenses',
    icon: 'Receipt',
    path: '/admin-expenses-listing',
    permission: 'view-expenses',
    match: ['/admin-add-expenses', '/admin-view-expenses/', '/admin-edit-expenses/'],
  },
  {
    label: 'Bonuses',
    icon: 'Gift',
    path: '/bonus-listing',
    permission: 'view-bonuses',
    match: ['/add-bonus', '/view-bonus/', '/edit-bonus/'],
  },
  {
    label: 'Reports',
    icon: 'FileAnalytics',
    children: [
      {
        label: 'Expired Document',
        path: '/expired-document-reports-listing',
        permission: 'view-expired-document-reports',
        match: ['/view-expired-document-report'],
      },
      {
        label: 'Reappointment',
        path: '/reappointment-reports-listing',
        permission: 'view-reappointment-reports',
        match: ['/view-reappointment-report'],
      },
      { label: 'Dynamic Reports', path: '/dynamic-reports', permission: 'view-dynamic-reports' },
    ],
  },
  {
    label: 'Time Sheets',
    icon: 'Clock',
    path: '/admin-timesheet-listing',
    permission: 'view-timesheets',
    match: ['/admin-add-timesheet', '/admin-edit-timesheet/', '/admin-view-timesheet'],
  },
  {
    label: 'Payments',
    icon: 'Cash',
    path: '/payments-listing',
    permission: 'view-payments',
    match: ['/view-payment/'],
  },
  { label: 'Notifications', icon: 'Bell', path: '/notifications-listing' },
  {
    label: 'Settings',
    icon: 'Settings',
    children: [
      {
        label: 'Documents Settings',
        path: '/document-settings-listing',
        permission: 'view-document-types',
        match: ['/document-folders-listing', '/add-document-type', '/edit-document-type'],
      },
      { label: 'Pay Periods', path: '/pay-periods-listing', permission: 'view-pay-periods' },
      { label: 'Holidays', path: '/holidays-listing', superAdminOnly: true },
      { label: 'Divisions', path: '/divisions-listing', superAdminOnly: true },
      { label: 'Procedure Types', path: '/procedure-types-listing', superAdminOnly: true },
    ],
  },
];

/** Spec section 2: the provider sidebar. */
export const PROVIDER_NAV: NavSection[] = [
  {
    label: 'Time Sheets',
    icon: 'Clock',
    path: '/provider-timesheet-listing',
    match: [
      '/provider-add-timesheet',
      '/provider-add-dailytimesheet',
      '/provider-edit-timesheet/',
      '/provider-view-timesheet',
    ],
  },
  {
    label: 'Documents Folders',
    icon: 'Folders',
    path: '/provider-folders-listing',
    match: ['/provider-general-docs', '/provider-sub-folders', '/provider-documents'],
  },
  {
    label: 'Expenses',
    icon: 'Receipt',
    path: '/provider-expenses-listing',
    match: ['/provider-add-expenses', '/provider-view-expenses/', '/provider-edit-expenses/'],
  },
  {
    label: 'Payments',
    icon: 'Cash',
    path: '/provider-payments-listing',
    match: ['/provider-view-payment/'],
  },
  {
    label: 'Reports',
    icon: 'FileAnalytics',
    children: [
      { label: 'Expired Document', path: '/provider-expired-document-reports-listing' },
      { label: 'Reappointment', path: '/provider-reappointment-reports-listing' },
      { label: 'Work History', path: '/provider-work-history-report' },
    ],
  },
  {
    label: 'Profile Settings',
    icon: 'UserCog',
    path: '/profile',
    match: [
      '/provider-view-basic-info',
      '/provider-update-password',
      '/provider-listing-assignedfacilities',
      '/provider-view-assignedfacilities',
    ],
  },
];

type Allowed = (permission: string | undefined) => boolean;

/**
 * The items an icon user may see: a leaf needs its permission, a super-admin-only leaf is never shown; a group with
 * no visible child disappears. (Super admins see the whole ADMIN_NAV.)
 */
export const visibleNav = (nav: NavSection[], allowed: Allowed): NavSection[] =>
  nav.flatMap((section) => {
    if (!section.children) return allowed(section.permission) ? [section] : [];
    const children = section.children.filter((c) => !c.superAdminOnly && allowed(c.permission));
    return children.length > 0 ? [{ ...section, children }] : [];
  });

const matches = (pathname: string, item: { path?: string; match?: string[] }): boolean =>
  (item.path !== undefined && (pathname === item.path || pathname.startsWith(`${item.path}/`))) ||
  (item.match ?? []).some((m) => pathname === m || pathname.startsWith(m));

/** The section and item the current path belongs to, for highlighting. */
export const activeNav = (nav: NavSection[], pathname: string): { menu: string; submenu: string | null } | null => {
  for (const section of nav) {
    if (section.children) {
      const child = section.children.find((c) => matches(pathname, c));
      if (child) return { menu: section.label, submenu: child.label };
    } else if (matches(pathname, section)) {
      return { menu: section.label, submenu: null };
    }
  }
  return null;
};

/**
 * The permission of the admin sidebar item a path belongs to (its listing and the screens it opens), or undefined
 * when the item needs none or no item matches. Works on route patterns ('/edit-roles/:id') and real paths alike.
 */
export const navPermission = (path: string): string | undefined =>
  ADMIN_NAV.flatMap((s): (NavLeaf | NavSection)[] => s.children ?? [s]).find((item) => matches(path, item))?.permission;

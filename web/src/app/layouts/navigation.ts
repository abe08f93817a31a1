import { webPaths } from '@portal/contracts';
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
  { label: 'Risk Calendar', icon: 'CalendarExclamation', path: webPaths.riskCalendar },
  {
    label: 'Providers',
    icon: 'Stethoscope',
    children: [
      {
        label: 'Provider Listing',
        path: webPaths.providersListing,
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
        path: webPaths.credentialingPayorListing,
        permission: 'view-credentialing',
        match: [webPaths.addCredentialingPayor, webPaths.editCredentialingPayor(), webPaths.viewCredentialingPayor()],
      },
      {
        label: 'Provider Rates',
        path: webPaths.payratesListing,
        permission: 'view-pay-rates',
        match: [webPaths.addPayrates, '/view-payrates', '/edit-payrates'],
      },
      {
        label: 'Malpractice Rates',
        path: webPaths.malpracticeListing,
        permission: 'view-malpractice-rates',
        match: [webPaths.addMalpracticerates, '/edit-malpracticerates/', '/edit-malpractice-info/'],
      },
      {
        label: 'Providers Docs',
        path: webPaths.documentProvidersListing,
        permission: 'view-provider-documents',
        match: [
          webPaths.providerFoldersListing(),
          webPaths.providerGeneralDocs(),
          webPaths.providerSubFolders(),
          webPaths.providerDocuments(),
        ],
      },
    ],
  },
  {
    label: 'Facilities',
    icon: 'BuildingHospital',
    children: [
      {
        label: 'Facility Listing',
        path: webPaths.facilitiesListing,
        permission: 'view-facilities',
        match: [webPaths.addFacilities, '/edit-facilities/', '/view-facilities/', webPaths.facilityViewTimesheet],
      },
      {
        label: 'Facility Docs',
        path: webPaths.facilityFoldersListing,
        permission: 'view-facility-documents',
        match: [webPaths.facilitySubFoldersListing(), webPaths.facilityDocumentsListing()],
      },
    ],
  },
  {
    label: 'ICON Users',
    icon: 'Users',
    children: [
      {
        label: 'Users Listing',
        path: webPaths.iconUsersListing,
        permission: 'view-icon-users',
        match: [webPaths.createIconUsers, '/edit-icon-users/'],
      },
      {
        label: 'Roles',
        path: webPaths.rolesListing,
        permission: 'view-roles',
        match: [webPaths.createRoles, '/edit-roles/'],
      },
    ],
  },
  {
    label: 'Expenses',
    icon: 'Receipt',
    path: webPaths.adminExpensesListing,
    permission: 'view-expenses',
    match: [webPaths.adminAddExpenses, '/admin-view-expenses/', '/admin-edit-expenses/'],
  },
  {
    label: 'Bonuses',
    icon: 'Gift',
    path: webPaths.bonusListing,
    permission: 'view-bonuses',
    match: [webPaths.addBonus, '/view-bonus/', '/edit-bonus/'],
  },
  {
    label: 'Compliance',
    icon: 'Scale',
    path: webPaths.compliance,
    permission: 'view-compliance',
  },
  {
    label: 'Reports',
    icon: 'FileAnalytics',
    children: [
      {
        label: 'Expired Document',
        path: webPaths.expiredDocumentReportsListing,
        permission: 'view-expired-document-reports',
        match: [webPaths.viewExpiredDocumentReport()],
      },
      {
        label: 'Reappointment',
        path: webPaths.reappointmentReportsListing,
        permission: 'view-reappointment-reports',
        match: [webPaths.viewReappointmentReport()],
      },
      { label: 'Dynamic Reports', path: webPaths.dynamicReports, permission: 'view-dynamic-reports' },
    ],
  },
  {
    label: 'Time Sheets',
    icon: 'Clock',
    path: webPaths.adminTimesheetListing,
    permission: 'view-timesheets',
    match: [webPaths.adminAddTimesheet, '/admin-edit-timesheet/', webPaths.adminViewTimesheet()],
  },
  {
    label: 'Payments',
    icon: 'Cash',
    path: webPaths.paymentsListing,
    permission: 'view-payments',
    match: ['/view-payment/'],
  },
  {
    label: 'Invoices',
    icon: 'FileInvoice',
    path: webPaths.invoicesListing,
    permission: 'view-invoices',
    match: [webPaths.addInvoices, '/view-invoice/', webPaths.invoiceReports],
  },
  {
    label: 'Licences',
    icon: 'Certificate',
    path: webPaths.licencesListing,
    permission: 'view-licences',
    match: [webPaths.addLicences, '/edit-licences/', '/view-licences/'],
  },
  { label: 'Notifications', icon: 'Bell', path: webPaths.notificationsListing },
  {
    label: 'Settings',
    icon: 'Settings',
    children: [
      {
        label: 'Documents Settings',
        path: webPaths.documentSettingsListing,
        permission: 'view-document-types',
        match: [webPaths.documentFoldersListing, webPaths.addDocumentType, webPaths.editDocumentType()],
      },
      { label: 'Pay Periods', path: webPaths.payPeriodsListing, permission: 'view-pay-periods' },
      { label: 'Holidays', path: webPaths.holidaysListing, superAdminOnly: true },
      { label: 'Divisions', path: webPaths.divisionsListing, superAdminOnly: true },
      { label: 'Procedure Types', path: webPaths.procedureTypesListing, superAdminOnly: true },
      { label: 'API keys', path: webPaths.apiKeysListing, superAdminOnly: true },
      { label: 'Webhooks', path: webPaths.webhooksListing, superAdminOnly: true, match: ['/view-webhook/'] },
    ],
  },
];

/** Spec section 2: the provider sidebar. */
export const PROVIDER_NAV: NavSection[] = [
  {
    label: 'Time Sheets',
    icon: 'Clock',
    path: webPaths.providerTimesheetListing,
    match: [
      webPaths.providerAddTimesheet,
      webPaths.providerAddDailytimesheet,
      '/provider-edit-timesheet/',
      webPaths.providerViewTimesheet(),
    ],
  },
  {
    label: 'Documents Folders',
    icon: 'Folders',
    path: webPaths.providerFoldersListing(),
    match: [webPaths.providerGeneralDocs(), webPaths.providerSubFolders(), webPaths.providerDocuments()],
  },
  {
    label: 'Expenses',
    icon: 'Receipt',
    path: webPaths.providerExpensesListing,
    match: [webPaths.providerAddExpenses, '/provider-view-expenses/', '/provider-edit-expenses/'],
  },
  {
    label: 'Payments',
    icon: 'Cash',
    path: webPaths.providerPaymentsListing,
    match: ['/provider-view-payment/'],
  },
  {
    label: 'Reports',
    icon: 'FileAnalytics',
    children: [
      { label: 'Expired Document', path: webPaths.providerExpiredDocumentReportsListing },
      { label: 'Reappointment', path: webPaths.providerReappointmentReportsListing },
      { label: 'Work History', path: webPaths.providerWorkHistoryReport },
    ],
  },
  {
    label: 'Profile Settings',
    icon: 'UserCog',
    path: webPaths.profile,
    match: [
      webPaths.providerViewBasicInfo,
      webPaths.providerUpdatePassword,
      webPaths.providerListingAssignedfacilities,
      webPaths.providerViewAssignedfacilities,
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

import { Center, Loader } from '@mantine/core';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { AdminGuard, AreaGuard, OpenAreaLayout, ProviderGuard, ScopeGuard } from './guards.tsx';
import { AuthLayoutOutlet } from './layouts/AuthLayout.tsx';
import { LazySidebarLayout } from './layouts/LazySidebarLayout.tsx';
import { lazyPage } from './lazyPage.ts';
import { Root } from './Root.tsx';
import { RouteError } from './RouteError.tsx';
import { SUPER_ADMIN_ONLY } from './scope.ts';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A screen: its path, its title, its page module (loaded on the first visit) and, for admin screens, the
 * permissions that open it (any one of them).
 */
type Screen = [path: string, title: string, page: PageModule, scope?: string[]];

const routesOf = (screens: Screen[]): RouteObject[] =>
  screens.map(([path, title, page, scope]) => ({
    path,
    handle: scope ? { title, scope } : { title },
    lazy: lazyPage(page),
  }));

const providerProfile = () => import('../pages/providers/ProviderProfilePage.tsx');
/** Time sheet screens shared by the provider and staff areas (the page picks its family by role). */
const addTimesheet = () => import('../pages/timesheets/AddTimesheetPage.tsx');
const editTimesheet = () => import('../pages/timesheets/EditTimesheetPage.tsx');
const viewTimesheet = () => import('../pages/timesheets/ViewTimesheetPage.tsx');
/** Expense screens shared by both areas (the page picks its family by role). */
const expensesList = () => import('../pages/expenses/ExpensesListPage.tsx');
const addExpense = () => import('../pages/expenses/AddExpensePage.tsx');
const viewExpense = () => import('../pages/expenses/ViewExpensePage.tsx');
const editExpense = () => import('../pages/expenses/EditExpensePage.tsx');

/** Document screens (issue 14). */
const documentSettings = () => import('../pages/documents/DocumentSettingsPage.tsx');
const documentTypeForm = () => import('../pages/documents/DocumentTypeFormPage.tsx');
const foldersPage = () => import('../pages/documents/FoldersPage.tsx');
const folderPage = () => import('../pages/documents/FolderPage.tsx');
const generalDocsPage = () => import('../pages/documents/GeneralDocsPage.tsx');
const FACILITY_DOCS = ['view-facility-documents'];

/** Credentialing and reports (issue 16). */
const credentialingView = () => import('../pages/credentialing/ViewCredentialingPage.tsx');
const credentialingEdit = () => import('../pages/credentialing/EditCredentialingPage.tsx');
const reappointmentItem = () => import('../pages/reports/ReportItemPage.tsx');
const expiredDocumentItem = () => import('../pages/reports/ExpiredDocumentReportItemPage.tsx');
const VIEW_CREDENTIALING = ['view-credentialing'];
const EDIT_CREDENTIALING = ['edit-credentialing'];
const REAPPOINTMENT_REPORTS = ['view-reappointment-reports', 'view-expiring-assignment-reports'];
const EXPIRED_DOCUMENT_REPORTS = ['view-expired-document-reports'];

/** The screens that are built, per area. */
const adminRoutes = routesOf([
  ['/roles-listing', 'Roles', () => import('../pages/roles/RolesListPage.tsx'), ['view-roles']],
  ['/create-roles', 'Create Role', () => import('../pages/roles/CreateRolePage.tsx'), ['add-roles']],
  ['/edit-roles/:id', 'Edit Role', () => import('../pages/roles/EditRolePage.tsx'), ['edit-roles']],
  ['/icon-users-listing', 'ICON Users', () => import('../pages/icon-users/IconUsersListPage.tsx'), ['view-icon-users']],
  [
    '/create-icon-users',
    'Create ICON User',
    () => import('../pages/icon-users/CreateIconUserPage.tsx'),
    ['add-icon-users'],
  ],
  [
    '/edit-icon-users/:id',
    'Edit ICON User',
    () => import('../pages/icon-users/EditIconUserPage.tsx'),
    ['edit-icon-users'],
  ],
  ['/providers-listing', 'Providers', () => import('../pages/providers/ProvidersListPage.tsx'), ['view-providers']],
  ['/view-providers/:id', 'Provider Profile', providerProfile, ['view-providers']],
  ['/profile/:id', 'Provider Profile', providerProfile, ['view-providers']],
  [
    '/view-credentialing/:id',
    'Provider Credentialing',
    () => import('../pages/providers/ProviderCredentialingPage.tsx'),
    ['view-providers'],
  ],
  [
    '/view-documents/:id',
    'Provider Documents',
    () => import('../pages/providers/ProviderDocumentsPage.tsx'),
    ['view-providers'],
  ],
  [
    '/view-profile-history/:id',
    'Profile History',
    () => import('../pages/providers/ProviderHistoryPage.tsx'),
    ['view-profile-history'],
  ],
  [
    '/facilities-listing',
    'Facilities',
    () => import('../pages/facilities/FacilitiesListPage.tsx'),
    ['view-facilities'],
  ],
  ['/add-facilities', 'Add Facility', () => import('../pages/facilities/AddFacilityPage.tsx'), ['add-facilities']],
  [
    '/edit-facilities/:id',
    'Edit Facility',
    () => import('../pages/facilities/EditFacilityPage.tsx'),
    ['edit-facilities'],
  ],
  [
    '/view-facilities/:id',
    'View Facility',
    () => import('../pages/facilities/ViewFacilityPage.tsx'),
    ['view-facilities'],
  ],
  [
    '/view-provider-facilities/:id',
    'Provider Facilities',
    () => import('../pages/assignments/ProviderFacilitiesPage.tsx'),
    ['view-assignments'],
  ],
  [
    '/view-provider-assign-facility/:id',
    'Assign Facility',
    () => import('../pages/assignments/AssignFacilityPage.tsx'),
    ['add-assignments'],
  ],
  [
    '/view-provider-edit-facility/:id',
    'Edit Assigned Facility',
    () => import('../pages/assignments/EditAssignedFacilityPage.tsx'),
    ['edit-assignments'],
  ],
  [
    '/view-provider-view-facility/:id',
    'View Assigned Facility',
    () => import('../pages/assignments/ViewAssignedFacilityPage.tsx'),
    ['view-assignments'],
  ],
  ['/admin-add-timesheet', 'Add Time Sheet', addTimesheet, ['add-timesheets']],
  ['/admin-edit-timesheet/:timesheetId', 'Edit Time Sheet', editTimesheet, ['edit-timesheets']],
  ['/admin-view-timesheet/:timesheetId', 'View Time Sheet', viewTimesheet, ['view-timesheets']],
  ['/admin-view-timesheet', 'View Time Sheet', viewTimesheet, ['view-timesheets']],
  [
    '/admin-timesheet-listing',
    'Time Sheets',
    () => import('../pages/timesheets/AdminTimesheetListPage.tsx'),
    ['view-timesheets'],
  ],
  [
    '/admin-add-timesheet-import',
    'Import Time Sheets',
    () => import('../pages/timesheets/ImportTimesheetsPage.tsx'),
    ['import-timesheets'],
  ],
  [
    '/admin-timesheet-reminders',
    'Time Sheet Reminders',
    () => import('../pages/timesheets/TimesheetRemindersPage.tsx'),
    ['send-timesheet-reminders'],
  ],
  [
    '/pay-periods-listing',
    'Pay Periods',
    () => import('../pages/pay-periods/PayPeriodsPage.tsx'),
    ['view-pay-periods'],
  ],
  ['/admin-expenses-listing', 'Expenses', expensesList, ['view-expenses']],
  ['/admin-add-expenses', 'Add Expense', addExpense, ['add-expenses']],
  ['/admin-view-expenses/:expenseId', 'View Expense', viewExpense, ['view-expenses']],
  ['/admin-edit-expenses/:expenseId', 'Edit Expense', editExpense, ['edit-expenses']],
  ['/payrates-listing', 'Provider Rates', () => import('../pages/pay-rates/PayRatesListPage.tsx'), ['view-pay-rates']],
  ['/add-payrates', 'Add Provider Rates', () => import('../pages/pay-rates/AddPayRatePage.tsx'), ['add-pay-rates']],
  [
    '/view-payrates/:payrateid',
    'View Provider Rates',
    () => import('../pages/pay-rates/ViewPayRatePage.tsx'),
    ['view-pay-rates'],
  ],
  [
    '/edit-payrates/:payrateid',
    'Edit Provider Rates',
    () => import('../pages/pay-rates/EditPayRatePage.tsx'),
    ['edit-pay-rates'],
  ],
  [
    '/add-payrates-import',
    'Import Provider Rates',
    () => import('../pages/pay-rates/ImportPayRatesPage.tsx'),
    ['import-pay-rates'],
  ],
  ['/holidays-listing', 'Holidays', () => import('../pages/holidays/HolidaysPage.tsx'), SUPER_ADMIN_ONLY],
  [
    '/divisions-listing',
    'Divisions',
    () => import('../pages/super-admin-reference/DivisionsPage.tsx'),
    SUPER_ADMIN_ONLY,
  ],
  [
    '/procedure-types-listing',
    'Procedure Types',
    () => import('../pages/super-admin-reference/ProcedureTypesPage.tsx'),
    SUPER_ADMIN_ONLY,
  ],
  [
    '/dynamic-reports',
    'Dynamic Reports',
    () => import('../pages/dynamic-reports/DynamicReportsPage.tsx'),
    ['view-dynamic-reports'],
  ],
  ['/risk-calendar', 'Risk Calendar', () => import('../pages/risk-calendar/RiskCalendarPage.tsx'), []],
  ['/bonus-listing', 'Bonuses', () => import('../pages/bonuses/BonusesListPage.tsx'), ['view-bonuses']],
  ['/add-bonus', 'Add Bonus', () => import('../pages/bonuses/AddBonusPage.tsx'), ['add-bonuses']],
  ['/view-bonus/:bonusId', 'View Bonus', () => import('../pages/bonuses/ViewBonusPage.tsx'), ['view-bonuses']],
  ['/edit-bonus/:bonusId', 'Edit Bonus', () => import('../pages/bonuses/EditBonusPage.tsx'), ['edit-bonuses']],
  ['/payments-listing', 'Payments', () => import('../pages/payments/PaymentsListPage.tsx'), ['view-payments']],
  [
    '/view-payment/:paymentId',
    'View Payment',
    () => import('../pages/payments/ViewPaymentPage.tsx'),
    ['view-payments'],
  ],
  [
    '/malpractice-listing',
    'Malpractice Rates',
    () => import('../pages/malpractice/MalpracticeListPage.tsx'),
    ['view-malpractice-rates'],
  ],
  [
    '/add-malpracticerates',
    'Add Malpractice Rates',
    () => import('../pages/malpractice/AddMalpracticeRatesPage.tsx'),
    ['add-malpractice-rates'],
  ],
  [
    '/edit-malpracticerates/:id',
    'Edit Malpractice Rates',
    () => import('../pages/malpractice/EditStateRatePage.tsx'),
    ['edit-malpractice-rates'],
  ],
  [
    '/edit-malpractice-info/:id',
    'Edit Malpractice Information',
    () => import('../pages/malpractice/EditMalpracticeInfoPage.tsx'),
    ['edit-malpractice-rates'],
  ],
  [
    '/add-malpracticerates-import',
    'Import Malpractice Rates',
    () => import('../pages/malpractice/ImportMalpracticeRatesPage.tsx'),
    ['import-malpractice-rates'],
  ],
  ['/document-settings-listing', 'Documents Settings', documentSettings, ['view-document-types']],
  ['/add-document-type', 'Add Document Type', documentTypeForm, ['add-document-types']],
  ['/edit-document-type/:id', 'Edit Document Type', documentTypeForm, ['edit-document-types']],
  ['/edit-document-type', 'Edit Document Type', documentTypeForm, ['edit-document-types']],
  [
    '/document-providers-listing',
    'Providers Documents',
    () => import('../pages/documents/DocumentProvidersPage.tsx'),
    ['view-provider-documents'],
  ],
  ['/facility-folders-listing', 'Facility Docs', foldersPage, FACILITY_DOCS],
  ['/facility-sub-folders-listing/:folderId', 'Facility Docs', folderPage, FACILITY_DOCS],
  ['/facility-sub-folders-listing', 'Facility Docs', folderPage, FACILITY_DOCS],
  ['/facility-documents-listing/:subFolderId', 'Facility Docs', folderPage, FACILITY_DOCS],
  ['/facility-documents-listing', 'Facility Docs', folderPage, FACILITY_DOCS],
  [
    '/credentialing-payor-listing',
    'Credentialing & PE Listing',
    () => import('../pages/credentialing/CredentialingListPage.tsx'),
    ['view-credentialing'],
  ],
  [
    '/add-credentialing-payor',
    'Add Credentialing & PE',
    () => import('../pages/credentialing/AddCredentialingPage.tsx'),
    ['add-credentialing'],
  ],
  ['/edit-credentialing-payor/:credentialingId', 'Edit Credentialing & PE', credentialingEdit, EDIT_CREDENTIALING],
  ['/edit-credentialing-payor', 'Edit Credentialing & PE', credentialingEdit, EDIT_CREDENTIALING],
  ['/view-credentialing-payor/:credentialingId', 'View Credentialing & PE', credentialingView, VIEW_CREDENTIALING],
  ['/view-credentialing-payor', 'View Credentialing & PE', credentialingView, VIEW_CREDENTIALING],
  [
    '/reappointment-reports-listing',
    'Reappointment Reports',
    () => import('../pages/reports/ReappointmentReportsPage.tsx'),
    REAPPOINTMENT_REPORTS,
  ],
  ['/view-reappointment-report/:id', 'View Reappointment Report', reappointmentItem, REAPPOINTMENT_REPORTS],
  ['/view-reappointment-report', 'View Reappointment Report', reappointmentItem, REAPPOINTMENT_REPORTS],
  [
    '/expired-document-reports-listing',
    'Expired Document Reports',
    () => import('../pages/reports/ExpiredDocumentReportsPage.tsx'),
    EXPIRED_DOCUMENT_REPORTS,
  ],
  ['/view-expired-document-report/:id', 'View Expired Document Report', expiredDocumentItem, EXPIRED_DOCUMENT_REPORTS],
  ['/view-expired-document-report', 'View Expired Document Report', expiredDocumentItem, EXPIRED_DOCUMENT_REPORTS],
]);

const updatePassword = () => import('../pages/account/UpdatePasswordPage.tsx');

const providerRoutes = routesOf([
  ['/provider-update-password', 'Update Password', updatePassword],
  ['/provider-view-basic-info', 'Basic Information', () => import('../pages/providers/OwnProfilePage.tsx')],
  [
    '/provider-listing-assignedfacilities',
    'Assigned Facilities',
    () => import('../pages/assignments/OwnAssignedFacilitiesPage.tsx'),
  ],
  [
    '/provider-view-assignedfacilities',
    'View Assigned Facility',
    () => import('../pages/assignments/OwnAssignedFacilityPage.tsx'),
  ],
  ['/provider-expenses-listing', 'Expenses', expensesList],
  ['/provider-payments-listing', 'Payments', () => import('../pages/payments/OwnPaymentsListPage.tsx')],
  ['/provider-view-payment/:paymentId', 'View Payment', () => import('../pages/payments/OwnPaymentPage.tsx')],
  ['/provider-add-expenses', 'Add Expense', addExpense],
  ['/provider-view-expenses/:expenseId', 'View Expense', viewExpense],
  ['/provider-edit-expenses/:expenseId', 'Edit Expense', editExpense],
  ['/provider-timesheet-listing', 'Time Sheets', () => import('../pages/timesheets/ProviderTimesheetListPage.tsx')],
  ['/provider-add-timesheet', 'Add Time Sheet', addTimesheet],
  [
    '/provider-add-dailytimesheet',
    'Add Daily Time Sheet',
    () => import('../pages/timesheets/AddDailyTimesheetPage.tsx'),
  ],
  ['/provider-edit-timesheet/:timesheetId', 'Edit Time Sheet', editTimesheet],
  ['/provider-view-timesheet/:timesheetId', 'View Time Sheet', viewTimesheet],
  ['/provider-view-timesheet', 'View Time Sheet', viewTimesheet],
  [
    '/provider-expired-document-reports-listing',
    'Expired Document Reports',
    () => import('../pages/reports/OwnExpiredDocumentReportsPage.tsx'),
  ],
  [
    '/provider-reappointment-reports-listing',
    'Reappointment Reports',
    () => import('../pages/reports/OwnReappointmentReportsPage.tsx'),
  ],
  ['/provider-work-history-report', 'Work History', () => import('../pages/reports/OwnWorkHistoryPage.tsx')],
]);

/** Screens both areas have; the page picks its content by role. */
const sharedRoutes = routesOf([
  ['/profile', 'Profile', () => import('../pages/ProfilePage.tsx')],
  ['/update-password', 'Update Password', updatePassword],
  ['/notifications-listing', 'Notifications', () => import('../pages/notifications/NotificationsPage.tsx')],
]);

const publicRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: { title: 'Sign in' },
    lazy: lazyPage(() => import('../pages/public/LoginPage.tsx'), { light: true }),
  },
  ...routesOf([
    ['/privacy-policy', 'Privacy Policy', () => import('../pages/public/PrivacyPolicyPage.tsx')],
    ['/terms-and-conditions', 'Terms & Conditions', () => import('../pages/public/TermsPage.tsx')],
  ]),
  {
    element: <AuthLayoutOutlet />,
    children: routesOf([
      ['/signup', 'Sign Up', () => import('../pages/public/SignupPage.tsx')],
      ['/verify-email', 'Verify Email', () => import('../pages/public/VerifyEmailPage.tsx')],
      ['/verify/:token/:email', 'Verify Account', () => import('../pages/public/VerifyAccountPage.tsx')],
      ['/recover-password', 'Recover Password', () => import('../pages/public/RecoverPasswordPage.tsx')],
      ['/reset-password/:token', 'Reset Password', () => import('../pages/public/ResetPasswordPage.tsx')],
    ]),
  },
];

/** Screens guests may open (plain layout), signed-in users too (their sidebar layout). */
const openRoutes = routesOf([
  [
    '/facility-view-timesheet',
    'Facility View Timesheet',
    () => import('../pages/public/FacilityViewTimesheetPage.tsx'),
  ],
  // Document folders: providers (their own) and staff (the server checks the permissions); guests next issue.
  ['/provider-folders-listing/:providerId', 'Documents Folders', foldersPage],
  ['/provider-folders-listing', 'Documents Folders', foldersPage],
  ['/provider-sub-folders/:folderId', 'Sub Folders', folderPage],
  ['/provider-sub-folders', 'Sub Folders', folderPage],
  ['/provider-documents/:subFolderId', 'Documents', folderPage],
  ['/provider-documents', 'Documents', folderPage],
  ['/provider-general-docs/:folderId', 'General Documents', generalDocsPage],
  ['/provider-general-docs', 'General Documents', generalDocsPage],
  ['/provider-general-docs-sub-folders/:folderId', 'General Documents Sub Folders', generalDocsPage],
  ['/provider-general-docs-sub-folders', 'General Documents Sub Folders', generalDocsPage],
]);

/** Errors of a screen render inside its layout. */
const inLayout = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteError />, children }];

/** Every route of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: (
      <Center h="100vh">
        <Loader />
      </Center>
    ),
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { element: <Outlet />, errorElement: <RouteError />, children: publicRoutes },
      {
        element: <AdminGuard />,
        children: [
          { element: <LazySidebarLayout />, children: [{ element: <ScopeGuard />, children: inLayout(adminRoutes) }] },
        ],
      },
      {
        element: <ProviderGuard />,
        children: [{ element: <LazySidebarLayout />, children: inLayout(providerRoutes) }],
      },
      {
        element: <AreaGuard area="any" />,
        children: [{ element: <LazySidebarLayout />, children: inLayout(sharedRoutes) }],
      },
      { element: <OpenAreaLayout />, children: inLayout(openRoutes) },
      { path: '*', handle: { title: 'Page Not Found' }, element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { AdminGuard, AreaGuard, OpenAreaLayout, ProviderGuard, ScopeGuard } from './guards.tsx';
import { AuthLayoutOutlet } from './layouts/AuthLayout.tsx';
import { LazySidebarLayout } from './layouts/LazySidebarLayout.tsx';
import { lazyPage } from './lazyPage.ts';
import { Root } from './Root.tsx';
import { RouteError } from './RouteError.tsx';
import { SUPER_ADMIN_ONLY } from './scope.ts';

const providerProfile = lazyPage(() => import('../pages/providers/ProviderProfilePage.tsx'));
/** Time sheet screens shared by the provider and staff areas (the page picks its family by role). */
const addTimesheet = lazyPage(() => import('../pages/timesheets/AddTimesheetPage.tsx'));
const editTimesheet = lazyPage(() => import('../pages/timesheets/EditTimesheetPage.tsx'));
const viewTimesheet = lazyPage(() => import('../pages/timesheets/ViewTimesheetPage.tsx'));
/** Expense screens shared by both areas (the page picks its family by role). */
const expensesList = lazyPage(() => import('../pages/expenses/ExpensesListPage.tsx'));
const addExpense = lazyPage(() => import('../pages/expenses/AddExpensePage.tsx'));
const viewExpense = lazyPage(() => import('../pages/expenses/ViewExpensePage.tsx'));
const editExpense = lazyPage(() => import('../pages/expenses/EditExpensePage.tsx'));

/** Document screens (issue 14). */
const documentSettings = lazyPage(() => import('../pages/documents/DocumentSettingsPage.tsx'));
const documentTypeForm = lazyPage(() => import('../pages/documents/DocumentTypeFormPage.tsx'));
const foldersPage = lazyPage(() => import('../pages/documents/FoldersPage.tsx'));
const folderPage = lazyPage(() => import('../pages/documents/FolderPage.tsx'));
const generalDocsPage = lazyPage(() => import('../pages/documents/GeneralDocsPage.tsx'));
const facilityDocs = { title: 'Facility Docs', scope: ['view-facility-documents'] };

/** Credentialing and reports (issue 16). */
const credentialingView = lazyPage(() => import('../pages/credentialing/ViewCredentialingPage.tsx'));
const credentialingEdit = lazyPage(() => import('../pages/credentialing/EditCredentialingPage.tsx'));
const reappointmentItem = lazyPage(() => import('../pages/reports/ReportItemPage.tsx'));
const expiredDocumentItem = lazyPage(() => import('../pages/reports/ExpiredDocumentReportItemPage.tsx'));
const viewCredentialing = { title: 'View Credentialing & PE', scope: ['view-credentialing'] };
const editCredentialing = { title: 'Edit Credentialing & PE', scope: ['edit-credentialing'] };
const viewReappointment = {
  title: 'View Reappointment Report',
  scope: ['view-reappointment-reports', 'view-expiring-assignment-reports'],
};
const viewExpiredDocument = { title: 'View Expired Document Report', scope: ['view-expired-document-reports'] };

/** The screens that are built, per area. */
const adminRoutes: RouteObject[] = [
  {
    path: '/roles-listing',
    handle: { title: 'Roles', scope: ['view-roles'] },
    lazy: lazyPage(() => import('../pages/roles/RolesListPage.tsx')),
  },
  {
    path: '/create-roles',
    handle: { title: 'Create Role', scope: ['add-roles'] },
    lazy: lazyPage(() => import('../pages/roles/CreateRolePage.tsx')),
  },
  {
    path: '/edit-roles/:id',
    handle: { title: 'Edit Role', scope: ['edit-roles'] },
    lazy: lazyPage(() => import('../pages/roles/EditRolePage.tsx')),
  },
  {
    path: '/icon-users-listing',
    handle: { title: 'ICON Users', scope: ['view-icon-users'] },
    lazy: lazyPage(() => import('../pages/icon-users/IconUsersListPage.tsx')),
  },
  {
    path: '/create-icon-users',
    handle: { title: 'Create ICON User', scope: ['add-icon-users'] },
    lazy: lazyPage(() => import('../pages/icon-users/CreateIconUserPage.tsx')),
  },
  {
    path: '/edit-icon-users/:id',
    handle: { title: 'Edit ICON User', scope: ['edit-icon-users'] },
    lazy: lazyPage(() => import('../pages/icon-users/EditIconUserPage.tsx')),
  },
  {
    path: '/providers-listing',
    handle: { title: 'Providers', scope: ['view-providers'] },
    lazy: lazyPage(() => import('../pages/providers/ProvidersListPage.tsx')),
  },
  {
    path: '/view-providers/:id',
    handle: { title: 'Provider Profile', scope: ['view-providers'] },
    lazy: providerProfile,
  },
  { path: '/profile/:id', handle: { title: 'Provider Profile', scope: ['view-providers'] }, lazy: providerProfile },
  {
    path: '/view-credentialing/:id',
    handle: { title: 'Provider Credentialing', scope: ['view-providers'] },
    lazy: lazyPage(() => import('../pages/providers/ProviderCredentialingPage.tsx')),
  },
  {
    path: '/view-documents/:id',
    handle: { title: 'Provider Documents', scope: ['view-providers'] },
    lazy: lazyPage(() => import('../pages/providers/ProviderDocumentsPage.tsx')),
  },
  {
    path: '/view-profile-history/:id',
    handle: { title: 'Profile History', scope: ['view-profile-history'] },
    lazy: lazyPage(() => import('../pages/providers/ProviderHistoryPage.tsx')),
  },
  {
    path: '/facilities-listing',
    handle: { title: 'Facilities', scope: ['view-facilities'] },
    lazy: lazyPage(() => import('../pages/facilities/FacilitiesListPage.tsx')),
  },
  {
    path: '/add-facilities',
    handle: { title: 'Add Facility', scope: ['add-facilities'] },
    lazy: lazyPage(() => import('../pages/facilities/AddFacilityPage.tsx')),
  },
  {
    path: '/edit-facilities/:id',
    handle: { title: 'Edit Facility', scope: ['edit-facilities'] },
    lazy: lazyPage(() => import('../pages/facilities/EditFacilityPage.tsx')),
  },
  {
    path: '/view-facilities/:id',
    handle: { title: 'View Facility', scope: ['view-facilities'] },
    lazy: lazyPage(() => import('../pages/facilities/ViewFacilityPage.tsx')),
  },
  {
    path: '/view-provider-facilities/:id',
    handle: { title: 'Provider Facilities', scope: ['view-assignments'] },
    lazy: lazyPage(() => import('../pages/assignments/ProviderFacilitiesPage.tsx')),
  },
  {
    path: '/view-provider-assign-facility/:id',
    handle: { title: 'Assign Facility', scope: ['add-assignments'] },
    lazy: lazyPage(() => import('../pages/assignments/AssignFacilityPage.tsx')),
  },
  {
    path: '/view-provider-edit-facility/:id',
    handle: { title: 'Edit Assigned Facility', scope: ['edit-assignments'] },
    lazy: lazyPage(() => import('../pages/assignments/EditAssignedFacilityPage.tsx')),
  },
  {
    path: '/view-provider-view-facility/:id',
    handle: { title: 'View Assigned Facility', scope: ['view-assignments'] },
    lazy: lazyPage(() => import('../pages/assignments/ViewAssignedFacilityPage.tsx')),
  },
  {
    path: '/admin-add-timesheet',
    handle: { title: 'Add Time Sheet', scope: ['add-timesheets'] },
    lazy: addTimesheet,
  },
  {
    path: '/admin-edit-timesheet/:timesheetId',
    handle: { title: 'Edit Time Sheet', scope: ['edit-timesheets'] },
    lazy: editTimesheet,
  },
  {
    path: '/admin-view-timesheet/:timesheetId',
    handle: { title: 'View Time Sheet', scope: ['view-timesheets'] },
    lazy: viewTimesheet,
  },
  {
    path: '/admin-view-timesheet',
    handle: { title: 'View Time Sheet', scope: ['view-timesheets'] },
    lazy: viewTimesheet,
  },
  {
    path: '/admin-timesheet-listing',
    handle: { title: 'Time Sheets', scope: ['view-timesheets'] },
    lazy: lazyPage(() => import('../pages/timesheets/AdminTimesheetListPage.tsx')),
  },
  {
    path: '/admin-add-timesheet-import',
    handle: { title: 'Import Time Sheets', scope: ['import-timesheets'] },
    lazy: lazyPage(() => import('../pages/timesheets/ImportTimesheetsPage.tsx')),
  },
  {
    path: '/admin-timesheet-reminders',
    handle: { title: 'Time Sheet Reminders', scope: ['send-timesheet-reminders'] },
    lazy: lazyPage(() => import('../pages/timesheets/TimesheetRemindersPage.tsx')),
  },
  {
    path: '/pay-periods-listing',
    handle: { title: 'Pay Periods', scope: ['view-pay-periods'] },
    lazy: lazyPage(() => import('../pages/pay-periods/PayPeriodsPage.tsx')),
  },
  {
    path: '/admin-expenses-listing',
    handle: { title: 'Expenses', scope: ['view-expenses'] },
    lazy: expensesList,
  },
  { path: '/admin-add-expenses', handle: { title: 'Add Expense', scope: ['add-expenses'] }, lazy: addExpense },
  {
    path: '/admin-view-expenses/:expenseId',
    handle: { title: 'View Expense', scope: ['view-expenses'] },
    lazy: viewExpense,
  },
  {
    path: '/admin-edit-expenses/:expenseId',
    handle: { title: 'Edit Expense', scope: ['edit-expenses'] },
    lazy: editExpense,
  },
  {
    path: '/payrates-listing',
    handle: { title: 'Provider Rates', scope: ['view-pay-rates'] },
    lazy: lazyPage(() => import('../pages/pay-rates/PayRatesListPage.tsx')),
  },
  {
    path: '/add-payrates',
    handle: { title: 'Add Provider Rates', scope: ['add-pay-rates'] },
    lazy: lazyPage(() => import('../pages/pay-rates/AddPayRatePage.tsx')),
  },
  {
    path: '/view-payrates/:payrateid',
    handle: { title: 'View Provider Rates', scope: ['view-pay-rates'] },
    lazy: lazyPage(() => import('../pages/pay-rates/ViewPayRatePage.tsx')),
  },
  {
    path: '/edit-payrates/:payrateid',
    handle: { title: 'Edit Provider Rates', scope: ['edit-pay-rates'] },
    lazy: lazyPage(() => import('../pages/pay-rates/EditPayRatePage.tsx')),
  },
  {
    path: '/add-payrates-import',
    handle: { title: 'Import Provider Rates', scope: ['import-pay-rates'] },
    lazy: lazyPage(() => import('../pages/pay-rates/ImportPayRatesPage.tsx')),
  },
  {
    path: '/holidays-listing',
    handle: { title: 'Holidays', scope: SUPER_ADMIN_ONLY },
    lazy: lazyPage(() => import('../pages/holidays/HolidaysPage.tsx')),
  },
  {
    path: '/divisions-listing',
    handle: { title: 'Divisions', scope: SUPER_ADMIN_ONLY },
    lazy: lazyPage(() => import('../pages/super-admin-reference/DivisionsPage.tsx')),
  },
  {
    path: '/procedure-types-listing',
    handle: { title: 'Procedure Types', scope: SUPER_ADMIN_ONLY },
    lazy: lazyPage(() => import('../pages/super-admin-reference/ProcedureTypesPage.tsx')),
  },
  {
    path: '/dynamic-reports',
    handle: { title: 'Dynamic Reports', scope: ['view-dynamic-reports'] },
    lazy: lazyPage(() => import('../pages/dynamic-reports/DynamicReportsPage.tsx')),
  },
  {
    path: '/risk-calendar',
    handle: { title: 'Risk Calendar', scope: [] },
    lazy: lazyPage(() => import('../pages/risk-calendar/RiskCalendarPage.tsx')),
  },
  {
    path: '/bonus-listing',
    handle: { title: 'Bonuses', scope: ['view-bonuses'] },
    lazy: lazyPage(() => import('../pages/bonuses/BonusesListPage.tsx')),
  },
  {
    path: '/add-bonus',
    handle: { title: 'Add Bonus', scope: ['add-bonuses'] },
    lazy: lazyPage(() => import('../pages/bonuses/AddBonusPage.tsx')),
  },
  {
    path: '/view-bonus/:bonusId',
    handle: { title: 'View Bonus', scope: ['view-bonuses'] },
    lazy: lazyPage(() => import('../pages/bonuses/ViewBonusPage.tsx')),
  },
  {
    path: '/edit-bonus/:bonusId',
    handle: { title: 'Edit Bonus', scope: ['edit-bonuses'] },
    lazy: lazyPage(() => import('../pages/bonuses/EditBonusPage.tsx')),
  },
  {
    path: '/payments-listing',
    handle: { title: 'Payments', scope: ['view-payments'] },
    lazy: lazyPage(() => import('../pages/payments/PaymentsListPage.tsx')),
  },
  {
    path: '/view-payment/:paymentId',
    handle: { title: 'View Payment', scope: ['view-payments'] },
    lazy: lazyPage(() => import('../pages/payments/ViewPaymentPage.tsx')),
  },
  {
    path: '/malpractice-listing',
    handle: { title: 'Malpractice Rates', scope: ['view-malpractice-rates'] },
    lazy: lazyPage(() => import('../pages/malpractice/MalpracticeListPage.tsx')),
  },
  {
    path: '/add-malpracticerates',
    handle: { title: 'Add Malpractice Rates', scope: ['add-malpractice-rates'] },
    lazy: lazyPage(() => import('../pages/malpractice/AddMalpracticeRatesPage.tsx')),
  },
  {
    path: '/edit-malpracticerates/:id',
    handle: { title: 'Edit Malpractice Rates', scope: ['edit-malpractice-rates'] },
    lazy: lazyPage(() => import('../pages/malpractice/EditStateRatePage.tsx')),
  },
  {
    path: '/edit-malpractice-info/:id',
    handle: { title: 'Edit Malpractice Information', scope: ['edit-malpractice-rates'] },
    lazy: lazyPage(() => import('../pages/malpractice/EditMalpracticeInfoPage.tsx')),
  },
  {
    path: '/add-malpracticerates-import',
    handle: { title: 'Import Malpractice Rates', scope: ['import-malpractice-rates'] },
    lazy: lazyPage(() => import('../pages/malpractice/ImportMalpracticeRatesPage.tsx')),
  },
  {
    path: '/document-settings-listing',
    handle: { title: 'Documents Settings', scope: ['view-document-types'] },
    lazy: documentSettings,
  },
  {
    path: '/add-document-type',
    handle: { title: 'Add Document Type', scope: ['add-document-types'] },
    lazy: documentTypeForm,
  },
  {
    path: '/edit-document-type/:id',
    handle: { title: 'Edit Document Type', scope: ['edit-document-types'] },
    lazy: documentTypeForm,
  },
  {
    path: '/edit-document-type',
    handle: { title: 'Edit Document Type', scope: ['edit-document-types'] },
    lazy: documentTypeForm,
  },
  {
    path: '/document-providers-listing',
    handle: { title: 'Providers Documents', scope: ['view-provider-documents'] },
    lazy: lazyPage(() => import('../pages/documents/DocumentProvidersPage.tsx')),
  },
  { path: '/facility-folders-listing', handle: facilityDocs, lazy: foldersPage },
  { path: '/facility-sub-folders-listing/:folderId', handle: facilityDocs, lazy: folderPage },
  { path: '/facility-sub-folders-listing', handle: facilityDocs, lazy: folderPage },
  { path: '/facility-documents-listing/:subFolderId', handle: facilityDocs, lazy: folderPage },
  { path: '/facility-documents-listing', handle: facilityDocs, lazy: folderPage },
  {
    path: '/credentialing-payor-listing',
    handle: { title: 'Credentialing & PE Listing', scope: ['view-credentialing'] },
    lazy: lazyPage(() => import('../pages/credentialing/CredentialingListPage.tsx')),
  },
  {
    path: '/add-credentialing-payor',
    handle: { title: 'Add Credentialing & PE', scope: ['add-credentialing'] },
    lazy: lazyPage(() => import('../pages/credentialing/AddCredentialingPage.tsx')),
  },
  { path: '/edit-credentialing-payor/:credentialingId', handle: editCredentialing, lazy: credentialingEdit },
  { path: '/edit-credentialing-payor', handle: editCredentialing, lazy: credentialingEdit },
  { path: '/view-credentialing-payor/:credentialingId', handle: viewCredentialing, lazy: credentialingView },
  { path: '/view-credentialing-payor', handle: viewCredentialing, lazy: credentialingView },
  {
    path: '/reappointment-reports-listing',
    handle: {
      title: 'Reappointment Reports',
      scope: ['view-reappointment-reports', 'view-expiring-assignment-reports'],
    },
    lazy: lazyPage(() => import('../pages/reports/ReappointmentReportsPage.tsx')),
  },
  { path: '/view-reappointment-report/:id', handle: viewReappointment, lazy: reappointmentItem },
  { path: '/view-reappointment-report', handle: viewReappointment, lazy: reappointmentItem },
  {
    path: '/expired-document-reports-listing',
    handle: { title: 'Expired Document Reports', scope: ['view-expired-document-reports'] },
    lazy: lazyPage(() => import('../pages/reports/ExpiredDocumentReportsPage.tsx')),
  },
  { path: '/view-expired-document-report/:id', handle: viewExpiredDocument, lazy: expiredDocumentItem },
  { path: '/view-expired-document-report', handle: viewExpiredDocument, lazy: expiredDocumentItem },
];

const updatePassword = lazyPage(() => import('../pages/account/UpdatePasswordPage.tsx'));

const providerRoutes: RouteObject[] = [
  { path: '/provider-update-password', handle: { title: 'Update Password' }, lazy: updatePassword },
  {
    path: '/provider-view-basic-info',
    handle: { title: 'Basic Information' },
    lazy: lazyPage(() => import('../pages/providers/OwnProfilePage.tsx')),
  },
  {
    path: '/provider-listing-assignedfacilities',
    handle: { title: 'Assigned Facilities' },
    lazy: lazyPage(() => import('../pages/assignments/OwnAssignedFacilitiesPage.tsx')),
  },
  {
    path: '/provider-view-assignedfacilities',
    handle: { title: 'View Assigned Facility' },
    lazy: lazyPage(() => import('../pages/assignments/OwnAssignedFacilityPage.tsx')),
  },
  { path: '/provider-expenses-listing', handle: { title: 'Expenses' }, lazy: expensesList },
  {
    path: '/provider-payments-listing',
    handle: { title: 'Payments' },
    lazy: lazyPage(() => import('../pages/payments/OwnPaymentsListPage.tsx')),
  },
  {
    path: '/provider-view-payment/:paymentId',
    handle: { title: 'View Payment' },
    lazy: lazyPage(() => import('../pages/payments/OwnPaymentPage.tsx')),
  },
  { path: '/provider-add-expenses', handle: { title: 'Add Expense' }, lazy: addExpense },
  { path: '/provider-view-expenses/:expenseId', handle: { title: 'View Expense' }, lazy: viewExpense },
  { path: '/provider-edit-expenses/:expenseId', handle: { title: 'Edit Expense' }, lazy: editExpense },
  {
    path: '/provider-timesheet-listing',
    handle: { title: 'Time Sheets' },
    lazy: lazyPage(() => import('../pages/timesheets/ProviderTimesheetListPage.tsx')),
  },
  { path: '/provider-add-timesheet', handle: { title: 'Add Time Sheet' }, lazy: addTimesheet },
  {
    path: '/provider-add-dailytimesheet',
    handle: { title: 'Add Daily Time Sheet' },
    lazy: lazyPage(() => import('../pages/timesheets/AddDailyTimesheetPage.tsx')),
  },
  { path: '/provider-edit-timesheet/:timesheetId', handle: { title: 'Edit Time Sheet' }, lazy: editTimesheet },
  { path: '/provider-view-timesheet/:timesheetId', handle: { title: 'View Time Sheet' }, lazy: viewTimesheet },
  { path: '/provider-view-timesheet', handle: { title: 'View Time Sheet' }, lazy: viewTimesheet },
  {
    path: '/provider-expired-document-reports-listing',
    handle: { title: 'Expired Document Reports' },
    lazy: lazyPage(() => import('../pages/reports/OwnExpiredDocumentReportsPage.tsx')),
  },
  {
    path: '/provider-reappointment-reports-listing',
    handle: { title: 'Reappointment Reports' },
    lazy: lazyPage(() => import('../pages/reports/OwnReappointmentReportsPage.tsx')),
  },
  {
    path: '/provider-work-history-report',
    handle: { title: 'Work History' },
    lazy: lazyPage(() => import('../pages/reports/OwnWorkHistoryPage.tsx')),
  },
];

/** Screens both areas have; the page picks its content by role. */
const sharedRoutes: RouteObject[] = [
  { path: '/profile', handle: { title: 'Profile' }, lazy: lazyPage(() => import('../pages/ProfilePage.tsx')) },
  { path: '/update-password', handle: { title: 'Update Password' }, lazy: updatePassword },
  {
    path: '/notifications-listing',
    handle: { title: 'Notifications' },
    lazy: lazyPage(() => import('../pages/notifications/NotificationsPage.tsx')),
  },
];

const publicRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: { title: 'Sign in' },
    lazy: lazyPage(() => import('../pages/public/LoginPage.tsx'), { light: true }),
  },
  {
    path: '/privacy-policy',
    handle: { title: 'Privacy Policy' },
    lazy: lazyPage(() => import('../pages/public/PrivacyPolicyPage.tsx')),
  },
  {
    path: '/terms-and-conditions',
    handle: { title: 'Terms & Conditions' },
    lazy: lazyPage(() => import('../pages/public/TermsPage.tsx')),
  },
  {
    element: <AuthLayoutOutlet />,
    children: [
      { path: '/signup', handle: { title: 'Sign Up' }, lazy: lazyPage(() => import('../pages/public/SignupPage.tsx')) },
      {
        path: '/verify-email',
        handle: { title: 'Verify Email' },
        lazy: lazyPage(() => import('../pages/public/VerifyEmailPage.tsx')),
      },
      {
        path: '/verify/:token/:email',
        handle: { title: 'Verify Account' },
        lazy: lazyPage(() => import('../pages/public/VerifyAccountPage.tsx')),
      },
      {
        path: '/recover-password',
        handle: { title: 'Recover Password' },
        lazy: lazyPage(() => import('../pages/public/RecoverPasswordPage.tsx')),
      },
      {
        path: '/reset-password/:token',
        handle: { title: 'Reset Password' },
        lazy: lazyPage(() => import('../pages/public/ResetPasswordPage.tsx')),
      },
    ],
  },
];

/** Screens guests may open (plain layout), signed-in users too (their sidebar layout). */
const openRoutes: RouteObject[] = [
  {
    path: '/facility-view-timesheet',
    handle: { title: 'Facility View Timesheet' },
    lazy: lazyPage(() => import('../pages/public/FacilityViewTimesheetPage.tsx')),
  },
  // Document folders: providers (their own) and staff (the server checks the permissions); guests next issue.
  { path: '/provider-folders-listing/:providerId', handle: { title: 'Documents Folders' }, lazy: foldersPage },
  { path: '/provider-folders-listing', handle: { title: 'Documents Folders' }, lazy: foldersPage },
  { path: '/provider-sub-folders/:folderId', handle: { title: 'Sub Folders' }, lazy: folderPage },
  { path: '/provider-sub-folders', handle: { title: 'Sub Folders' }, lazy: folderPage },
  { path: '/provider-documents/:subFolderId', handle: { title: 'Documents' }, lazy: folderPage },
  { path: '/provider-documents', handle: { title: 'Documents' }, lazy: folderPage },
  { path: '/provider-general-docs/:folderId', handle: { title: 'General Documents' }, lazy: generalDocsPage },
  { path: '/provider-general-docs', handle: { title: 'General Documents' }, lazy: generalDocsPage },
  {
    path: '/provider-general-docs-sub-folders/:folderId',
    handle: { title: 'General Documents Sub Folders' },
    lazy: generalDocsPage,
  },
  {
    path: '/provider-general-docs-sub-folders',
    handle: { title: 'General Documents Sub Folders' },
    lazy: generalDocsPage,
  },
];

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

import type { WebRouteKey } from '@portal/contracts';
import type { ComponentType } from 'react';
import type { PagePrefetch } from '../lib/store.ts';

type PageModule = () => Promise<{ default: ComponentType; prefetch?: PagePrefetch }>;

/**
 * A screen: its title, its page module (loaded on the first visit) and, for staff screens, the permissions that
 * open it (any one of them). Its path is its key's in the contracts' route catalogue (`webRoutes`).
 */
export type Screen = [title: string, page: PageModule, scope?: string[]];
export type Screens = Partial<Record<WebRouteKey, Screen>>;

export const providerProfile = () => import('../pages/providers/ProviderProfilePage.tsx');
/** Time sheet screens shared by the provider and staff areas (the page picks its family by role). */
export const addTimesheet = () => import('../pages/timesheets/AddTimesheetPage.tsx');
export const editTimesheet = () => import('../pages/timesheets/EditTimesheetPage.tsx');
export const viewTimesheet = () => import('../pages/timesheets/ViewTimesheetPage.tsx');
/** Expense screens shared by both areas (the page picks its family by role). */
export const expensesList = () => import('../pages/expenses/ExpensesListPage.tsx');
export const addExpense = () => import('../pages/expenses/AddExpensePage.tsx');
export const viewExpense = () => import('../pages/expenses/ViewExpensePage.tsx');
export const editExpense = () => import('../pages/expenses/EditExpensePage.tsx');
/** Document screens. */
export const documentSettings = () => import('../pages/documents/DocumentSettingsPage.tsx');
export const documentTypeForm = () => import('../pages/documents/DocumentTypeFormPage.tsx');
export const foldersPage = () => import('../pages/documents/FoldersPage.tsx');
export const folderPage = () => import('../pages/documents/FolderPage.tsx');
const generalDocsPage = () => import('../pages/documents/GeneralDocsPage.tsx');
const updatePassword = () => import('../pages/account/UpdatePasswordPage.tsx');

export const providerScreens = {
  providerUpdatePassword: ['Update Password', updatePassword],
  providerViewBasicInfo: ['Basic Information', () => import('../pages/providers/OwnProfilePage.tsx')],
  providerListingAssignedfacilities: [
    'Assigned Facilities',
    () => import('../pages/assignments/OwnAssignedFacilitiesPage.tsx'),
  ],
  providerViewAssignedfacilities: [
    'View Assigned Facility',
    () => import('../pages/assignments/OwnAssignedFacilityPage.tsx'),
  ],
  providerExpensesListing: ['Expenses', expensesList],
  providerPaymentsListing: ['Payments', () => import('../pages/payments/OwnPaymentsListPage.tsx')],
  providerViewPayment: ['View Payment', () => import('../pages/payments/OwnPaymentPage.tsx')],
  providerAddExpenses: ['Add Expense', addExpense],
  providerViewExpenses: ['View Expense', viewExpense],
  providerEditExpenses: ['Edit Expense', editExpense],
  providerTimesheetListing: ['Time Sheets', () => import('../pages/timesheets/ProviderTimesheetListPage.tsx')],
  providerAddTimesheet: ['Add Time Sheet', addTimesheet],
  providerAddDailytimesheet: ['Add Daily Time Sheet', () => import('../pages/timesheets/AddDailyTimesheetPage.tsx')],
  providerEditTimesheet: ['Edit Time Sheet', editTimesheet],
  providerViewTimesheet: ['View Time Sheet', viewTimesheet],
  providerExpiredDocumentReportsListing: [
    'Expired Document Reports',
    () => import('../pages/reports/OwnExpiredDocumentReportsPage.tsx'),
  ],
  providerReappointmentReportsListing: [
    'Reappointment Reports',
    () => import('../pages/reports/OwnReappointmentReportsPage.tsx'),
  ],
  providerWorkHistoryReport: ['Work History', () => import('../pages/reports/OwnWorkHistoryPage.tsx')],
} satisfies Screens;

/** Screens both signed-in areas have; the page picks its content by role. */
export const sharedScreens = {
  profile: ['Profile', () => import('../pages/ProfilePage.tsx')],
  updatePassword: ['Update Password', updatePassword],
  notificationsListing: ['Notifications', () => import('../pages/notifications/NotificationsPage.tsx')],
} satisfies Screens;

/** Public screens in a plain page; the sign-in page loads without the rest of Mantine's styles. */
export const publicScreens = {
  login: ['Sign in', () => import('../pages/public/LoginPage.tsx')],
  privacyPolicy: ['Privacy Policy', () => import('../pages/public/PrivacyPolicyPage.tsx')],
  termsAndConditions: ['Terms & Conditions', () => import('../pages/public/TermsPage.tsx')],
} satisfies Screens;

/** Public screens in the sign-up/recovery layout. */
export const authScreens = {
  signup: ['Sign Up', () => import('../pages/public/SignupPage.tsx')],
  verifyEmail: ['Verify Email', () => import('../pages/public/VerifyEmailPage.tsx')],
  verify: ['Verify Account', () => import('../pages/public/VerifyAccountPage.tsx')],
  recoverPassword: ['Recover Password', () => import('../pages/public/RecoverPasswordPage.tsx')],
  resetPassword: ['Reset Password', () => import('../pages/public/ResetPasswordPage.tsx')],
} satisfies Screens;

/**
 * Screens guests may open (plain layout), signed-in users too (their sidebar layout): the facility's time sheet
 * view, and the document folders of providers (their own) and staff (the server checks the permissions).
 */
export const openScreens = {
  facilityViewTimesheet: ['Facility View Timesheet', () => import('../pages/public/FacilityViewTimesheetPage.tsx')],
  providerFoldersListing: ['Documents Folders', foldersPage],
  providerSubFolders: ['Sub Folders', folderPage],
  providerDocuments: ['Documents', folderPage],
  providerGeneralDocs: ['General Documents', generalDocsPage],
  providerGeneralDocsSubFolders: ['General Documents Sub Folders', generalDocsPage],
} satisfies Screens;

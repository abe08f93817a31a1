/**
 * Every path of the web app (spec section 2), in one place: the web router routes exactly these patterns, and the
 * server builds the links of its e-mails and notifications from the same builders, so neither can drift.
 *
 * A pattern's `:name` segments are its parameters; `:name?` is optional (the screen then reads its record from the
 * query string or has none). `webPaths` derives a builder per pattern: a path without parameters is its own string,
 * one with parameters is a function of them, in order, each URI-encoded.
 */
export const webRoutes = {
  home: '/',

  // Public screens.
  login: '/login',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  signup: '/signup',
  verifyEmail: '/verify-email',
  verify: '/verify/:token/:email',
  recoverPassword: '/recover-password',
  resetPassword: '/reset-password/:token',

  // Screens guests may open too (a facility approving a time sheet, a shared document library).
  facilityViewTimesheet: '/facility-view-timesheet',
  providerFoldersListing: '/provider-folders-listing/:providerId?',
  providerSubFolders: '/provider-sub-folders/:folderId?',
  providerDocuments: '/provider-documents/:subFolderId?',
  providerGeneralDocs: '/provider-general-docs/:folderId?',
  providerGeneralDocsSubFolders: '/provider-general-docs-sub-folders/:folderId?',

  // Screens of both signed-in areas.
  profile: '/profile',
  updatePassword: '/update-password',
  notificationsListing: '/notifications-listing',

  // Staff: roles and ICON users.
  rolesListing: '/roles-listing',
  createRoles: '/create-roles',
  editRoles: '/edit-roles/:id',
  iconUsersListing: '/icon-users-listing',
  createIconUsers: '/create-icon-users',
  editIconUsers: '/edit-icon-users/:id',

  // Staff: providers and their assignments.
  providersListing: '/providers-listing',
  viewProviders: '/view-providers/:id',
  profileById: '/profile/:id',
  viewCredentialing: '/view-credentialing/:id',
  viewDocuments: '/view-documents/:id',
  viewProfileHistory: '/view-profile-history/:id',
  viewProviderFacilities: '/view-provider-facilities/:id',
  viewProviderLicences: '/view-provider-licences/:id',
  viewProviderAssignFacility: '/view-provider-assign-facility/:id',
  viewProviderEditFacility: '/view-provider-edit-facility/:id',
  viewProviderViewFacility: '/view-provider-view-facility/:id',

  // Staff: facilities.
  facilitiesListing: '/facilities-listing',
  addFacilities: '/add-facilities',
  editFacilities: '/edit-facilities/:id',
  viewFacilities: '/view-facilities/:id',

  // Staff: time sheets and pay periods.
  adminTimesheetListing: '/admin-timesheet-listing',
  adminAddTimesheet: '/admin-add-timesheet',
  adminEditTimesheet: '/admin-edit-timesheet/:timesheetId',
  adminViewTimesheet: '/admin-view-timesheet/:timesheetId?',
  adminAddTimesheetImport: '/admin-add-timesheet-import',
  adminTimesheetReminders: '/admin-timesheet-reminders',
  payPeriodsListing: '/pay-periods-listing',

  // Staff: expenses, rates, bonuses, payments.
  adminExpensesListing: '/admin-expenses-listing',
  adminAddExpenses: '/admin-add-expenses',
  adminViewExpenses: '/admin-view-expenses/:expenseId',
  adminEditExpenses: '/admin-edit-expenses/:expenseId',
  payratesListing: '/payrates-listing',
  addPayrates: '/add-payrates',
  viewPayrates: '/view-payrates/:payrateid',
  editPayrates: '/edit-payrates/:payrateid',
  addPayratesImport: '/add-payrates-import',
  malpracticeListing: '/malpractice-listing',
  addMalpracticerates: '/add-malpracticerates',
  editMalpracticerates: '/edit-malpracticerates/:id',
  editMalpracticeInfo: '/edit-malpractice-info/:id',
  addMalpracticeratesImport: '/add-malpracticerates-import',
  bonusListing: '/bonus-listing',
  addBonus: '/add-bonus',
  viewBonus: '/view-bonus/:bonusId',
  editBonus: '/edit-bonus/:bonusId',
  paymentsListing: '/payments-listing',
  viewPayment: '/view-payment/:paymentId',

  // Staff: reference data (super admins).
  holidaysListing: '/holidays-listing',
  divisionsListing: '/divisions-listing',
  procedureTypesListing: '/procedure-types-listing',

  // Staff: documents.
  documentSettingsListing: '/document-settings-listing',
  documentFoldersListing: '/document-folders-listing',
  addDocumentType: '/add-document-type',
  editDocumentType: '/edit-document-type/:id?',
  documentProvidersListing: '/document-providers-listing',
  facilityFoldersListing: '/facility-folders-listing',
  facilitySubFoldersListing: '/facility-sub-folders-listing/:folderId?',
  facilityDocumentsListing: '/facility-documents-listing/:subFolderId?',

  // Staff: credentialing and reports.
  credentialingPayorListing: '/credentialing-payor-listing',
  addCredentialingPayor: '/add-credentialing-payor',
  editCredentialingPayor: '/edit-credentialing-payor/:credentialingId?',
  viewCredentialingPayor: '/view-credentialing-payor/:credentialingId?',
  reappointmentReportsListing: '/reappointment-reports-listing',
  viewReappointmentReport: '/view-reappointment-report/:id?',
  expiredDocumentReportsListing: '/expired-document-reports-listing',
  viewExpiredDocumentReport: '/view-expired-document-report/:id?',
  dynamicReports: '/dynamic-reports',
  riskCalendar: '/risk-calendar',
  compliance: '/compliance',

  // Staff: invoices.
  invoicesListing: '/invoices-listing',
  addInvoices: '/add-invoice',
  viewInvoices: '/view-invoice/:id',
  invoiceReports: '/invoice-reports',

  // Staff: licences.
  licencesListing: '/licences-listing',
  addLicences: '/add-licences',
  editLicences: '/edit-licences/:id',
  viewLicences: '/view-licences/:id',
  // Staff: integrations (super admins).
  apiKeysListing: '/api-keys-listing',
  webhooksListing: '/webhooks-listing',
  viewWebhook: '/view-webhook/:id',

  // Provider area.
  providerUpdatePassword: '/provider-update-password',
  providerViewBasicInfo: '/provider-view-basic-info',
  providerListingAssignedfacilities: '/provider-listing-assignedfacilities',
  providerViewAssignedfacilities: '/provider-view-assignedfacilities',
  providerTimesheetListing: '/provider-timesheet-listing',
  providerAddTimesheet: '/provider-add-timesheet',
  providerAddDailytimesheet: '/provider-add-dailytimesheet',
  providerEditTimesheet: '/provider-edit-timesheet/:timesheetId',
  providerViewTimesheet: '/provider-view-timesheet/:timesheetId?',
  providerExpensesListing: '/provider-expenses-listing',
  providerAddExpenses: '/provider-add-expenses',
  providerViewExpenses: '/provider-view-expenses/:expenseId',
  providerEditExpenses: '/provider-edit-expenses/:expenseId',
  providerPaymentsListing: '/provider-payments-listing',
  providerViewPayment: '/provider-view-payment/:paymentId',
  providerExpiredDocumentReportsListing: '/provider-expired-document-reports-listing',
  providerReappointmentReportsListing: '/provider-reappointment-reports-listing',
  providerWorkHistoryReport: '/provider-work-history-report',
} as const satisfies Record<string, `/${string}`>;

type WebRoutes = typeof webRoutes;
export type WebRouteKey = keyof WebRoutes;

/** The arguments a pattern's builder takes: one string per `:name`, optional for a trailing `:name?`. */
type PathArgs<P extends string> = P extends `${string}/:${string}/${infer Rest}`
  ? [string, ...PathArgs<`/${Rest}`>]
  : P extends `${string}/:${string}?`
    ? [string?]
    : P extends `${string}/:${string}`
      ? [string]
      : [];

type PathBuilder<P extends string> = PathArgs<P> extends [] ? P : (...args: PathArgs<P>) => string;

type WebPaths = { [K in WebRouteKey]: PathBuilder<WebRoutes[K]> };

const PARAM = /\/:\w+\??/g;

const builderOf = (pattern: string) => {
  if (!pattern.includes('/:')) return pattern;
  return (...args: (string | undefined)[]) => {
    let i = 0;
    return pattern.replace(PARAM, () => {
      const value = args[i++];
      return value === undefined ? '' : `/${encodeURIComponent(value)}`;
    });
  };
};

/** The path of each screen: `webPaths.login`, `webPaths.viewProviders(id)`, `webPaths.adminViewTimesheet()`. */
export const webPaths = Object.fromEntries(
  Object.entries(webRoutes).map(([key, pattern]) => [key, builderOf(pattern)]),
) as WebPaths;

/** A path with a query string (values URI-encoded, undefined ones left out): `withQuery(webPaths.login, { next })`. */
export const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const pairs = Object.entries(query).filter((pair): pair is [string, string] => pair[1] !== undefined);
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
};

/** The query parameter of a folder screen that opens the upload of a renewal of one of its documents. */
export const RENEW_PARAM = 'renew';

/** The provider's upload of a renewal of one document (reminders link here): its folder, the upload open. */
export const renewDocumentPath = (folderId: string, documentId: string): string =>
  withQuery(webPaths.providerDocuments(folderId), { [RENEW_PARAM]: documentId });

import { SUPER_ADMIN_ONLY } from './scope.ts';
import {
  addExpense,
  addTimesheet,
  documentSettings,
  documentTypeForm,
  editExpense,
  editTimesheet,
  expensesList,
  folderPage,
  foldersPage,
  providerProfile,
  type Screens,
  viewExpense,
  viewTimesheet,
} from './screens.ts';

const FACILITY_DOCS = ['view-facility-documents'];
const credentialingView = () => import('../pages/credentialing/ViewCredentialingPage.tsx');
const credentialingEdit = () => import('../pages/credentialing/EditCredentialingPage.tsx');
const reappointmentItem = () => import('../pages/reports/ReportItemPage.tsx');
const expiredDocumentItem = () => import('../pages/reports/ExpiredDocumentReportItemPage.tsx');
const VIEW_CREDENTIALING = ['view-credentialing'];
const EDIT_CREDENTIALING = ['edit-credentialing'];
const REAPPOINTMENT_REPORTS = ['view-reappointment-reports', 'view-expiring-assignment-reports'];
const EXPIRED_DOCUMENT_REPORTS = ['view-expired-document-reports'];

/** The staff screens (super admins and ICON users), each with the permissions that open it. */
export const adminScreens = {
  rolesListing: ['Roles', () => import('../pages/roles/RolesListPage.tsx'), ['view-roles']],
  createRoles: ['Create Role', () => import('../pages/roles/CreateRolePage.tsx'), ['add-roles']],
  editRoles: ['Edit Role', () => import('../pages/roles/EditRolePage.tsx'), ['edit-roles']],
  iconUsersListing: ['ICON Users', () => import('../pages/icon-users/IconUsersListPage.tsx'), ['view-icon-users']],
  createIconUsers: ['Create ICON User', () => import('../pages/icon-users/CreateIconUserPage.tsx'), ['add-icon-users']],
  editIconUsers: ['Edit ICON User', () => import('../pages/icon-users/EditIconUserPage.tsx'), ['edit-icon-users']],
  providersListing: ['Providers', () => import('../pages/providers/ProvidersListPage.tsx'), ['view-providers']],
  viewProviders: ['Provider Profile', providerProfile, ['view-providers']],
  profileById: ['Provider Profile', providerProfile, ['view-providers']],
  viewCredentialing: [
    'Provider Credentialing',
    () => import('../pages/providers/ProviderCredentialingPage.tsx'),
    ['view-providers'],
  ],
  viewDocuments: [
    'Provider Documents',
    () => import('../pages/providers/ProviderDocumentsPage.tsx'),
    ['view-providers'],
  ],
  viewProfileHistory: [
    'Profile History',
    () => import('../pages/providers/ProviderHistoryPage.tsx'),
    ['view-profile-history'],
  ],
  facilitiesListing: ['Facilities', () => import('../pages/facilities/FacilitiesListPage.tsx'), ['view-facilities']],
  addFacilities: ['Add Facility', () => import('../pages/facilities/AddFacilityPage.tsx'), ['add-facilities']],
  editFacilities: ['Edit Facility', () => import('../pages/facilities/EditFacilityPage.tsx'), ['edit-facilities']],
  viewFacilities: ['View Facility', () => import('../pages/facilities/ViewFacilityPage.tsx'), ['view-facilities']],
  viewProviderLicences: [
    'Provider Licences',
    () => import('../pages/providers/ProviderLicencesPage.tsx'),
    ['view-licences'],
  ],
  viewProviderFacilities: [
    'Provider Facilities',
    () => import('../pages/assignments/ProviderFacilitiesPage.tsx'),
    ['view-assignments'],
  ],
  viewProviderAssignFacility: [
    'Assign Facility',
    () => import('../pages/assignments/AssignFacilityPage.tsx'),
    ['add-assignments'],
  ],
  viewProviderEditFacility: [
    'Edit Assigned Facility',
    () => import('../pages/assignments/EditAssignedFacilityPage.tsx'),
    ['edit-assignments'],
  ],
  viewProviderViewFacility: [
    'View Assigned Facility',
    () => import('../pages/assignments/ViewAssignedFacilityPage.tsx'),
    ['view-assignments'],
  ],
  adminAddTimesheet: ['Add Time Sheet', addTimesheet, ['add-timesheets']],
  adminEditTimesheet: ['Edit Time Sheet', editTimesheet, ['edit-timesheets']],
  adminViewTimesheet: ['View Time Sheet', viewTimesheet, ['view-timesheets']],
  adminTimesheetListing: [
    'Time Sheets',
    () => import('../pages/timesheets/AdminTimesheetListPage.tsx'),
    ['view-timesheets'],
  ],
  adminAddTimesheetImport: [
    'Import Time Sheets',
    () => import('../pages/timesheets/ImportTimesheetsPage.tsx'),
    ['import-timesheets'],
  ],
  adminTimesheetReminders: [
    'Time Sheet Reminders',
    () => import('../pages/timesheets/TimesheetRemindersPage.tsx'),
    ['send-timesheet-reminders'],
  ],
  payPeriodsListing: ['Pay Periods', () => import('../pages/pay-periods/PayPeriodsPage.tsx'), ['view-pay-periods']],
  adminExpensesListing: ['Expenses', expensesList, ['view-expenses']],
  adminAddExpenses: ['Add Expense', addExpense, ['add-expenses']],
  adminViewExpenses: ['View Expense', viewExpense, ['view-expenses']],
  adminEditExpenses: ['Edit Expense', editExpense, ['edit-expenses']],
  payratesListing: ['Provider Rates', () => import('../pages/pay-rates/PayRatesListPage.tsx'), ['view-pay-rates']],
  addPayrates: ['Add Provider Rates', () => import('../pages/pay-rates/AddPayRatePage.tsx'), ['add-pay-rates']],
  viewPayrates: ['View Provider Rates', () => import('../pages/pay-rates/ViewPayRatePage.tsx'), ['view-pay-rates']],
  editPayrates: ['Edit Provider Rates', () => import('../pages/pay-rates/EditPayRatePage.tsx'), ['edit-pay-rates']],
  addPayratesImport: [
    'Import Provider Rates',
    () => import('../pages/pay-rates/ImportPayRatesPage.tsx'),
    ['import-pay-rates'],
  ],
  holidaysListing: ['Holidays', () => import('../pages/holidays/HolidaysPage.tsx'), SUPER_ADMIN_ONLY],
  apiKeysListing: ['API keys', () => import('../pages/integrations/ApiKeysPage.tsx'), SUPER_ADMIN_ONLY],
  webhooksListing: ['Webhooks', () => import('../pages/integrations/WebhooksPage.tsx'), SUPER_ADMIN_ONLY],
  viewWebhook: ['Webhook', () => import('../pages/integrations/ViewWebhookPage.tsx'), SUPER_ADMIN_ONLY],
  divisionsListing: ['Divisions', () => import('../pages/super-admin-reference/DivisionsPage.tsx'), SUPER_ADMIN_ONLY],
  procedureTypesListing: [
    'Procedure Types',
    () => import('../pages/super-admin-reference/ProcedureTypesPage.tsx'),
    SUPER_ADMIN_ONLY,
  ],
  dynamicReports: [
    'Dynamic Reports',
    () => import('../pages/dynamic-reports/DynamicReportsPage.tsx'),
    ['view-dynamic-reports'],
  ],
  riskCalendar: ['Risk Calendar', () => import('../pages/risk-calendar/RiskCalendarPage.tsx'), []],
  compliance: ['Compliance', () => import('../pages/compliance/CompliancePage.tsx'), ['view-compliance']],
  bonusListing: ['Bonuses', () => import('../pages/bonuses/BonusesListPage.tsx'), ['view-bonuses']],
  addBonus: ['Add Bonus', () => import('../pages/bonuses/AddBonusPage.tsx'), ['add-bonuses']],
  viewBonus: ['View Bonus', () => import('../pages/bonuses/ViewBonusPage.tsx'), ['view-bonuses']],
  editBonus: ['Edit Bonus', () => import('../pages/bonuses/EditBonusPage.tsx'), ['edit-bonuses']],
  paymentsListing: ['Payments', () => import('../pages/payments/PaymentsListPage.tsx'), ['view-payments']],
  viewPayment: ['View Payment', () => import('../pages/payments/ViewPaymentPage.tsx'), ['view-payments']],
  malpracticeListing: [
    'Malpractice Rates',
    () => import('../pages/malpractice/MalpracticeListPage.tsx'),
    ['view-malpractice-rates'],
  ],
  addMalpracticerates: [
    'Add Malpractice Rates',
    () => import('../pages/malpractice/AddMalpracticeRatesPage.tsx'),
    ['add-malpractice-rates'],
  ],
  editMalpracticerates: [
    'Edit Malpractice Rates',
    () => import('../pages/malpractice/EditStateRatePage.tsx'),
    ['edit-malpractice-rates'],
  ],
  editMalpracticeInfo: [
    'Edit Malpractice Information',
    () => import('../pages/malpractice/EditMalpracticeInfoPage.tsx'),
    ['edit-malpractice-rates'],
  ],
  addMalpracticeratesImport: [
    'Import Malpractice Rates',
    () => import('../pages/malpractice/ImportMalpracticeRatesPage.tsx'),
    ['import-malpractice-rates'],
  ],
  documentSettingsListing: ['Documents Settings', documentSettings, ['view-document-types']],
  documentFoldersListing: [
    'Document Folders',
    () => import('../pages/documents/DocumentFoldersPage.tsx'),
    ['view-document-types'],
  ],
  addDocumentType: ['Add Document Type', documentTypeForm, ['add-document-types']],
  editDocumentType: ['Edit Document Type', documentTypeForm, ['edit-document-types']],
  documentProvidersListing: [
    'Providers Documents',
    () => import('../pages/documents/DocumentProvidersPage.tsx'),
    ['view-provider-documents'],
  ],
  facilityFoldersListing: ['Facility Docs', foldersPage, FACILITY_DOCS],
  facilitySubFoldersListing: ['Facility Docs', folderPage, FACILITY_DOCS],
  facilityDocumentsListing: ['Facility Docs', folderPage, FACILITY_DOCS],
  credentialingPayorListing: [
    'Credentialing & PE Listing',
    () => import('../pages/credentialing/CredentialingListPage.tsx'),
    ['view-credentialing'],
  ],
  addCredentialingPayor: [
    'Add Credentialing & PE',
    () => import('../pages/credentialing/AddCredentialingPage.tsx'),
    ['add-credentialing'],
  ],
  editCredentialingPayor: ['Edit Credentialing & PE', credentialingEdit, EDIT_CREDENTIALING],
  viewCredentialingPayor: ['View Credentialing & PE', credentialingView, VIEW_CREDENTIALING],
  reappointmentReportsListing: [
    'Reappointment Reports',
    () => import('../pages/reports/ReappointmentReportsPage.tsx'),
    REAPPOINTMENT_REPORTS,
  ],
  viewReappointmentReport: ['View Reappointment Report', reappointmentItem, REAPPOINTMENT_REPORTS],
  expiredDocumentReportsListing: [
    'Expired Document Reports',
    () => import('../pages/reports/ExpiredDocumentReportsPage.tsx'),
    EXPIRED_DOCUMENT_REPORTS,
  ],
  viewExpiredDocumentReport: ['View Expired Document Report', expiredDocumentItem, EXPIRED_DOCUMENT_REPORTS],
  invoicesListing: ['Invoices', () => import('../pages/invoices/InvoicesListPage.tsx'), ['view-invoices']],
  addInvoices: ['Draw Up Invoice', () => import('../pages/invoices/AddInvoicePage.tsx'), ['add-invoices']],
  viewInvoices: ['View Invoice', () => import('../pages/invoices/ViewInvoicePage.tsx'), ['view-invoices']],
  invoiceReports: [
    'Invoice Reports',
    () => import('../pages/invoices/InvoiceReportsPage.tsx'),
    ['view-invoice-reports'],
  ],
  licencesListing: ['Licences', () => import('../pages/licences/LicencesListPage.tsx'), ['view-licences']],
  addLicences: ['Add Licence', () => import('../pages/licences/AddLicencePage.tsx'), ['add-licences']],
  editLicences: ['Edit Licence', () => import('../pages/licences/EditLicencePage.tsx'), ['edit-licences']],
  viewLicences: ['View Licence', () => import('../pages/licences/ViewLicencePage.tsx'), ['view-licences']],
} satisfies Screens;

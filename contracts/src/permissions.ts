import { camelCase } from './format.ts';

/** The permission catalogue: kebab-case values grouped by the spec's modules. */
export interface PermissionDef {
  value: string;
  label: string;
}
export interface PermissionGroup {
  module: string;
  label: string;
  permissions: PermissionDef[];
}

const crud = (noun: string, label: string, extra: [string, string][] = []): PermissionDef[] => [
  { value: `view-${noun}`, label: `View ${label}` },
  { value: `add-${noun}`, label: `Add ${label}` },
  { value: `edit-${noun}`, label: `Edit ${label}` },
  { value: `delete-${noun}`, label: `Delete ${label}` },
  ...extra.map(([value, l]) => ({ value, label: l })),
];

export const PERMISSION_GROUPS: PermissionGroup[] = [
  {
    module: 'providers',
    label: 'Providers',
    permissions: crud('providers', 'providers', [
      ['archive-providers', 'Archive and reinstate providers'],
      ['export-providers', 'Export providers'],
      ['view-profile-history', 'View profile history'],
    ]),
  },
  {
    module: 'assignments',
    label: 'Provider facility assignments',
    permissions: crud('assignments', 'assignments', [['export-assignments', 'Export assignments']]),
  },
  {
    module: 'facilities',
    label: 'Facilities',
    permissions: crud('facilities', 'facilities', [['archive-facilities', 'Archive and reinstate facilities']]),
  },
  { module: 'icon-users', label: 'ICON users', permissions: crud('icon-users', 'ICON users') },
  { module: 'roles', label: 'Roles', permissions: crud('roles', 'roles') },
  {
    module: 'timesheets',
    label: 'Time sheets',
    permissions: crud('timesheets', 'time sheets', [
      ['approve-timesheets', 'Approve and reject time sheets'],
      ['bulk-approve-timesheets', 'Bulk approve time sheets'],
      ['reset-timesheets', 'Reset time sheets'],
      ['import-timesheets', 'Import time sheets'],
      ['export-timesheets', 'Export and download time sheets'],
      ['send-timesheet-reminders', 'Send time sheet reminders'],
    ]),
  },
  {
    module: 'pay-rates',
    label: 'Provider rates',
    permissions: crud('pay-rates', 'pay rates', [
      ['approve-pay-rates', 'Approve pay rates'],
      ['import-pay-rates', 'Import pay rates'],
    ]),
  },
  {
    module: 'malpractice-rates',
    label: 'Malpractice rates',
    permissions: crud('malpractice-rates', 'malpractice rates', [
      ['import-malpractice-rates', 'Import malpractice rates'],
      ['export-malpractice-rates', 'Export malpractice rates'],
    ]),
  },
  {
    module: 'expenses',
    label: 'Expenses',
    permissions: crud('expenses', 'expenses', [['approve-expenses', 'Approve expenses']]),
  },
  {
    module: 'bonuses',
    label: 'Bonuses and deductions',
    permissions: crud('bonuses', 'bonuses', [['approve-bonuses', 'Approve bonuses']]),
  },
  {
    module: 'payments',
    label: 'Payments',
    permissions: [
      { value: 'view-payments', label: 'View payments' },
      { value: 'recalculate-payments', label: 'Recalculate payments' },
      { value: 'export-payments', label: 'Export payments' },
      { value: 'approve-payments', label: 'Approve payments and mark them paid' },
      { value: 'release-payment-holds', label: 'Release payment holds' },
    ],
  },
  {
    module: 'pay-periods',
    label: 'Pay periods',
    permissions: [{ value: 'view-pay-periods', label: 'View pay periods' }],
  },
  {
    module: 'credentialing',
    label: 'Credentialing & PE',
    permissions: crud('credentialing', 'credentialing records', [
      ['archive-credentialing', 'Archive and reinstate credentialing records'],
    ]),
  },
  {
    module: 'document-settings',
    label: 'Documents settings',
    permissions: crud('document-types', 'document types'),
  },
  {
    module: 'facility-documents',
    label: 'Facility documents',
    permissions: crud('facility-documents', 'facility documents', [
      ['download-facility-documents', 'Download and preview facility documents'],
      ['share-facility-documents', 'Share facility documents'],
      ['archive-facility-documents', 'Archive facility documents'],
      ['reinstate-facility-documents', 'Reinstate facility documents'],
      ['view-archive-facility-documents', 'View archived facility documents'],
    ]),
  },
  {
    module: 'provider-documents',
    label: 'Provider documents',
    permissions: crud('provider-documents', 'provider documents', [
      ['download-provider-documents', 'Download and preview provider documents'],
      ['share-provider-documents', 'Share provider documents'],
      ['archive-provider-documents', 'Archive provider documents'],
      ['reinstate-provider-documents', 'Reinstate provider documents'],
      ['view-archive-provider-documents', 'View archived provider documents'],
    ]),
  },
  {
    module: 'reports',
    label: 'Reports',
    permissions: [
      { value: 'view-reappointment-reports', label: 'View reappointment reports' },
      { value: 'edit-reappointment-reports', label: 'Add notes and status to reappointment reports' },
      { value: 'view-expired-document-reports', label: 'View expired document reports' },
      { value: 'edit-expired-document-reports', label: 'Add notes and status to expired document reports' },
      { value: 'view-expiring-assignment-reports', label: 'View expiring assignment reports' },
    ],
  },
  {
    module: 'dynamic-reports',
    label: 'Dynamic reports',
    permissions: [
      { value: 'view-dynamic-reports', label: 'View and download dynamic reports' },
      { value: 'manage-dynamic-report-filters', label: 'Save dynamic report filters' },
    ],
  },
];

export const PERMISSION_VALUES: string[] = PERMISSION_GROUPS.flatMap((g) => g.permissions.map((p) => p.value));
const known = new Set(PERMISSION_VALUES);
export const isPermission = (value: string): boolean => known.has(value);

/** SCOPES: a lookup keyed by the camel-cased permission value (spec section 6). */
export type Scopes = Record<string, true>;
export const toScopes = (values: readonly string[]): Scopes =>
  Object.fromEntries(values.map((v) => [camelCase(v), true as const]));

/** Passes when nothing is required or when any required permission is among the scopes. */
export const hasScope = (scopes: Scopes, required: readonly string[] | undefined): boolean =>
  !required || required.length === 0 || required.some((r) => scopes[camelCase(r)] === true);

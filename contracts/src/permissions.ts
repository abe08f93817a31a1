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

/** [value, label] pairs as permission definitions. */
const defs = (pairs: [string, string][]): PermissionDef[] => pairs.map(([value, label]) => ({ value, label }));

const crud = (noun: string, label: string, extra: [string, string][] = []): PermissionDef[] =>
  defs([
    [`view-${noun}`, `View ${label}`],
    [`add-${noun}`, `Add ${label}`],
    [`edit-${noun}`, `Edit ${label}`],
    [`delete-${noun}`, `Delete ${label}`],
    ...extra,
  ]);

/** Provider and facility documents have the same actions (contracts/src/documents.ts DOCUMENT_ACTIONS). */
const documentGroup = (kind: 'provider' | 'facility', label: string): PermissionGroup => ({
  module: `${kind}-documents`,
  label,
  permissions: crud(`${kind}-documents`, `${kind} documents`, [
    [`download-${kind}-documents`, `Download and preview ${kind} documents`],
    [`share-${kind}-documents`, `Share ${kind} documents`],
    [`archive-${kind}-documents`, `Archive ${kind} documents`],
    [`reinstate-${kind}-documents`, `Reinstate ${kind} documents`],
    [`view-archive-${kind}-documents`, `View archived ${kind} documents`],
  ]),
});

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
    permissions: defs([
      ['view-payments', 'View payments'],
      ['recalculate-payments', 'Recalculate payments'],
      ['export-payments', 'Export payments'],
      ['approve-payments', 'Approve payments and mark them paid'],
      ['release-payment-holds', 'Release payment holds'],
    ]),
  },
  {
    module: 'pay-periods',
    label: 'Pay periods',
    permissions: defs([['view-pay-periods', 'View pay periods']]),
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
  documentGroup('facility', 'Facility documents'),
  documentGroup('provider', 'Provider documents'),
  {
    module: 'reports',
    label: 'Reports',
    permissions: defs([
      ['view-reappointment-reports', 'View reappointment reports'],
      ['edit-reappointment-reports', 'Add notes and status to reappointment reports'],
      ['view-expired-document-reports', 'View expired document reports'],
      ['edit-expired-document-reports', 'Add notes and status to expired document reports'],
      ['view-expiring-assignment-reports', 'View expiring assignment reports'],
      ['edit-expiring-assignment-reports', 'Add notes and status to expiring assignment reports'],
    ]),
  },
  {
    module: 'dynamic-reports',
    label: 'Dynamic reports',
    permissions: defs([
      ['view-dynamic-reports', 'View and download dynamic reports'],
      ['manage-dynamic-report-filters', 'Save dynamic report filters'],
    ]),
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

/**
 * The permission endpoints' method, path and access without their schemas, so this file stays zod-free (the app
 * shell imports it; issue 10 item 8) and the shell loads a signed-in icon user's permissions from `role`.
 * PERMISSIONS_API (roles.ts) adds the summaries and schemas.
 */
export const PERMISSION_ROUTES = {
  catalogue: { method: 'GET', path: '/permissions', access: { staff: 'view-roles' } },
  role: { method: 'GET', path: '/permissions/role/:id', access: { staff: 'view-roles' } },
} as const;

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

type Pair = [value: string, label: string];

/** A module's group from [value, label] pairs. */
const group = (module: string, label: string, pairs: Pair[]): PermissionGroup => ({
  module,
  label,
  permissions: pairs.map(([value, text]) => ({ value, label: text })),
});

/** View, add, edit and delete of one kind of record (`records` in the labels), then `extra`. */
const crud = (noun: string, records: string, extra: Pair[] = []): Pair[] => [
  [`view-${noun}`, `View ${records}`],
  [`add-${noun}`, `Add ${records}`],
  [`edit-${noun}`, `Edit ${records}`],
  [`delete-${noun}`, `Delete ${records}`],
  ...extra,
];

/** A module whose permissions are crud of its records, named like the module. */
const crudGroup = (module: string, label: string, records: string, extra?: Pair[]): PermissionGroup =>
  group(module, label, crud(module, records, extra));

/** Provider and facility documents have the same actions (contracts/src/documents.ts DOCUMENT_ACTIONS). */
const documentGroup = (kind: 'provider' | 'facility', label: string): PermissionGroup =>
  crudGroup(`${kind}-documents`, label, `${kind} documents`, [
    [`download-${kind}-documents`, `Download and preview ${kind} documents`],
    [`share-${kind}-documents`, `Share ${kind} documents with guests`],
    [`archive-${kind}-documents`, `Archive ${kind} documents`],
    [`reinstate-${kind}-documents`, `Reinstate ${kind} documents`],
    [`view-archive-${kind}-documents`, `View archived ${kind} documents`],
  ]);

export const PERMISSION_GROUPS: PermissionGroup[] = [
  crudGroup('providers', 'Providers', 'providers', [
    ['archive-providers', 'Archive and reinstate providers'],
    ['export-providers', 'Export providers'],
    ['view-profile-history', 'View profile history'],
  ]),
  crudGroup('assignments', 'Provider facility assignments', 'assignments', [
    ['export-assignments', 'Export assignments'],
  ]),
  crudGroup('facilities', 'Facilities', 'facilities', [['archive-facilities', 'Archive and reinstate facilities']]),
  crudGroup('icon-users', 'ICON users', 'ICON users'),
  crudGroup('roles', 'Roles', 'roles'),
  crudGroup('timesheets', 'Time sheets', 'time sheets', [
    ['approve-timesheets', 'Approve and reject time sheets'],
    ['bulk-approve-timesheets', 'Bulk approve time sheets'],
    ['reset-timesheets', 'Reset time sheets'],
    ['import-timesheets', 'Import time sheets'],
    ['export-timesheets', 'Export and download time sheets'],
    ['send-timesheet-reminders', 'Send time sheet reminders'],
  ]),
  crudGroup('pay-rates', 'Provider rates', 'pay rates', [
    ['approve-pay-rates', 'Approve pay rates'],
    ['import-pay-rates', 'Import pay rates'],
  ]),
  crudGroup('malpractice-rates', 'Malpractice rates', 'malpractice rates', [
    ['import-malpractice-rates', 'Import malpractice rates'],
    ['export-malpractice-rates', 'Export malpractice rates'],
  ]),
  crudGroup('expenses', 'Expenses', 'expenses', [['approve-expenses', 'Approve expenses']]),
  crudGroup('bonuses', 'Bonuses and deductions', 'bonuses', [['approve-bonuses', 'Approve bonuses']]),
  group('payments', 'Payments', [
    ['view-payments', 'View payments'],
    ['recalculate-payments', 'Recalculate payments'],
    ['export-payments', 'Export payments'],
    ['approve-payments', 'Approve payments and mark them paid'],
    ['release-payment-holds', 'Release payment holds'],
    ['run-pay-statements', 'Download payment registers and generate pay statements'],
  ]),
  group('pay-periods', 'Pay periods', [
    ['view-pay-periods', 'View pay periods'],
    ['close-pay-periods', 'Close pay periods'],
    ['reopen-pay-periods', 'Reopen closed pay periods'],
    ['add-pay-adjustments', 'Record retro adjustments of closed pay periods'],
  ]),
  crudGroup('credentialing', 'Credentialing & PE', 'credentialing records', [
    ['archive-credentialing', 'Archive and reinstate credentialing records'],
    ['review-credentialing', 'Sign off credentialing file reviews and share their packets'],
    ['decide-credentialing', 'Record the committee decision of credentialing file reviews'],
  ]),
  group('document-settings', 'Documents settings', crud('document-types', 'document types')),
  documentGroup('facility', 'Facility documents'),
  documentGroup('provider', 'Provider documents'),
  group('reports', 'Reports', [
    ['view-reappointment-reports', 'View reappointment reports'],
    ['edit-reappointment-reports', 'Add notes and status to reappointment reports'],
    ['view-expired-document-reports', 'View expired document reports'],
    ['edit-expired-document-reports', 'Add notes and status to expired document reports'],
    ['view-expiring-assignment-reports', 'View expiring assignment reports'],
    ['edit-expiring-assignment-reports', 'Add notes and status to expiring assignment reports'],
  ]),
  group('compliance', 'Compliance', [
    ['view-compliance', 'View exclusion lists, screening matches and records'],
    ['manage-compliance', 'Import exclusion lists and review screening matches'],
    ['review-npi-checks', 'Review NPI registry checks and look NPIs up again'],
  ]),
  group('dynamic-reports', 'Dynamic reports', [
    ['view-dynamic-reports', 'View and download dynamic reports'],
    ['manage-dynamic-report-filters', 'Save dynamic report filters'],
  ]),
  group('invoices', 'Invoices', [
    ['view-invoices', 'View invoices and download their PDF'],
    ['add-invoices', 'Draw up invoices'],
    ['send-invoices', 'Send invoices to facilities'],
    ['record-invoice-receipts', 'Record receipts against invoices'],
    ['void-invoices', 'Void invoices'],
    ['view-invoice-reports', 'View aging and margin reports and download the journal'],
  ]),
  group('licences', 'Licences', [
    ['view-licences', 'View licences'],
    ['add-licences', 'Add licences'],
    ['edit-licences', 'Edit and revoke licences'],
    ['verify-licences', 'Verify licences'],
  ]),
  group('integrations', 'Integrations', [['manage-integrations', 'Manage API keys and webhooks']]),
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
 * shell imports it) and the shell loads a signed-in icon user's permissions from `role`.
 * PERMISSIONS_API (roles.ts) adds the summaries and schemas.
 */
export const PERMISSION_ROUTES = {
  catalogue: { method: 'GET', path: '/permissions', access: { staff: 'view-roles' } },
  role: { method: 'GET', path: '/permissions/role/:id', access: { staff: 'view-roles' } },
} as const;

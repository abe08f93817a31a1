/** The spec's enumerations and statuses (value + label + colour), section 3 and 4. */
export type StatusColour = 'green' | 'orange' | 'red' | 'gray';

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const USER_ROLES = ['superAdmin', 'iconUser', 'provider'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['pending', 'confirmed', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const AGREEMENT_STATUSES = ['signed', 'not-signed'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const EMAIL_STATUSES = ['verified', 'not-verified'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const STATUS_COLOURS: Record<string, StatusColour> = {
  completed: 'green',
  complete: 'green',
  signed: 'green',
  approved: 'green',
  verified: 'green',
  confirmed: 'green',
  active: 'green',
  incomplete: 'orange',
  pending: 'orange',
  'approval-pending': 'orange',
  submitted: 'orange',
  partial: 'orange',
  partially_paid: 'orange',
  sent: 'orange',
  paid: 'green',
  void: 'red',
  'not-signed': 'red',
  'not-applied': 'red',
  'not-approved': 'red',
  'not-submitted': 'red',
  rejected: 'red',
  'not-verified': 'red',
  deactivated: 'red',
};

export const statusColour = (status: string): StatusColour => STATUS_COLOURS[status] ?? 'gray';

/** Statuses are a handful of values; each label is made once (an export asks for one per row). */
const STATUS_LABELS = new Map<string, string>();

export const statusLabel = (status: string): string => {
  let label = STATUS_LABELS.get(status);
  if (label === undefined) {
    label = status
      .split(/[-_]/)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
    if (STATUS_LABELS.size < 1000) STATUS_LABELS.set(status, label);
  }
  return label;
};

export const EXPENSE_TYPES = [
  'air-fare',
  'car-rental',
  'gas',
  'lodging',
  'meals',
  'mileage',
  'parking',
  'stipend',
  'tolls',
  'other',
] as const;

export const FACILITY_CONTACT_TYPES: Option[] = [
  { value: 'primary_timesheet_approver', label: 'Primary Timesheet Approver' },
  { value: 'backup_timesheet_approver', label: 'Backup Timesheet Approver' },
  { value: 'primary_credentialing_contact', label: 'Primary Credentialing Contact' },
  { value: 'primary_pe_contact', label: 'Primary PE Contact' },
  { value: 'billing', label: 'Billing' },
];

export const PAY_PERIOD_TYPES: Option[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'bi_weekly', label: 'Bi-Weekly' },
];

export const APPLICATION_TYPES: Option[] = [
  { value: 'initial', label: 'Initial' },
  { value: 'reappointment', label: 'Reappointment' },
];

export const ON_CALL_TYPES: Option[] = [
  { value: 'evening-on-call-pager', label: 'Evening On-Call Pager' },
  { value: '24-hour-pager-call', label: '24 Hour Pager Call' },
  { value: 'in-house-call', label: 'In-House Call' },
];

export const ORGANISATION_KINDS: Option[] = [
  { value: 'icon-exchange', label: 'ICON Exchange' },
  { value: 'icon-anesthesia', label: 'ICON Anesthesia' },
  { value: 'none', label: 'Other' },
];

export const DYNAMIC_FIELD_TYPES = ['text', 'file', 'date', 'select', 'link', 'number', 'dateRange'] as const;

/** The filter sets of spec section 4. */
export const FILTER_SETS = {
  approval: ['approved', 'pending', 'not-approved'],
  timesheet: ['approved', 'approval-pending', 'rejected', 'not-submitted'],
  approvedOrNot: ['approved', 'not-approved'],
  completion: ['completed', 'incomplete'],
  signature: ['signed', 'not-signed'],
} as const;

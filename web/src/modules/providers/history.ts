import type { ProfilePart } from '@portal/contracts';
import { formatDay } from '../../ui/format.ts';
import { FIELD_LABELS, organisationLabel, PART_TITLES, specialtyLabel } from './profileParts.ts';

/** What the history shows for nothing: null, undefined, '' or an empty list. */
export const NONE = '—';

const ACTIONS: Record<string, string> = {
  invite: 'Invited',
  'accept-invitation': 'Accepted invitation',
  'reset-password': 'Reset password',
  archive: 'Archived',
  reinstate: 'Reinstated',
  confirm: 'Confirmed',
  signup: 'Signed up',
  verify: 'Verified e-mail',
  'update-email': 'Changed e-mail',
};

const words = (value: string): string => {
  const text = value
    .replace(/[-_]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** 'update-contact-information' -> 'Updated Contact Information'; 'archive' -> 'Archived'. */
export const actionLabel = (action: string): string => {
  if (ACTIONS[action]) return ACTIONS[action];
  const part = /^update-(.+)$/.exec(action)?.[1] as ProfilePart | undefined;
  if (part && PART_TITLES[part]) return `Updated ${PART_TITLES[part]}`;
  return words(action);
};

/** 'postalCode' -> 'Postal code'; a field the profile does not name is spelled out. */
export const fieldLabel = (field: string): string => (field ? (FIELD_LABELS[field] ?? words(field)) : NONE);

const DAY_FIELDS = new Set(['dateOfBirth', 'graduationDate', 'startDate', 'endDate']);

/** Names for codes and ids the history holds; a value without a name shows as it is. */
export type HistoryLookups = Partial<
  Record<'schoolId' | 'recruiterId' | 'country', (id: string) => string | undefined>
>;

/** Fields that say nothing to a reader: the record's own id, and who invited (the Who column says so). */
const HIDDEN_FIELDS = new Set(['id', 'invitedBy']);

/** The rows worth showing. */
export const visibleHistory = <T extends { field: string }>(rows: readonly T[]): T[] =>
  rows.filter((r) => !HIDDEN_FIELDS.has(r.field));

/**
 * The history pages by change (one change holds several fields, each its own row), so the pagination counts changes:
 * 'Showing 11 to 20 of 42 entries'.
 */
export const historyShowing = (page: number, pageSize: number, total: number): string => {
  if (total === 0) return 'Showing 0 to 0 of 0 entries';
  const from = Math.min((page - 1) * pageSize + 1, total);
  return `Showing ${from} to ${Math.min(page * pageSize, total)} of ${total} entries`;
};

/** Any stored value as readable text: lists joined, objects as 'key: value' pairs, yes/no, '—' for nothing. */
export const formatValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(formatValue).join(', ') : NONE;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([k, v]) => `${fieldLabel(k)}: ${formatValue(v)}`).join('; ') : NONE;
  }
  return String(value);
};

/** One old or new value of a history row, with the field's own wording (labels, days, names). */
export const formatHistoryValue = (field: string, value: unknown, lookups: HistoryLookups = {}): string => {
  if (typeof value === 'string' && value !== '') {
    if (field === 'specialty') return specialtyLabel(value) ?? value;
    if (field === 'organisation') return organisationLabel(value) ?? value;
    if (DAY_FIELDS.has(field)) return formatDay(value);
    if (field === 'schoolId' || field === 'recruiterId' || field === 'country') {
      return lookups[field]?.(value) ?? value;
    }
    if (['status', 'agreementStatus', 'emailStatus', 'role'].includes(field)) return words(value);
  }
  return formatValue(value);
};

/** Who made the change: the actor's name, or 'System' when no signed-in user did. */
export const actorLabel = (actorName: string | null | undefined): string => actorName?.trim() || 'System';

import {
  type DynamicField,
  type DynamicFilter,
  type DynamicOperator,
  type DynamicSubject,
  VALUELESS_OPERATORS,
} from '@portal/contracts';
import { formatDateTime, formatDay, formatMinutes, formatMoney } from '../../ui/format.ts';

export type Row = Record<string, string | number | boolean | null> & { __key: string };
export interface FilterDraft {
  field: string;
  operator: DynamicOperator | '';
  value: string;
  valueTo: string;
}
export interface Draft {
  subject: string;
  columns: string[];
  filters: FilterDraft[];
}

export const emptyFilter = (): FilterDraft => ({ field: '', operator: '', value: '', valueTo: '' });
export const defaultColumns = (s: DynamicSubject | undefined) =>
  s?.fields.filter((f) => f.defaultColumn).map((f) => f.key) ?? [];

/** The draft's filters as the API wants them (typed values); rows not filled in yet are left out. */
export function toFilters(filters: FilterDraft[], fields: DynamicField[]): DynamicFilter[] {
  return filters.flatMap((f) => {
    const field = fields.find((x) => x.key === f.field);
    if (!field || !f.operator) return [];
    if (VALUELESS_OPERATORS.includes(f.operator)) return [{ field: f.field, operator: f.operator }];
    const typed = (v: string) =>
      ['number', 'money', 'minutes'].includes(field.type) && v.trim() !== '' && Number.isFinite(Number(v))
        ? Number(v)
        : field.type === 'boolean'
          ? v === 'true'
          : v;
    if (f.operator === 'in')
      return [{ field: f.field, operator: f.operator, value: f.value.split(',').filter(Boolean) }];
    return [
      {
        field: f.field,
        operator: f.operator,
        value: typed(f.value),
        ...(f.operator === 'between' ? { valueTo: typed(f.valueTo) } : {}),
      },
    ];
  });
}

/** A cell's text: money, hours, dates and choices as the screens show them; '-' when empty. */
export function cell(field: DynamicField | undefined, v: unknown): string {
  if (v === null || v === undefined || v === '') return '-';
  switch (field?.type) {
    case 'money':
      return formatMoney(Number(v));
    case 'minutes':
      return formatMinutes(Number(v));
    case 'date':
      return formatDay(String(v));
    case 'datetime':
      return formatDateTime(String(v));
    case 'boolean':
      return v ? 'Yes' : 'No';
    case 'enum':
      return field.options?.find((o) => o.value === v)?.label ?? String(v);
    case 'number':
      return Number(v).toLocaleString('en-US');
    default:
      return String(v);
  }
}

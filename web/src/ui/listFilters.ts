import { FILTER_SETS, type Option, statusLabel } from '@portal/contracts';
import { useMemo } from 'react';

/** The value of a filter's 'All' choice; it is never sent (the filter is left out of the request). */
export const ALL = 'all';

export const ALL_OPTION: Option = { value: ALL, label: 'All' };

/** 'All' followed by one choice per value, labelled like StatusBadge ('not-verified' -> 'Not Verified'). */
export const filterOptions = (values: readonly string[], labels: Record<string, string> = {}): Option[] => [
  ALL_OPTION,
  ...values.map((value) => ({ value, label: labels[value] ?? statusLabel(value) })),
];

/** The select value of one filter of a list state: its stored string, or 'All'. */
export const filterValue = (filters: Record<string, unknown>, key: string): string => {
  const value = filters[key];
  return typeof value === 'string' && value !== '' ? value : ALL;
};

/** The filters with one of them set; 'All' (or nothing) removes it. */
export const withFilter = (
  filters: Record<string, unknown>,
  key: string,
  value: string | null | undefined,
): Record<string, unknown> => {
  const { [key]: _removed, ...rest } = filters;
  return value && value !== ALL ? { ...rest, [key]: value } : rest;
};

/** The five filter sets of spec section 4, by name. */
export type FilterSetName = keyof typeof FILTER_SETS;

/** A set's choices, 'All' first, labelled like StatusBadge. */
export const filterSetOptions = (set: FilterSetName, labels?: Record<string, string>): Option[] =>
  filterOptions(FILTER_SETS[set], labels);

/** Select choices from a pick-list, keeping the current value when the list lacks it (older or free-text data). */
export const withCurrent = (options: Option[], current: string | null | undefined): Option[] =>
  current && !options.some((o) => o.value === current) ? [{ value: current, label: current }, ...options] : options;

/** `withCurrent` over a pick-list's rows (none while they load); `toOption` is a module-level function. */
export const useOptionsWithCurrent = <T>(
  rows: readonly T[] | undefined,
  toOption: (row: T) => Option,
  current: string | null | undefined,
): Option[] => useMemo(() => withCurrent((rows ?? []).map(toOption), current), [rows, toOption, current]);

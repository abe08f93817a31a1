import type { Option } from '@portal/contracts';

/** Select choices from a pick-list, keeping the current value when the list lacks it (older or free-text data). */
export const withCurrent = (options: Option[], current: string | null | undefined): Option[] =>
  current && !options.some((o) => o.value === current) ? [{ value: current, label: current }, ...options] : options;

/** The name of a code in a pick-list ('TX' -> 'Texas'), or the value itself; null for nothing. */
export const nameIn = (
  list: readonly { code?: string; value?: string; _id?: string; name?: string; label?: string }[] | undefined,
  value: string | null | undefined,
): string | null => {
  if (!value) return null;
  const hit = list?.find((i) => (i.code ?? i.value ?? i._id) === value);
  return hit?.name ?? hit?.label ?? value;
};

/** 'First Last' of a staff user. */
export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

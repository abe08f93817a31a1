/** Display rules of spec section 9. */

/** Truncate (not round) to `places` decimals, as the spec's default of 2 says. */
export const truncateDecimals = (value: number, places = 2): number => {
  const f = 10 ** places;
  return Math.trunc(value * f) / f;
};

/** '$1,234' when whole, '$1,234.50' otherwise, '-' when missing. */
export const formatCurrency = (value: number | null | undefined): string => {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  const v = truncateDecimals(value);
  const whole = Number.isInteger(v);
  return `${v < 0 ? '-' : ''}$${Math.abs(v).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })}`;
};

/** Decimal hours as HH:MM (7.5 -> '07:30'). */
export const formatHours = (hours: number | null | undefined): string => {
  if (hours === null || hours === undefined || Number.isNaN(hours)) return '-';
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return `${hours < 0 ? '-' : ''}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

/** 'view-roles' -> 'viewRoles': the key of a permission in SCOPES. */
export const camelCase = (value: string): string => value.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Spec section 5: empty strings become null before sending. */
export const emptyToNull = <T>(value: T): T => {
  if (value === '') return null as T;
  if (Array.isArray(value)) return value.map(emptyToNull) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, emptyToNull(v)])) as T;
  }
  return value;
};

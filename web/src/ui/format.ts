const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const parse = (value: string | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** An ISO date as MM/DD/YYYY in the browser's time zone; '-' when missing or invalid. */
export const formatDate = (value: string | Date | null | undefined): string => {
  const d = parse(value);
  return d ? dateFormat.format(d) : '-';
};

/** An ISO date-time as MM/DD/YYYY, HH:MM AM/PM; '-' when missing or invalid. */
export const formatDateTime = (value: string | Date | null | undefined): string => {
  const d = parse(value);
  return d ? dateTimeFormat.format(d) : '-';
};

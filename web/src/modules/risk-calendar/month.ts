/** The days of a month's grid: whole weeks from Sunday, with days of the months around as null. */
export function monthGrid(year: number, month: number): (string | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = first.getUTCDay();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

/** First and last day of a month as YYYY-MM-DD. */
export const monthRange = (year: number, month: number) => ({
  from: `${year}-${String(month).padStart(2, '0')}-01`,
  to: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10),
});

export const shiftMonth = (year: number, month: number, by: number) => {
  const d = new Date(Date.UTC(year, month - 1 + by, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};

export const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

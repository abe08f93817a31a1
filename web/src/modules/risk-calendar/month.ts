import { eachDay, monthOf, weekdayOf } from '@portal/contracts';

/** The days of a month's grid: whole weeks from Sunday, with days of the months around as null. */
export function monthGrid(year: number, month: number): (string | null)[] {
  const { startDate, endDate } = monthOf(year, month);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(startDate) }, () => null);
  cells.push(...eachDay(startDate, endDate));
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

/** First and last day of a month as YYYY-MM-DD, as the risk calendar asks for them. */
export const monthRange = (year: number, month: number) => {
  const { startDate, endDate } = monthOf(year, month);
  return { from: startDate, to: endDate };
};

export const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

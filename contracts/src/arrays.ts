/**
 * The item at `index` of a list that must have it (a RETURNING row, a count, a parsed part): a clear error naming
 * `what` when it is missing, instead of an `undefined` that fails later and further away.
 */
export function itemAt<T>(list: readonly T[], index: number, what = 'item'): T {
  const item = list[index];
  if (item === undefined) throw new Error(`Expected ${what} at position ${index}, found ${list.length} item(s)`);
  return item;
}

/** The first item of a list that must have one (see itemAt). */
export const first = <T>(list: readonly T[], what = 'item'): T => itemAt(list, 0, what);

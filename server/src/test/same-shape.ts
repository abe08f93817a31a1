import { expect } from 'vitest';

/**
 * Helpers of the tests that lists answer each caller its own rows: a page as its sorted ids and total, and each
 * call made in turn twice over (calls that differ only in their values follow one another).
 */
export type Page = { ids: string[]; total: number };

/** The page a call should answer: these ids, and as many in total. */
export const page = (ids: string[]): Page => ({ ids: [...ids].sort(), total: ids.length });

/** A list answer (200) as its page. */
export function pageOf(res: { statusCode: number; body: string; json(): unknown }): Page {
  expect(res.statusCode, res.body).toBe(200);
  const { data, total } = (res.json() as { data: { data: { _id: string }[]; total: number } }).data;
  return { ids: data.map((r) => r._id).sort(), total };
}

export async function eachTwice(calls: [label: string, answer: () => Promise<Page>, expected: () => Page][]) {
  for (let round = 0; round < 2; round++)
    for (const [label, answer, expected] of calls)
      expect(await answer(), `${label}, round ${round + 1}`).toEqual(expected());
}

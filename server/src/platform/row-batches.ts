/**
 * Rows that a source reads a batch at a time (a cursor, keyset batches) and can hand over so: an export's writers
 * then take a batch per step. Iterated row by row they are the same rows; an await per row was a tenth of a
 * 300,000-row export's JavaScript.
 */
export interface RowBatches<T> extends AsyncIterable<T> {
  batches(): AsyncIterable<T[]>;
}

/** Rows whose batches come from `batches` (called once per reading). */
export function rowBatches<T>(batches: () => AsyncIterable<T[]>): RowBatches<T> {
  return {
    batches,
    async *[Symbol.asyncIterator]() {
      for await (const batch of batches()) yield* batch;
    },
  };
}

/** The batches of any rows: a source's own, or one row each. */
export function batchesOf<T>(rows: AsyncIterable<T>): AsyncIterable<T[]> {
  if (typeof (rows as Partial<RowBatches<T>>).batches === 'function') return (rows as RowBatches<T>).batches();
  return (async function* () {
    for await (const row of rows) yield [row];
  })();
}

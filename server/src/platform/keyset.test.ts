import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { keysetBatches } from './list.ts';

describe('keysetBatches', () => {
  const ids = (after: string | null) => (after === null ? ['a', 'b'] : after === 'b' ? ['c'] : []);

  it('answers every row in id order, a batch at a time', async () => {
    const rows: string[] = [];
    for await (const r of keysetBatches(
      async (after) => ids(after),
      async (page) => page.map((id) => ({ id })).reverse(),
      (r) => r.id,
      2,
    ))
      rows.push(r.id);
    expect(rows).toEqual(['a', 'b', 'c']);
  });

  it('passes a batch that fails while the previous one is written to the reader, not to the process', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const rows = keysetBatches(
        async (after) => {
          if (after === 'b') throw new Error('connection lost');
          return ids(after);
        },
        async (page) => page.map((id) => ({ id })),
        (r) => r.id,
        2,
      );
      const read: string[] = [];
      await expect(
        (async () => {
          for await (const r of rows) {
            read.push(r.id);
            // A slow reader (a browser on a poor line): the next batch fails meanwhile.
            await sleep(20);
          }
        })(),
      ).rejects.toThrow('connection lost');
      expect(read).toEqual(['a', 'b']);
      await sleep(20);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { first, itemAt } from './arrays.ts';

describe('itemAt and first', () => {
  it('return the item that is there', () => {
    expect(itemAt(['a', 'b'], 1)).toBe('b');
    expect(first([0])).toBe(0);
  });

  it('throw a message naming what was missing', () => {
    expect(() => first([], 'the inserted row')).toThrow('Expected the inserted row at position 0, found 0 item(s)');
    expect(() => itemAt(['a'], 3, 'a period')).toThrow('Expected a period at position 3, found 1 item(s)');
  });
});

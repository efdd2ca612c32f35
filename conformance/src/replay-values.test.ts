import { describe, expect, it } from 'vitest';
import { broadcastIndex, valueTableKey } from './replay-values';

describe('value replay helpers', () => {
  it('broadcastIndex: NumPy broadcasting, shapes aligned on the right', () => {
    // where's cond [2, 1, 1], a [1, 3, 1], b [1, 1, 4] against a [2, 3, 4] result
    const result = [2, 3, 4];
    const k = 1 * 12 + 2 * 4 + 3; // element [1, 2, 3]
    expect(broadcastIndex(result, [2, 1, 1], k)).toBe(1);
    expect(broadcastIndex(result, [1, 3, 1], k)).toBe(2);
    expect(broadcastIndex(result, [1, 1, 4], k)).toBe(3);
    expect(broadcastIndex(result, [3, 1], k)).toBe(2); // a lower-rank operand
    expect(broadcastIndex(result, [], k)).toBe(0); // a 0-d operand
    expect(broadcastIndex(result, [2, 3, 4], k)).toBe(k);
    // the binary outer products: a [m, 1], b [1, n]
    expect(broadcastIndex([5, 7], [5, 1], 3 * 7 + 6)).toBe(3);
    expect(broadcastIndex([5, 7], [1, 7], 3 * 7 + 6)).toBe(6);
  });

  it('valueTableKey names the operands of each kind of case', () => {
    const arr = (dtype: 'bool' | 'int8' | 'float32') => ({ dtype, shape: [1], data: [] });
    expect(valueTableKey('add', { a: arr('int8'), b: arr('float32') })).toBe('add int8*float32');
    expect(valueTableKey('sqrt', { a: arr('int8') })).toBe('sqrt int8');
    expect(valueTableKey('where', { cond: arr('bool'), a: arr('int8'), b: arr('float32') })).toBe('where bool?int8:float32');
    expect(valueTableKey('cast', { a: arr('int8'), dtype: 'float32' })).toBe('cast int8->float32');
  });
});

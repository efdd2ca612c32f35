import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { constant, range, weakFloat } from './index';

describe('util.inspect / console.log of a tensor', () => {
  it('shows the values, as toString prints them', () => {
    const t = constant([[1, 2], [3, 4]], 'int16');
    expect(inspect(t)).toBe(String(t));
    expect(inspect(t)).toContain('[[1 2]');
    expect(inspect({ t })).toContain('dtype=int16');
    expect(inspect(weakFloat(1.5))).toContain('weak_type=True');
  });

  it('summarises a large tensor as NumPy does', () => {
    const text = inspect(range(0, 100_000, 1, 'int32'));
    expect(text).toContain('...');
    expect(text.length).toBeLessThan(400);
  });
});

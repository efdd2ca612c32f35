import { describe, expect, it } from 'vitest';
import { DTypeError } from './errors';
import { iinfo } from './iinfo';

describe('iinfo', () => {
  it('gives two-complement limits as bigints', () => {
    expect(iinfo('int8')).toEqual({ dtype: 'int8', bits: 8, min: -128n, max: 127n });
    expect(iinfo('u16').max).toBe(65535n);
    expect(iinfo('int64').min).toBe(-(2n ** 63n));
    expect(iinfo('uint64').max).toBe(2n ** 64n - 1n);
  });
  it('refuses non-integer dtypes, naming them', () => {
    expect(() => iinfo('bool')).toThrow(DTypeError);
    expect(() => iinfo('float32')).toThrow(/got float32; use finfo/);
  });
});

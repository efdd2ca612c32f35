import { describe, expect, it } from 'vitest';
import { weakFromScalar } from './weak';
import { weakKindOf } from './operand';
import { ValueError, weakComplex, weakFloat, weakInt } from './index';

describe('weak scalars', () => {
  it('keep their value exactly and say they are weak', () => {
    expect(weakInt(3).toString()).toBe('tf.Tensor(3, shape=(), dtype=int64, weak_type=True)');
    expect(weakInt(2n ** 64n - 1n).toArray()).toBe(2n ** 64n - 1n);
    expect(weakInt(-(2n ** 63n)).dtype).toBe('int64');
    expect(weakFloat(0.1).toArray()).toBe(0.1);
    expect(weakComplex(1, -2).toArray()).toEqual({ re: 1, im: -2 });
    expect([weakInt(1), weakFloat(1), weakComplex(1)].map(weakKindOf)).toEqual(['i*', 'f*', 'c*']);
    expect([weakInt(1), weakFloat(1), weakComplex(1)].every((t) => t.weak)).toBe(true);
  });

  it('are what JS scalars stand for: integer-valued numbers (not -0) and bigints are i*, others f*', () => {
    const kind = (x: unknown) => weakKindOf(weakFromScalar(x)!);
    expect(kind(1)).toBe('i*');
    expect(kind(1.0)).toBe('i*');
    expect(kind(7n)).toBe('i*');
    expect(kind(-0)).toBe('f*');
    expect(kind(1.5)).toBe('f*');
    expect(kind(NaN)).toBe('f*');
    expect(kind(2 ** 70)).toBe('f*');
    expect(kind({ re: 0, im: 1 })).toBe('c*');
    expect(weakFromScalar(true)).toBeUndefined();
    expect(weakFromScalar('1')).toBeUndefined();
  });

  it('refuse what they cannot hold', () => {
    expect(() => weakInt(1.5)).toThrow(ValueError);
    expect(() => weakInt(1.5)).toThrow(/weakFloat\(1\.5\)/);
    expect(() => weakInt(2n ** 64n)).toThrow(/does not fit 64 bits/);
    expect(() => weakFloat('1' as never)).toThrow(ValueError);
    expect(() => weakComplex(1, '1' as never)).toThrow(ValueError);
  });
});

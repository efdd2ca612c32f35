import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DTYPES } from './dtype';
import { DTypeError } from './errors';
import { allocate, fromValues, getValue, setValue, toValues } from './storage';

describe('allocate', () => {
  it('gives zeroed storage of the right type and length', () => {
    for (const d of DTYPES) {
      const s = allocate(d, 3);
      expect(s.length).toBe(d.startsWith('complex') ? 6 : 3);
      expect(Array.from(s as ArrayLike<number | bigint>).every((v) => v === 0 || v === 0n)).toBe(true);
    }
  });
  it('refuses bad lengths and unknown dtypes', () => {
    expect(() => allocate('int8', -1)).toThrow(/-1 elements of int8/);
    expect(() => allocate('int9' as 'int8', 1)).toThrow(DTypeError);
  });
});

describe('fromValues / toValues', () => {
  it('converts like np.array for in-range values', () => {
    expect(Array.from(fromValues('int8', [1, -2.7, true, 127n]))).toEqual([1, -2, 1, 127]);
    expect(toValues(fromValues('bool', [0, NaN, 0n, 2n, false, { re: 0, im: 1 }]), 'bool')).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(Array.from(fromValues('complex64', [{ re: 1, im: 2 }, 3, 4n]))).toEqual([1, 2, 3, 0, 4, 0]);
    expect(Array.from(fromValues('float16', [1, 65520, -0]))).toEqual([0x3c00, 0x7c00, 0x8000]);
    expect(Array.from(fromValues('bfloat16', [Math.PI]))).toEqual([0x4049]);
    expect(Array.from(fromValues('uint64', [2n ** 64n - 1n, 3.9]))).toEqual([2n ** 64n - 1n, 3n]);
  });
  it('converts a bigint to float64 with round-to-nearest-even', () => {
    // 2^53 + 1 is a tie between 2^53 and 2^53 + 2: even gives 2^53.
    expect(fromValues('float64', [2n ** 53n + 1n])[0]).toBe(2 ** 53);
    expect(fromValues('float64', [2n ** 53n + 3n])[0]).toBe(2 ** 53 + 4);
  });
  it('round-trips every dtype through toValues', () => {
    for (const d of DTYPES) {
      const s = allocate(d, 4);
      for (let i = 0; i < 4; i++) setValue(s, d, i, i % 2 === 0);
      expect(toValues(fromValues(d, toValues(s, d)), d)).toEqual(toValues(s, d));
    }
  });
  it('accepts iterables', () => {
    expect(Array.from(fromValues('int16', new Set([1, 2])))).toEqual([1, 2]);
  });
  it('refuses values that are not numeric, naming value and index', () => {
    expect(() => fromValues('float32', [1, 'x' as unknown as number])).toThrow(DTypeError);
    expect(() => fromValues('float32', [1, 'x' as unknown as number])).toThrow(/"x" \(string\) as float32 at index 1/);
    expect(() => fromValues('int32', [null as unknown as number])).toThrow(/null/);
    expect(() => fromValues('float64', [2n ** 64n])).toThrow(/more than 64 bits/);
    expect(() => fromValues('int64', [-(2n ** 63n) - 1n])).toThrow(/more than 64 bits/);
  });
  it('refuses out-of-range, non-finite and complex values for narrower dtypes', () => {
    expect(() => fromValues('uint8', [256])).toThrow(/256 as uint8 at index 0: out of range 0 to 255/);
    expect(() => fromValues('int8', [-1, -129n])).toThrow(/index 1/);
    expect(() => fromValues('int32', [NaN])).toThrow(/finite/);
    expect(() => fromValues('float64', [{ re: 1, im: 0 }])).toThrow(/real part/);
  });
});

describe('getValue / setValue', () => {
  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (x) => {
        const s = allocate('complex128', 2);
        setValue(s, 'complex128', 1, { re: x, im: -x });
        const v = getValue(s, 'complex128', 1);
        return Object.is(v.re, x) && Object.is(v.im, -x);
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (x) => {
        const s = allocate('int64', 1);
        setValue(s, 'int64', 0, x);
        return getValue(s, 'int64', 0) === x;
      }),
    );
  });
  it('leaves storage untouched when a write fails', () => {
    const s = fromValues('int8', [5]);
    expect(() => setValue(s, 'int8', 0, 1000)).toThrow(DTypeError);
    expect(s[0]).toBe(5);
    const c = fromValues('complex64', [{ re: 1, im: 2 }]);
    expect(() => setValue(c, 'complex64', 0, 'z' as unknown as number)).toThrow(DTypeError);
    expect(Array.from(c)).toEqual([1, 2]);
  });
  it('checks the index and the storage type', () => {
    const s = allocate('float32', 2);
    expect(() => getValue(s, 'float32', 2)).toThrow(/Index 2 is out of range for 2 elements of float32: use 0 to 1/);
    expect(() => getValue(s as unknown as Float64Array, 'float64', 0)).toThrow(/must be a Float64Array, got Float32Array/);
  });
});

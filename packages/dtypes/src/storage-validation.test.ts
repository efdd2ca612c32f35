import { describe, expect, it } from 'vitest';
import { DTypeError } from './errors';
import { allocate, fromValues, getValue, setValue, toValues, writeValues } from './storage';

// The low-level helpers refuse garbage with a DTypeError naming it (before: a bare TypeError for
// null, an empty array for a number, a bare RangeError for a length the engine cannot allocate).

function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected a throw');
}

describe('allocate', () => {
  it('turns the engine refusing a length into a DTypeError naming elements and bytes', () => {
    const e = thrown(() => allocate('float64', 2 ** 45));
    expect(e).toBeInstanceOf(DTypeError);
    expect(e.message).toMatch(/^Cannot allocate 35184372088832 elements of float64 \(256 TiB\): the JavaScript engine refused \(/);
    expect(e.message).toContain('Use fewer elements or a narrower dtype.');
    expect(e.cause).toBeInstanceOf(RangeError);
    expect(() => allocate('complex128', 2 ** 50)).toThrow(DTypeError);
  });

  it('refuses bad dtype names and lengths', () => {
    expect(() => allocate('float' as never, 1)).toThrow(/Unknown dtype "float"/);
    expect(() => allocate(undefined as never, 1)).toThrow(DTypeError);
    expect(() => allocate('int8', 1.5)).toThrow(/1.5 elements of int8/);
    expect(() => allocate('int8', NaN)).toThrow(DTypeError);
    expect(() => allocate('int8', '3' as never)).toThrow(DTypeError);
    expect(() => allocate('int8', 2 ** 53)).toThrow(/give a non-negative integer/);
  });
});

describe('fromValues', () => {
  it.each([
    [null, /from null \(null\): pass an array/],
    [undefined, /from undefined \(undefined\)/],
    [5, /from 5 \(number\)/],
    ['12', /from "12" \(string\)/],
    [{}, /neither array-like \(no length\) nor iterable/],
    [{ length: -1 }, /array-like of length -1/],
    [{ length: 1.5 }, /array-like of length 1.5/],
    [{ length: '2' }, /array-like of length "2"/],
  ])('refuses %s as values', (values, pattern) => {
    expect(() => fromValues('int8', values as never)).toThrow(DTypeError);
    expect(() => fromValues('int8', values as never)).toThrow(pattern);
  });

  it('refuses a length the engine cannot allocate with a DTypeError', () => {
    expect(() => fromValues('float32', { length: 2 ** 40 } as never)).toThrow(/Cannot allocate 1099511627776 elements of float32/);
  });

  it('still takes arrays, TypedArrays, array-likes and iterables', () => {
    expect(fromValues('int8', { length: 2, 0: 1, 1: 2 } as never)).toEqual(new Int8Array([1, 2]));
    expect(fromValues('float32', new Float64Array([0.5]))).toEqual(new Float32Array([0.5]));
    expect(fromValues('uint16', new Set([3]))).toEqual(new Uint16Array([3]));
  });

  it('keeps its checks on the fast integer path', () => {
    expect(fromValues('int8', [127, -128, -0, 3.9, -3.9])).toEqual(new Int8Array([127, -128, 0, 3, -3]));
    expect(() => fromValues('int8', [1, 128])).toThrow(/128 as int8 at index 1: out of range/);
    expect(() => fromValues('uint32', [NaN])).toThrow(/NaN as uint32 at index 0: an integer dtype holds finite values only/);
    expect(() => fromValues('int32', [undefined as never])).toThrow(/undefined \(undefined\) as int32 at index 0/);
    expect(fromValues('uint32', [2 ** 32 - 1])).toEqual(new Uint32Array([2 ** 32 - 1]));
  });
});

describe('writeValues', () => {
  it('writes at an offset, converting as fromValues does', () => {
    const s = allocate('int8', 4);
    writeValues(s, 'int8', 1, [5, -6.5]);
    expect(s).toEqual(new Int8Array([0, 5, -6, 0]));
    const c = allocate('complex64', 2);
    writeValues(c, 'complex64', 1, [{ re: 1, im: 2 }]);
    expect(c).toEqual(new Float32Array([0, 0, 1, 2]));
  });

  it('names the storage index of a refused value, and refuses bad offsets and storage', () => {
    const s = allocate('uint8', 4);
    expect(() => writeValues(s, 'uint8', 2, [1, 256])).toThrow(/256 as uint8 at index 3/);
    expect(() => writeValues(s, 'uint8', 3, [1, 2])).toThrow(/Cannot write 2 values at offset 3 into 4 elements of uint8: give an integer offset from 0 to 2/);
    expect(() => writeValues(s, 'uint8', -1, [1])).toThrow(DTypeError);
    expect(() => writeValues(s, 'uint8', 0.5, [1])).toThrow(DTypeError);
    expect(() => writeValues(s as never, 'int8', 0, [1])).toThrow(/must be an Int8Array, got Uint8Array/);
    expect(() => writeValues(s, 'uint8', 0, 7 as never)).toThrow(/from 7 \(number\)/);
  });
});

describe('getValue / setValue / toValues', () => {
  it('refuse bad dtype names', () => {
    expect(() => getValue(new Float32Array(1) as never, 'f99' as never, 0)).toThrow(/Unknown dtype "f99"/);
    expect(() => setValue(new Float32Array(1) as never, 'nope' as never, 0, 1)).toThrow(DTypeError);
    expect(() => toValues(new Float32Array(1) as never, '' as never)).toThrow(DTypeError);
  });

  it('say whether an index is not an integer or out of range', () => {
    const s = new Float32Array(2);
    expect(() => getValue(s, 'float32', '0' as never)).toThrow('Index "0" (string) is not an integer: pass an element index from 0 to 1.');
    expect(() => getValue(s, 'float32', 1.5)).toThrow(/1.5 \(number\) is not an integer/);
    expect(() => getValue(s, 'float32', NaN)).toThrow(/NaN \(number\) is not an integer/);
    expect(() => getValue(s, 'float32', 2)).toThrow('Index 2 is out of range for 2 elements of float32: use 0 to 1.');
    expect(() => setValue(s, 'float32', -1, 0)).toThrow(/Index -1 is out of range/);
    expect(() => getValue(new Float32Array(0), 'float32', 0)).toThrow('Index 0 is out of range: the storage holds no float32 elements.');
    expect(() => getValue(new Float32Array(3), 'complex64', 0)).toThrow(/odd/);
  });

  it('refuse storage that is not the dtype’s TypedArray', () => {
    expect(() => getValue(null as never, 'float32', 0)).toThrow(/must be a Float32Array, got null/);
    expect(() => toValues([1, 2] as never, 'float32')).toThrow(/got Array/);
    expect(() => setValue(new Float32Array(1), 'float32', 0, 'x' as never)).toThrow(/"x" \(string\) as float32/);
  });
});

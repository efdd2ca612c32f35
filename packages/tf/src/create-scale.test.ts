import { DTypeError, fromValues } from '@typelattice/dtypes';
import { ShapeError } from '@typelattice/kernels-core';
import { describe, expect, it } from 'vitest';
import { allocateStorage } from './shape';
import { constant, fill, MAX_TENSOR_BYTES, ones, range, SizeError, zeros, ValueError } from './index';

// "Creation at scale": zeros, ones, fill, range and constant(TypedArray) write straight into typed
// storage; a size that cannot be allocated is a SizeError (never an abort, never a bare RangeError).
// Sizes here stay modest (at most a few MB touched): the SizeError cases are refused before any
// allocation. Time and memory are measured outside the suite (see the report).

function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected a throw');
}

describe('creation straight into typed storage', () => {
  it('zeros, ones and fill give the right values for every storage family', () => {
    const n = 1 << 16;
    expect(zeros([n]).dataSync()).toEqual(new Float32Array(n));
    expect(ones([n], 'int16').dataSync()).toEqual(new Int16Array(n).fill(1));
    expect(ones([n], 'uint64').dataSync()).toEqual(new BigUint64Array(n).fill(1n));
    expect(ones([3], 'float16').dataSync()).toEqual(new Uint16Array([0x3c00, 0x3c00, 0x3c00]));
    expect(ones([2], 'bfloat16').toArray()).toEqual([1, 1]);
    expect(ones([2], 'complex64').dataSync()).toEqual(new Float32Array([1, 0, 1, 0]));
    expect(ones([2], 'bool').toArray()).toEqual([true, true]);
    expect(fill([2], { re: -0, im: 2 }).dataSync()).toEqual(new Float64Array([-0, 2, -0, 2]));
    expect(Object.is((fill([1], -0).toArray() as number[])[0], -0)).toBe(true);
    expect(fill([3], 7n).toArray()).toEqual([7n, 7n, 7n]);
    expect(fill([0, 5], 1.5).toArray()).toEqual([]);
  });

  it('fill refuses a value that does not fit before allocating', () => {
    expect(() => fill([2 ** 20], 300, 'uint8')).toThrow(DTypeError);
    expect(() => fill([2], 1.5, 'int32')).toThrow(/Cannot fill a int32 tensor with 1\.5/);
    expect(() => fill([2], 1, 'bool')).toThrow(/takes only true and false/);
  });

  it('range computes start + i * delta in the dtype, as TensorFlow does, without a JS array', () => {
    const r = range(0, 1, 1e-3);
    expect(r.dtype).toBe('float32');
    expect(r.size).toBe(1000);
    // TensorFlow's kernel: start + float32(i) * float32(delta), each step rounded to float32.
    const delta = Math.fround(1e-3);
    expect(r.dataSync()).toEqual(Float32Array.from({ length: 1000 }, (_, i) => Math.fround(Math.fround(i) * delta)));
    expect(range(10, 0, -3).toArray()).toEqual([10, 7, 4, 1]);
    expect(range(0, 1, 0.25, 'float16').toArray()).toEqual([0, 0.25, 0.5, 0.75]);
    expect(range(0, 2, 1, 'bf16').toArray()).toEqual([0, 1]);
    expect(range(0, 2, 1, 'complex64').toArray()).toEqual([
      { re: 0, im: 0 },
      { re: 1, im: 0 },
    ]);
    expect(range(0, 5, 2, 'uint8').toArray()).toEqual([0, 2, 4]);
    expect(range(0, 0, 1, 'int64').toArray()).toEqual([]);
    // TensorFlow converts each bound to the dtype: a float bound for an integer dtype is refused
    expect(() => range(0, 0, 0.5, 'int64')).toThrow(DTypeError);
  });

  it('range in int64 steps exactly past 2^53', () => {
    expect(range(2 ** 53, 2 ** 53 + 4, 1, 'int64').toArray()).toEqual([2n ** 53n, 2n ** 53n + 1n, 2n ** 53n + 2n, 2n ** 53n + 3n]);
  });

  it('range refuses what does not fit the dtype, naming the value', () => {
    expect(() => range(0, 2, 1, 'bool')).toThrow(/makes no bool sequence/);
    expect(() => range(0, 2, 0.5, 'int32')).toThrow(/takes no float start, limit or delta for int32/);
    expect(() => range(0.5, 2, 1, 'int8')).toThrow(DTypeError);
    expect(() => range(0, 300, 1, 'uint8')).toThrow(DTypeError);
    expect(() => range(0, 300, 1, 'uint8')).toThrow(/store 299 as uint8 at index 299: out of range 0 to 255/);
    expect(() => range(-1, 2, 1, 'uint16')).toThrow(/-1 as uint16 at index 0/);
    // TensorFlow refuses a bool range even when it is empty
    expect(() => range(0, 0, 1, 'bool')).toThrow(DTypeError);
  });

  it('constant(TypedArray) copies the memory (never aliases) and keeps the dtype', () => {
    const src = Float32Array.from({ length: 1 << 16 }, (_, i) => i / 3);
    const t = constant(src);
    expect(t.dtype).toBe('float32');
    src[0] = 42;
    expect(t.dataSync()[0]).toBe(0);
    expect(constant(new Uint8ClampedArray([1, 255])).dataSync()).toEqual(new Uint8Array([1, 255]));
    expect(constant(new BigInt64Array([-(2n ** 63n)])).toArray()).toEqual([-(2n ** 63n)]);
    // a view at an offset copies only its own bytes
    const view = new Int16Array(new Int16Array([1, 2, 3, 4]).buffer, 2, 2);
    expect(constant(view).dataSync()).toEqual(new Int16Array([2, 3]));
  });

  it('constant(TypedArray, dtype) converts as fromValues does', () => {
    const f64 = Float64Array.from([0.1, 1e40, -1e-50, NaN, 2 ** 24 + 1]);
    expect(constant(f64, 'float32').dataSync()).toEqual(fromValues('float32', f64));
    expect(constant(new BigInt64Array([2n ** 53n + 1n]), 'float32').toArray()).toEqual([2 ** 53]);
    expect(constant(new Int32Array([1, -2]), 'float16').toArray()).toEqual([1, -2]);
    expect(constant(new Float32Array([1, 2]), 'int8').toArray()).toEqual([1, 2]);
    expect(() => constant(new Float32Array([1, 2.5]), 'int8')).toThrow(/2\.5 \(element 1\) to a int8 tensor/);
    expect(() => constant(new Int32Array([1, 300]), 'uint8')).toThrow(DTypeError);
    expect(() => constant(new Uint8Array([1]), 'bool')).toThrow(ValueError);
  });

  it('constant with a shape fills from one value, or checks the count', () => {
    expect(constant(new Int8Array([7]), undefined, [2, 2]).toArray()).toEqual([
      [7, 7],
      [7, 7],
    ]);
    expect(constant(new Int8Array([1, 2, 3, 4]), undefined, [2, 2]).toArray()).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(() => constant(new Int8Array([1, 2, 3]), undefined, [2, 2])).toThrow(ShapeError);
    const t = constant([1, 2, 3, 4], 'int16');
    expect(constant(t, 'float32', [2, 2]).toArray()).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(constant(constant(5, 'int8'), undefined, [3]).toArray()).toEqual([5, 5, 5]);
    expect(() => constant(t, undefined, [3])).toThrow(ShapeError);
  });
});

describe('sizes that cannot be allocated: SizeError, before allocating', () => {
  it('names the shape, dtype, elements, bytes and the fix', () => {
    const e = thrown(() => zeros([2 ** 31]));
    expect(e).toBeInstanceOf(SizeError);
    expect(e).toBeInstanceOf(ShapeError);
    expect(e).toBeInstanceOf(RangeError);
    expect(e.name).toBe('SizeError');
    expect(e.message).toContain('zeros: a float32 tensor of shape (2147483648,) has 2147483648 elements (8 GiB)');
    expect(e.message).toContain('4 GiB');
    expect(e.message).toMatch(/smaller shape, a narrower dtype/);
    expect(e).toMatchObject({ elements: 2 ** 31, bytes: 2 ** 33 });
  });

  it('applies to every creation function and every dtype width', () => {
    expect(() => zeros([2 ** 40], 'int8')).toThrow(SizeError);
    expect(() => ones([2 ** 16, 2 ** 16], 'int16')).toThrow(/8 GiB/);
    expect(() => fill([2 ** 29, 2], 1, 'complex64')).toThrow(SizeError);
    expect(() => range(0, 2 ** 33)).toThrow(/range: a int64 tensor of shape \(8589934592,\)/);
    expect(() => range(0, 1, 1e-12)).toThrow(SizeError);
    // a length that is not finite is no range at all
    expect(() => range(-1e308, 1e308, 0.5)).toThrow(ValueError);
    // integer-valued numbers are ints: these do not fit int64
    expect(() => range(-1e308, 1e308, 1)).toThrow(DTypeError);
    expect(() => constant(1, 'float64', [2 ** 30])).toThrow(SizeError);
    // products beyond 2^53 are named exactly
    expect(() => zeros([2 ** 40, 2 ** 40, 2 ** 40], 'int8')).toThrow(/has 1329227995784915872903807060280344576 elements/);
    // a zero-length axis makes an empty tensor, however long the others
    expect(zeros([0, 2 ** 52]).size).toBe(0);
  });

  it('the byte limit is the documented one', () => {
    expect(MAX_TENSOR_BYTES).toBe(2 ** 32);
  });

  it('an allocation the engine refuses becomes a SizeError carrying the engine error', () => {
    const engine = new RangeError('Array buffer allocation failed');
    const e = thrown(() =>
      allocateStorage('float32', [1000], 'zeros', () => {
        throw engine;
      }),
    );
    expect(e).toBeInstanceOf(SizeError);
    expect(e.message).toContain('zeros: could not allocate a float32 tensor of shape (1000,) (1000 elements, 3.91 KiB)');
    expect(e.message).toContain('Array buffer allocation failed');
    expect(e.cause).toBe(engine);
    // through dtypes' allocate: its DTypeError's cause (the engine's RangeError) is kept
    const wrapped = new DTypeError('Cannot allocate');
    Object.defineProperty(wrapped, 'cause', { value: engine });
    expect(
      thrown(() =>
        allocateStorage('int8', [4], 'ones', () => {
          throw wrapped;
        }),
      ).cause,
    ).toBe(engine);
  });
});

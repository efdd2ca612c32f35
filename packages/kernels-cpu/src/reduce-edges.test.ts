import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { castArray, type DType } from '@typelattice/dtypes';
import { ShapeError, type NDArray } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { cumsum } from './cumulative';
import { reduce } from './reduce';

// The libraries' edge answers offered as options (values measured from TensorFlow 2.21, NumPy,
// JAX and PyTorch; conformance/fixtures/ops replays them through the facade).

const NAN = Number.NaN;

/** An array of `dtype` from float64 values (float16 / bfloat16 stored as their bits). */
const floats = (dtype: DType, xs: number[], shape?: number[]): NDArray => ({
  data: castArray(Float64Array.from(xs) as never, 'float64', dtype),
  dtype,
  shape: shape ?? [xs.length],
});
/** Float16 / bfloat16 bits as float64 values. */
const asFloat64 = (x: NDArray): number[] => [...(castArray(x.data as never, x.dtype, 'float64') as Float64Array)];
const F32_MAX = 3.4028234663852886e38;

describe("argmax / argmin with TensorFlow's Eigen rule", () => {
  const cases: [op: 'argmax' | 'argmin', dtype: 'float32' | 'float16' | 'float64' | 'bfloat16', xs: number[], eigen: number, numpy: number][] = [
    ['argmax', 'float32', [1, NAN, 3, NAN], 2, 1],
    ['argmax', 'float32', [NAN, 1], 1, 0],
    ['argmax', 'float32', [NAN, -Infinity], 0, 0],
    ['argmax', 'float32', [-Infinity, NAN, 5], 2, 1],
    ['argmax', 'float32', [NAN, -F32_MAX, -F32_MAX], 0, 0],
    ['argmax', 'float32', [-F32_MAX, 2, 2], 1, 1],
    ['argmax', 'float32', [2, NAN, -Infinity], 0, 1],
    ['argmin', 'float32', [NAN, F32_MAX], 0, 0],
    ['argmin', 'float32', [NAN, 3, 1, 1], 2, 0],
    ['argmin', 'float32', [NAN, NAN], 0, 0],
    ['argmax', 'float16', [NAN, -65504], 0, 0],
    ['argmax', 'float16', [NAN, -65000, 7], 2, 0],
    ['argmax', 'bfloat16', [1, NAN, 3], 2, 1],
    ['argmax', 'float64', [NAN, -Number.MAX_VALUE, 4], 2, 0],
  ];
  test.each(cases)('%s %s %j: eigen %i, numpy %i', (op, dtype, xs, eigen, numpy) => {
    const x = floats(dtype, xs);
    expect(values(reduce(op, x, { argRule: 'eigen' }))).toEqual([BigInt(eigen)]);
    expect(values(reduce(op, x))).toEqual([BigInt(numpy)]);
  });

  test('along an axis, in int32 indices', () => {
    const x = arr('float32', [NAN, 1, 2, NAN, NAN, NAN], [2, 3]);
    expect(values(reduce('argmax', x, { axes: 1, argRule: 'eigen', outDType: 'int32' }))).toEqual([2, 0]);
    expect(values(reduce('argmax', x, { axes: 0, argRule: 'eigen', outDType: 'int32' }))).toEqual([0, 0, 0]);
  });

  test('integers and bools are compared as NumPy does (no NaN to skip): the first extreme', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -128, max: 127 }), { minLength: 1, maxLength: 40 }), (xs) => {
        const x = arr('int8', xs);
        for (const op of ['argmax', 'argmin'] as const) expect(values(reduce(op, x, { argRule: 'eigen' }))).toEqual(values(reduce(op, x)));
      }),
    );
  });

  test('without NaN and with a finite extreme, both rules agree (fast-check over float32)', () => {
    fc.assert(
      fc.property(fc.array(fc.float({ noNaN: true, noDefaultInfinity: true }), { minLength: 1, maxLength: 40 }), (xs) => {
        const x = arr('float32', xs);
        for (const op of ['argmax', 'argmin'] as const) expect(values(reduce(op, x, { argRule: 'eigen' }))).toEqual(values(reduce(op, x)));
      }),
    );
  });
});

describe("reductions of nothing with TensorFlow's identities", () => {
  test.each([
    ['float32', -Infinity, Infinity],
    ['float16', -Infinity, Infinity],
    ['bfloat16', -Infinity, Infinity],
    ['int8', -128, 127],
    ['uint8', 0, 255],
    ['int32', -(2 ** 31), 2 ** 31 - 1],
    ['uint32', 0, 2 ** 32 - 1],
    ['int64', -(2n ** 63n), 2n ** 63n - 1n],
    ['uint64', 0n, 2n ** 64n - 1n],
  ] as const)('%s: max %s, min %s', (dtype, max, min) => {
    const x = arr(dtype, [], [2, 0]);
    const read = (r: NDArray) => (dtype === 'float16' || dtype === 'bfloat16' ? asFloat64(r) : values(r));
    expect(read(reduce('max', x, { axes: 1, empty: 'identity' }))).toEqual([max, max]);
    expect(read(reduce('min', x, { axes: 1, empty: 'identity', keepdims: true }))).toEqual([min, min]);
    expect(reduce('min', x, { axes: 1, empty: 'identity', keepdims: true }).shape).toEqual([2, 1]);
    expect(() => reduce('max', x, { axes: 1 })).toThrow(ShapeError);
  });

  test('the integer mean of nothing is 0, the float mean NaN; argmax still has no answer', () => {
    expect(values(reduce('mean', arr('int32', []), { accDType: 'int64', outDType: 'int32', empty: 'identity' }))).toEqual([0]);
    expect(values(reduce('mean', arr('float32', []), { empty: 'identity' }))).toEqual([NAN]);
    expect(() => reduce('mean', arr('int32', []), { accDType: 'int64', outDType: 'int32' })).toThrow(ShapeError);
    expect(() => reduce('argmax', arr('float32', []), { empty: 'identity' })).toThrow(ShapeError);
  });

  test('into a given out, written only on success', () => {
    const out = arr('float32', [7, 7]);
    reduce('max', arr('float32', [], [2, 0]), { axes: 1, empty: 'identity', out });
    expect(values(out)).toEqual([-Infinity, -Infinity]);
  });
});

describe("cumsum's exclusive, reverse and start", () => {
  const grid = arr('int8', [1, 2, 3, 4, 5, 6], [2, 3]);
  test("TensorFlow's recorded examples", () => {
    expect(values(cumsum(grid, { axis: 1, exclusive: true }))).toEqual([0, 1, 3, 0, 4, 9]);
    expect(values(cumsum(grid, { axis: 1, reverse: true }))).toEqual([6, 5, 3, 15, 11, 6]);
    expect(values(cumsum(grid, { axis: 0, exclusive: true, reverse: true }))).toEqual([4, 5, 6, 0, 0, 0]);
    expect(values(cumsum(arr('int8', [100, 100, 100]), { exclusive: true, reverse: true }))).toEqual([-56, 100, 0]);
    expect(values(cumsum(arr('float32', [1e30, 1, -1e30, 1]), { reverse: true }))).toEqual([0, Math.fround(-1e30), Math.fround(-1e30), 1]);
  });

  test('a running sum from zero has no -0; from the first element (NumPy) it keeps it', () => {
    const x = arr('float32', [-0, -0, 1]);
    expect(values(cumsum(x))).toEqual(['-0', '-0', 1]);
    expect(values(cumsum(x, { start: 'zero' }))).toEqual([0, 0, 1]);
    expect(values(cumsum(x, { exclusive: true }))).toEqual([0, '-0', '-0']);
    const h = cumsum(arr('float16', [0x8000, 0x3c00]), { start: 'zero' }).data as Uint16Array;
    expect([...h]).toEqual([0, 0x3c00]);
  });

  test('complex and 64-bit lanes move as whole elements', () => {
    const z = arr('complex64', [1, 2, -0.5, 0.25], [2]);
    expect(values(cumsum(z, { exclusive: true }))).toEqual([0, 0, 1, 2]);
    expect(values(cumsum(z, { reverse: true }))).toEqual([0.5, 2.25, -0.5, 0.25]);
    expect(values(cumsum(arr('uint64', [1n, 2n, 3n]), { exclusive: true }))).toEqual([0n, 1n, 3n]);
  });

  test('reverse is flip, scan, flip; exclusive is the sums moved one place on (fast-check, int32 wrapping)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 30 }), (xs) => {
        const inclusive = values(cumsum(arr('int32', xs))) as number[];
        const reversed = values(cumsum(arr('int32', [...xs].reverse()))) as number[];
        expect(values(cumsum(arr('int32', xs), { reverse: true }))).toEqual([...reversed].reverse());
        expect(values(cumsum(arr('int32', xs), { exclusive: true }))).toEqual([0, ...inclusive.slice(0, -1)]);
      }),
    );
  });
});

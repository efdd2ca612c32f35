import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dtypeInfo } from '@typelattice/dtypes';
import { KernelError } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { mismatches } from '../test/fixtures';
import { input, reductionFixture } from '../test/numpy-reductions';
import { moment } from './moments';
import { wasmPairwiseSquares, wasmPairwiseSum } from './pairwise-wasm';
import { pooledStorage } from './pool';

test('the TSDoc examples compute what they say', () => {
  const a = arr('float64', [1, 2, 3, 4]);
  expect(values(moment('var', a))).toEqual([1.25]);
  expect(values(moment('std', a, { correction: 1 }))).toEqual([1.2909944487358056]);
  expect(values(moment('var', arr('int8', [1, 2, 3, 5], [2, 2]), { axes: 1 }))).toEqual([0.25, 1]);
});

describe(`var and std replay NumPy ${reductionFixture().version} bit for bit`, () => {
  const cases = reductionFixture().moments;
  test.each(cases.map((c, i) => [i, `${c.op} ${c.a.dtype}[${c.a.shape}] axes ${JSON.stringify(c.axes)} ddof ${c.ddof}${c.keepdims ? ' keepdims' : ''}`, c] as const))(
    'case %i: %s',
    (_, __, c) => {
      const got = moment(c.op, input(c.a), { axes: c.axes, correction: c.ddof, keepdims: c.keepdims });
      expect(mismatches(got, c.result)).toEqual([]);
    },
  );
  test('the fixture has runs longer than the copies of the SIMD sum, leading axes and every input family', () => {
    const size = (c: (typeof cases)[number]) => c.a.shape.reduce((p, d) => p * d, 1);
    expect(cases.some((c) => c.a.dtype === 'float64' && size(c) > 16384 && c.axes === null)).toBe(true);
    expect(cases.some((c) => c.axes?.includes(0) && c.a.shape.length > 1)).toBe(true);
    expect(new Set(cases.map((c) => c.a.dtype))).toEqual(new Set(['float32', 'float64', 'float16', 'bfloat16', 'complex64', 'complex128', 'int64', 'int8', 'bool']));
  });
});

describe('var and std', () => {
  test('have their one-pass WebAssembly SIMD sums (Node has SIMD: the module compiles)', () => {
    for (const d of ['float32', 'float64'] as const) {
      expect(wasmPairwiseSquares(d)).toBeTypeOf('function');
      expect(wasmPairwiseSum(d)).toBeTypeOf('function');
    }
  });
  test('of pooled storage (summed where it lies) equal those of ordinary storage, bit for bit', () => {
    for (const dtype of ['float32', 'float64'] as const) {
      const n = 70001;
      const plain = arr(dtype, Array.from({ length: n }, (_, i) => Math.sin(i) * 1000 + 3));
      const pooled = pooledStorage(dtypeInfo(dtype), n);
      if (pooled === undefined) continue;
      (pooled as Float64Array).set(plain.data as Float64Array);
      const a = moment('var', plain);
      const b = moment('var', { data: pooled, dtype, shape: [n] });
      expect(b.data).toEqual(a.data);
    }
  });
  test('the one-pass path and the general path agree bit for bit (a trailing axis against the same data transposed)', () => {
    fc.assert(
      fc.property(fc.array(fc.float({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), { minLength: 16, maxLength: 300 }), (xs) => {
        const n = xs.length;
        const row = arr('float32', [...xs, ...xs], [2, n]);
        const col = arr('float32', xs.flatMap((v) => [v, v]), [n, 2]);
        const r = moment('var', row, { axes: 1 }).data as Float32Array;
        const c = moment('var', col, { axes: 0 }).data as Float32Array;
        // NumPy sums a leading axis row by row, a trailing one pairwise: equal within the pairwise sum's error
        expect(Math.abs(r[0]! - c[0]!)).toBeLessThanOrEqual(Math.max(Math.abs(r[0]!), 1e-30) * n * 2 ** -22);
        expect(r[0]).toBe(r[1]);
      }),
    );
  });
  test('is never negative, and zero for a constant whose sum is exact', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e100, max: 1e100 }), { minLength: 1, maxLength: 200 }), fc.integer({ min: -1000, max: 1000 }), (xs, k) => {
        expect((moment('var', arr('float64', xs)).data as Float64Array)[0]).toBeGreaterThanOrEqual(0);
        expect(values(moment('var', arr('float64', xs.map(() => k))))).toEqual([0]);
      }),
    );
  });
  test('divide by the count less the correction, NaN or inf when nothing is left (as NumPy)', () => {
    const a = arr('float64', [1, 2, 3, 4]);
    expect(values(moment('var', a, { correction: 2.5 }))).toEqual([5 / 1.5]);
    expect(values(moment('var', a, { correction: 4 }))).toEqual([Infinity]);
    expect(values(moment('var', arr('float64', [2, 2]), { correction: 2 }))).toEqual([NaN]);
    expect(values(moment('var', arr('float32', [])))).toEqual([NaN]);
    expect(values(moment('var', a, { correction: 5, noDegrees: 'nan' }))).toEqual([NaN]);
  });
  test('refuse a non-float accumulation dtype with the fix', () => {
    expect(() => moment('var', arr('int8', [1]), { accDType: 'int32' })).toThrow(KernelError);
    expect(() => moment('var', arr('int8', [1]), { accDType: 'int32' })).toThrow(/float64/);
  });
});

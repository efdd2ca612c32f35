import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dtypeInfo } from '@typelattice/dtypes';
import { arr, values } from '../test/arrays';
import { mismatches } from '../test/fixtures';
import { input, reductionFixture } from '../test/numpy-reductions';
import { pooledStorage } from './pool';
import { reduce } from './reduce';
import { wasmTruth } from './truth-wasm';

describe(`all, any and count_nonzero replay NumPy ${reductionFixture().version} bit for bit`, () => {
  const cases = reductionFixture().truth.flatMap((c) => c.results.map((r) => ({ a: c.a, ...r })));
  test.each(cases.map((c, i) => [i, `${c.op} ${c.a.dtype}[${c.a.shape}] axes ${JSON.stringify(c.axes)}${c.keepdims ? ' keepdims' : ''}`, c] as const))(
    'case %i: %s',
    (_, __, c) => {
      expect(mismatches(reduce(c.op, input(c.a), { axes: c.axes, keepdims: c.keepdims }), c.result)).toEqual([]);
    },
  );
});

describe('all, any and count_nonzero', () => {
  test('have their WebAssembly SIMD runs for every dtype (Node has SIMD: the module compiles)', () => {
    for (const d of ['bool', 'int8', 'uint16', 'int32', 'uint64', 'float16', 'bfloat16', 'float32', 'float64', 'complex64', 'complex128'] as const) {
      for (const kind of ['all', 'any'] as const) expect(wasmTruth(kind, d)).toBeTypeOf('function');
    }
  });
  test('NaN is true, -0 false, a complex number true when either part is', () => {
    expect(values(reduce('count_nonzero', arr('float32', [0, -0, NaN, 1])))).toEqual([2n]);
    expect(values(reduce('any', arr('complex64', [0, 0, 0, -0])))).toEqual([0]);
    expect(values(reduce('all', arr('complex64', [0, 1, 2, 0])))).toEqual([1]);
  });
  test("complexTruth 'real' reads the real part only in all and any (JAX's), not in count_nonzero", () => {
    const z = arr('complex64', [0, 0, 0, 1]);
    expect(values(reduce('any', z, { complexTruth: 'real' }))).toEqual([0]);
    expect(values(reduce('all', arr('complex128', [0, 1, 1, 0]), { complexTruth: 'real' }))).toEqual([0]);
    expect(values(reduce('count_nonzero', z, { complexTruth: 'real' }))).toEqual([1n]);
    expect(values(reduce('any', z))).toEqual([1]);
  });
  test('of nothing: all true, any false, a count of 0', () => {
    const e = arr('float64', []);
    expect([values(reduce('all', e)), values(reduce('any', e)), values(reduce('count_nonzero', e))]).toEqual([[1], [0], [0n]]);
  });
  test('of pooled storage (tested where it lies) agree with ordinary storage', () => {
    for (const dtype of ['float64', 'float32', 'int16', 'bool'] as const) {
      const n = 100_000;
      const storage = pooledStorage(dtypeInfo(dtype), n);
      if (storage === undefined) continue;
      (storage as Float64Array).fill(1 as never);
      const a = { data: storage, dtype, shape: [n] };
      expect(values(reduce('all', a))).toEqual([1]);
      (storage as Float64Array)[n - 3] = 0 as never;
      expect(values(reduce('all', a))).toEqual([0]);
      expect(values(reduce('any', a))).toEqual([1]);
    }
  });
  test('all is not any of the negation; count_nonzero counts what any sees', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2, max: 2 }), { maxLength: 700 }), fc.constantFrom('int8', 'float32', 'float64', 'complex128', 'uint16'), (xs, dtype) => {
        const a = dtype === 'complex128' ? arr(dtype, xs.flatMap((v) => [0, v]), [xs.length]) : arr(dtype, xs);
        const negated = arr('bool', xs.map((v) => (v === 0 ? 1 : 0)));
        const all = values(reduce('all', a))[0];
        const anyNeg = values(reduce('any', negated))[0];
        expect(all).toBe(anyNeg === 1 ? 0 : 1);
        expect(values(reduce('count_nonzero', a))).toEqual([BigInt(xs.filter((v) => v !== 0).length)]);
      }),
    );
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { KernelError, ShapeError } from '@typelattice/kernels-core';
import { decode, mismatches, type FixtureArray } from '../test/fixtures';
import { cast } from './binary';
import { argsort, sort, topk, type SortOptions } from './sort';

// The sorting kernels against NumPy's recorded values (conformance/fixtures/sorting), JAX's
// complex order and top_k, and the laws of a stable sort.

interface SortCase {
  id: string;
  fn: 'sort' | 'argsort' | 'top_k';
  x: FixtureArray;
  kwargs: { axis?: number; descending?: boolean; k?: number; sorted?: boolean };
  result?: FixtureArray;
  results?: FixtureArray[];
  raises?: string;
  absent?: boolean;
}

const cases = (library: string): SortCase[] =>
  (JSON.parse(readFileSync(fileURLToPath(new URL(`../../../conformance/fixtures/sorting/${library}.json`, import.meta.url)), 'utf8')) as { values: SortCase[] }).values;

function run(c: SortCase, order: SortOptions): unknown {
  const x = decode(c.x);
  const o = { ...order, ...(c.kwargs.axis !== undefined ? { axis: c.kwargs.axis } : {}), descending: c.kwargs.descending === true };
  if (c.fn === 'sort') return sort(x, o);
  if (c.fn === 'argsort') return argsort(x, { ...o, indexDType: c.result?.dtype === 'int32' ? 'int32' : 'int64' });
  const r = topk(x, c.kwargs.k ?? 1, { ...order, indexDType: c.results?.[1]?.dtype === 'int64' ? 'int64' : 'int32' });
  return [r.values, r.indices];
}

describe.each([
  ['numpy-default', {}],
  ['jax-x64', { complexOrder: 'lexicographic' } as const],
])('the %s values', (library, order) => {
  for (const c of cases(library)) {
    // 0-d operands, unsorted top_k and the dtypes a library refuses are the facade's to decide;
    // NumPy's bfloat16 (ml_dtypes) compares NaN as unordered, so its sort leaves NaN anywhere
    // (conformance/expectations.json): the kernel puts it last, as NumPy's own floats
    const facades = c.x.shape.length === 0 || (c.fn === 'top_k' && (c.kwargs.sorted === false || c.x.dtype.startsWith('complex')));
    if (c.absent === true || facades || (library === 'numpy-default' && c.x.dtype === 'bfloat16')) continue;
    test(c.id, () => {
      const zeros = c.fn === 'top_k' && library.startsWith('jax');
      if (c.raises !== undefined) {
        expect(() => run(c, { ...order, zerosOrdered: zeros })).toThrow(c.fn === 'top_k' ? KernelError : ShapeError);
        return;
      }
      const got = run(c, { ...order, zerosOrdered: zeros });
      if (c.results !== undefined) {
        const [v, i] = got as [never, never];
        expect(mismatches(v, c.results[0]!)).toEqual([]);
        expect(mismatches(i, c.results[1]!)).toEqual([]);
      } else {
        expect(mismatches(got as never, c.result!)).toEqual([]);
      }
    });
  }
});

describe('argsort and sort', () => {
  test('a 0-d array and an axis out of range are ShapeErrors', () => {
    expect(() => sort({ data: new Int32Array([5]), dtype: 'int32', shape: [] })).toThrow(ShapeError);
    expect(() => argsort({ data: new Int32Array([5, 1]), dtype: 'int32', shape: [2] }, { axis: 1 })).toThrow(/axis/);
  });

  test('topk refuses a k out of [0, n]', () => {
    const x = { data: new Int32Array([1, 2, 3]), dtype: 'int32', shape: [3] } as const;
    expect(() => topk(x, 4)).toThrow(KernelError);
    expect(() => topk(x, -1)).toThrow(/\[0, 3\]/);
  });

  test('long rows (radix passes) sort every dtype family as a comparison sort does, stably', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 25, maxLength: 300 }), fc.boolean(), (values, descending) => {
        const x = { data: Int32Array.from(values), dtype: 'int32', shape: [values.length] } as const;
        const perm = Array.from(argsort(x, { descending }).data as BigInt64Array, Number);
        const expected = values.map((v, i) => [v, i] as const).sort((p, q) => (descending ? q[0] - p[0] : p[0] - q[0]) || p[1] - q[1]).map((p) => p[1]);
        expect(perm).toEqual(expected);
        const f = { data: Float64Array.from(values, (v) => v / 3), dtype: 'float64', shape: [values.length] } as const;
        expect(Array.from(argsort(f, { descending }).data as BigInt64Array, Number)).toEqual(expected);
        const big = { data: BigInt64Array.from(values, (v) => BigInt(v) * 10n ** 15n), dtype: 'int64', shape: [values.length] } as const;
        expect(Array.from(argsort(big, { descending }).data as BigInt64Array, Number)).toEqual(expected);
      }),
    );
  });

  test('long rows: sort (keys alone) gives bit for bit what argsort picks, zeros and NaNs in their order', () => {
    const specials = [0, -0, NaN, -NaN, Infinity, -Infinity, 1, -1, 2.5];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...specials), fc.float({ noNaN: true })), { minLength: 25, maxLength: 200 }),
        fc.constantFrom('float32', 'float16', 'bfloat16', 'int8', 'int32', 'uint16', 'bool'),
        fc.boolean(),
        fc.constantFrom<'first' | 'last'>('first', 'last'),
        (values, dtype, descending, nanDescending) => {
          const x = cast({ data: Float64Array.from(values), dtype: 'float64', shape: [values.length] }, dtype);
          // a NaN of another payload and sign, which must come back as it was
          if (dtype === 'float32') (x.data as Float32Array)[3] = new Float32Array(new Uint32Array([0xffc00001]).buffer)[0]!;
          const options = { descending, nanDescending };
          const got = sort(x, options);
          const perm = argsort(x, { ...options, indexDType: 'int32' }).data as Int32Array;
          const bits = (d: ArrayLike<number> | ArrayBufferView): Uint8Array => new Uint8Array((d as Uint8Array).buffer, (d as Uint8Array).byteOffset, (d as Uint8Array).byteLength);
          const want = cast({ data: Float64Array.from(perm, () => 0), dtype: 'float64', shape: [perm.length] }, dtype);
          const lanes = want.data as unknown as { [i: number]: unknown };
          perm.forEach((p, j) => (lanes[j] = (x.data as unknown as { [i: number]: unknown })[p]));
          expect(bits(got.data as never)).toEqual(bits(want.data as never));
        },
      ),
    );
  });

  test('sort is the permutation argsort gives, along any axis', () => {
    fc.assert(
      fc.property(fc.array(fc.float({ noDefaultInfinity: false }), { minLength: 60, maxLength: 60 }), fc.integer({ min: 0, max: 2 }), (values, axis) => {
        const x = { data: Float32Array.from(values), dtype: 'float32', shape: [3, 4, 5] } as const;
        const sorted = sort(x, { axis }).data as Float32Array;
        const idx = argsort(x, { axis, indexDType: 'int32' }).data as Int32Array;
        const shape = [3, 4, 5];
        const inner = shape.slice(axis + 1).reduce((p, d) => p * d, 1);
        for (let flat = 0; flat < 60; flat++) {
          const j = Math.floor(flat / inner) % shape[axis]!;
          const from = flat + (idx[flat]! - j) * inner;
          expect(Object.is(sorted[flat], x.data[from])).toBe(true);
        }
      }),
    );
  });
});

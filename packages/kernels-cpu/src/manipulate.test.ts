import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { DTYPES, dtypeInfo } from '@typelattice/dtypes';
import { ShapeError, type NDArray } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { getitem } from './indexing';
import { pad, repeat, reverse, roll, splitSizes, tile, unstack } from './manipulate';

const iota = (shape: readonly number[], dtype: 'int32' = 'int32'): NDArray =>
  arr(dtype, Array.from({ length: shape.reduce((p, d) => p * d, 1) }, (_, i) => i), shape);

/** The element of a C-ordered array at `index`. */
const at = (a: NDArray, index: readonly number[]): number => {
  let o = 0;
  for (let k = 0; k < index.length; k++) o = o * a.shape[k]! + index[k]!;
  return (a.data as Int32Array)[o]!;
};

/** Every index of a shape, row-major. */
function* indices(shape: readonly number[]): Generator<number[]> {
  const n = shape.reduce((p, d) => p * d, 1);
  for (let j = 0; j < n; j++) {
    const idx: number[] = [];
    for (let k = shape.length - 1, r = j; k >= 0; k--) {
      idx.unshift(r % shape[k]!);
      r = Math.floor(r / shape[k]!);
    }
    yield idx;
  }
}

const shapes = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 4 });

test('the TSDoc examples compute what they say', () => {
  const x = arr('int8', [1, 2, 3, 4, 5, 6], [2, 3]);
  expect(values(reverse(x, [1]))).toEqual([3, 2, 1, 6, 5, 4]);
  expect(values(reverse(x))).toEqual([6, 5, 4, 3, 2, 1]);
  const r = iota([2, 3]);
  expect(values(roll(r, [1], [1]))).toEqual([2, 0, 1, 5, 3, 4]);
  expect(values(roll(r, [2]))).toEqual([4, 5, 0, 1, 2, 3]);
  const t = arr('int8', [1, 2]);
  expect(values(tile(t, [2]))).toEqual([1, 2, 1, 2]);
  expect(tile(t, [2, 1]).shape).toEqual([2, 2]);
  const p = arr('int8', [1, 2, 3]);
  expect(values(repeat(p, 2))).toEqual([1, 1, 2, 2, 3, 3]);
  expect(values(repeat(p, [0, 1, 2], 0))).toEqual([2, 3, 3]);
  expect(values(pad(p, [[2, 1]]))).toEqual([0, 0, 1, 2, 3, 0]);
  expect(values(pad(p, [[2, 2]], 'reflect'))).toEqual([3, 2, 1, 2, 3, 2, 1]);
  expect(values(pad(p, [[1, 1]], 'edge'))).toEqual([1, 1, 2, 3, 3]);
  expect(splitSizes(arr('int8', [1, 2, 3, 4, 5, 6]), [1, 2, 3]).map((s) => s.shape)).toEqual([[1], [2], [3]]);
  expect(unstack(arr('int8', [1, 2, 3, 4], [2, 2]), 1).map(values)).toEqual([[1, 3], [2, 4]]);
});

describe('by their definitions, on random shapes', () => {
  test('reverse(x, axes)[i] is x at n - 1 - i on the reversed axes; reversing twice is x', () => {
    fc.assert(
      fc.property(shapes, fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (shape, flips) => {
        const x = iota(shape);
        const axes = shape.flatMap((_, k) => (flips[k] ? [k] : []));
        const r = reverse(x, axes);
        for (const i of indices(shape)) expect(at(r, i)).toBe(at(x, i.map((v, k) => (axes.includes(k) ? shape[k]! - 1 - v : v))));
        expect(values(reverse(r, axes))).toEqual(values(x));
      }),
    );
  });

  test('roll moves element i to (i + s) mod n on each axis, shifts on one axis add up, and undoes with -s', () => {
    fc.assert(
      fc.property(shapes, fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 4, maxLength: 4 }), (shape, shifts) => {
        const x = iota(shape);
        const axes = shape.map((_, k) => k);
        const s = shape.map((_, k) => shifts[k]!);
        const r = roll(x, s, axes);
        for (const i of indices(shape)) {
          const from = i.map((v, k) => (((v - s[k]!) % shape[k]!) + shape[k]!) % shape[k]!);
          expect(at(r, i)).toBe(at(x, from));
        }
        expect(values(roll(r, s.map((v) => -v), axes))).toEqual(values(x));
        expect(values(roll(x, [...s, 1], [...axes, 0]))).toEqual(values(roll(x, s.map((v, k) => (k === 0 ? v + 1 : v)), axes)));
      }),
    );
  });

  test('tile(x, reps)[i] is x[i mod shape]', () => {
    fc.assert(
      fc.property(shapes, fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 5 }), (shape, reps) => {
        const x = iota(shape);
        const t = tile(x, reps);
        const rank = Math.max(shape.length, reps.length);
        const s = [...Array<number>(rank - shape.length).fill(1), ...shape];
        const r = [...Array<number>(rank - reps.length).fill(1), ...reps];
        expect(t.shape).toEqual(s.map((d, k) => d * r[k]!));
        for (const i of indices(t.shape)) expect(at(t, i)).toBe(at({ ...x, shape: s }, i.map((v, k) => v % s[k]!)));
      }),
    );
  });

  test('pad then the interior is x; padded positions follow the mode', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }), fc.array(fc.nat(3), { minLength: 6, maxLength: 6 }), (shape, w) => {
        const x = iota(shape);
        const widths = shape.map((_, k) => [w[2 * k]!, w[2 * k + 1]!] as [number, number]);
        for (const mode of ['constant', 'edge', 'symmetric', 'reflect'] as const) {
          const p = pad(x, widths, mode);
          const inner = getitem(p, widths.map(([b], k) => ({ kind: 'slice', start: b, stop: b + shape[k]!, step: 1 })));
          expect(values(inner)).toEqual(values(x));
          // edge: every padded element is the nearest element of x
          if (mode === 'edge') for (const i of indices(p.shape)) expect(at(p, i)).toBe(at(x, i.map((v, k) => Math.min(Math.max(v - widths[k]![0], 0), shape[k]! - 1))));
        }
      }),
    );
  });

  test('repeat with counts, then every element appears its count of times in order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3), { minLength: 1, maxLength: 6 }), (counts) => {
        const x = iota([counts.length]);
        expect(values(repeat(x, counts, 0))).toEqual(counts.flatMap((c, i) => Array<number>(c).fill(i)));
      }),
    );
  });
});

test('every dtype is copied bit for bit (NaN payloads, -0, complex lanes, 64-bit integers)', () => {
  for (const dtype of DTYPES) {
    const info = dtypeInfo(dtype);
    const data = new info.storage(4 * info.lanes);
    const bytes = new Uint8Array(data.buffer);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 37 + 11) & 0xff;
    if (dtype === 'bool') for (let i = 0; i < bytes.length; i++) bytes[i] = i % 2;
    const x: NDArray = { data, dtype, shape: [4] };
    const twice = reverse(reverse(x));
    expect(new Uint8Array((twice.data as Uint8Array).buffer, (twice.data as Uint8Array).byteOffset, bytes.length)).toEqual(bytes);
    const rolled = roll(roll(x, [3], [0]), [1], [0]);
    expect(new Uint8Array((rolled.data as Uint8Array).buffer, (rolled.data as Uint8Array).byteOffset, bytes.length)).toEqual(bytes);
  }
});

test('bad arguments are ShapeErrors naming what was wrong', () => {
  const x = iota([2, 3]);
  expect(() => reverse(x, [2])).toThrow(/axis 2 is out of range/);
  expect(() => roll(x, [1, 2], [0])).toThrow(ShapeError);
  expect(() => tile(x, [-1])).toThrow(/non-negative/);
  expect(() => repeat(x, [1, 2], 1)).toThrow(/2 counts for an axis of length 3/);
  expect(() => pad(x, [[1, 1]])).toThrow(/one \[before, after\] pair/);
  expect(() => pad(iota([0]), [[1, 1]], 'edge')).toThrow(/only mode 'constant'/);
  expect(() => splitSizes(x, [1, 1], 1)).toThrow(/adding up to 3/);
  expect(() => unstack(arr('int32', [1], []))).toThrow(/0-d/);
});

import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { shapeSize, type NDArray } from '@typelattice/kernels-core';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nonzero, searchsorted } from './search';
import { indexArray } from './sort';
import { unique } from './unique';
import { fill } from '../test/wasm-operands';
import { random } from '../test/random';

// searchsorted, nonzero and unique against plain definitions on random data: the insertion point
// by counting, the nonzero positions by scanning, the distinct values by a Map.

const f64 = (xs: number[]) => ({ data: Float64Array.from(xs), dtype: 'float64' as const, shape: [xs.length] });
const i32 = (xs: number[]) => ({ data: Int32Array.from(xs), dtype: 'int32' as const, shape: [xs.length] });
const before = (a: number, b: number): boolean => (Number.isNaN(b) ? !Number.isNaN(a) : a < b);

describe('searchsorted', () => {
  it('gives the count of elements before (left) or not after (right) each value', () => {
    const value = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(NaN, -0, Infinity, -Infinity));
    fc.assert(
      fc.property(fc.array(value), fc.array(value), fc.boolean(), (s, v, right) => {
        const sorted = [...s].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
        const got = Array.from(searchsorted(f64(sorted), f64(v), { side: right ? 'right' : 'left', indexDType: 'int32' }).data as Int32Array);
        const want = v.map((x) => sorted.filter((y) => before(y, x) || (right && !before(x, y))).length);
        expect(got).toEqual(want);
      }),
    );
  });

  it('compares 64-bit integers exactly beyond 2^53', () => {
    const s = { data: BigInt64Array.from([-(2n ** 63n), 2n ** 53n, 2n ** 53n + 1n, 2n ** 63n - 1n]), dtype: 'int64' as const, shape: [4] };
    const v = { data: BigInt64Array.from([2n ** 53n + 1n, 2n ** 53n]), dtype: 'int64' as const, shape: [2] };
    expect(searchsorted(s, v).data).toEqual(BigInt64Array.from([2n, 1n]));
    expect(searchsorted(s, v, { side: 'right' }).data).toEqual(BigInt64Array.from([3n, 2n]));
  });

  it('searches through a sorter and row by row', () => {
    expect(searchsorted(i32([3, 1, 2, 5]), i32([2, 4, 0]), { sorter: i32([1, 2, 0, 3]), indexDType: 'int32' }).data).toEqual(Int32Array.from([1, 3, 0]));
    const rows = { data: Int16Array.from([1, 3, 5, 2, 4, 6]), dtype: 'int16' as const, shape: [2, 3] };
    const v = { data: Int16Array.from([3, 3, 3, 7]), dtype: 'int16' as const, shape: [2, 2] };
    expect(searchsorted(rows, v, { indexDType: 'int32' }).data).toEqual(Int32Array.from([1, 1, 1, 3]));
  });

  it('refuses two dtypes, a 0-d sorted operand, mismatched rows and a sorter out of range', () => {
    expect(() => searchsorted(i32([1]), f64([1]))).toThrow(/one dtype/);
    expect(() => searchsorted({ data: Int32Array.from([1]), dtype: 'int32', shape: [] }, i32([1]))).toThrow(/0-d/);
    expect(() => searchsorted({ data: Int32Array.from([1, 2]), dtype: 'int32', shape: [2, 1] }, i32([1]))).toThrow(/leading dimensions/);
    expect(() => searchsorted(i32([1, 2]), i32([1]), { sorter: i32([0, 2]) })).toThrow(/outside \[0, 2\)/);
  });
});

describe('nonzero', () => {
  it('gives the coordinates of the elements other than 0 and -0 (NaN counts)', () => {
    const x = { data: Float32Array.from([0, NaN, -0, 2, 0, 1]), dtype: 'float32' as const, shape: [2, 3] };
    expect(Array.from(nonzero(x, { indexDType: 'int32' }).data as Int32Array)).toEqual([0, 1, 1, 0, 1, 2]);
    expect(nonzero(x, { split: true, indexDType: 'int32' }).map((t) => Array.from(t.data as Int32Array))).toEqual([[0, 1, 1], [1, 0, 2]]);
    const h = { data: Uint16Array.from([0x8000, 0x0001, 0, 0x7e00]), dtype: 'float16' as const, shape: [4] };
    expect(Array.from(nonzero(h, { split: true, indexDType: 'int32' })[0]!.data as Int32Array)).toEqual([1, 3]);
    const c = { data: Float64Array.from([0, -0, 0, 1, NaN, 0]), dtype: 'complex128' as const, shape: [3] };
    expect(nonzero(c).shape).toEqual([2, 1]);
  });

  it('matches a scan on random integers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1, max: 1 })), (xs) => {
        const got = Array.from(nonzero(i32(xs), { split: true, indexDType: 'int32' })[0]!.data as Int32Array);
        expect(got).toEqual(xs.flatMap((v, i) => (v !== 0 ? [i] : [])));
      }),
    );
  });
});

describe('unique', () => {
  it('gives each distinct value once with its first position, the inverse and the counts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -4, max: 4 })), fc.boolean(), (xs, first) => {
        const r = unique(i32(xs), { order: first ? 'first' : 'sorted', indexDType: 'int32', countDType: 'int32' });
        const distinct = [...new Set(xs)];
        const values = first ? distinct : [...distinct].sort((a, b) => a - b);
        expect(Array.from(r.values.data as Int32Array)).toEqual(values);
        expect(Array.from(r.indices.data as Int32Array)).toEqual(values.map((v) => xs.indexOf(v)));
        expect(Array.from(r.counts.data as Int32Array)).toEqual(values.map((v) => xs.filter((x) => x === v).length));
        expect(Array.from(r.inverse.data as Int32Array).map((i) => values[i])).toEqual(xs);
      }),
    );
  });

  it('makes -0 and 0 one value and keeps NaNs apart where asked', () => {
    const x = f64([NaN, 0, -0, NaN, 1]);
    expect(Array.from(unique(x).values.data as Float64Array)).toEqual([0, 1, NaN]);
    expect(Array.from(unique(x).counts.data as BigInt64Array)).toEqual([2n, 1n, 2n]);
    expect(Array.from(unique(x, { equalNaN: false }).counts.data as BigInt64Array)).toEqual([2n, 1n, 1n, 1n]);
  });
});

it('unique keeps each value bit for bit: a float32 signalling NaN keeps its payload', () => {
  const bits = new Uint32Array([0x7f800001, 0x3f800000, 0x7f800001]);
  const r = unique({ data: new Float32Array(bits.buffer), dtype: 'float32', shape: [3] });
  const v = r.values.data as Float32Array;
  expect(Array.from(new Uint32Array(v.buffer, v.byteOffset, v.length))).toEqual([0x3f800000, 0x7f800001]);

});

describe('nonzero by a counting pass and a fill', () => {
  // the earlier algorithm (every position into an array of n, then a division per coordinate): the reference of the counting pass and fill
  function reference(a: NDArray, dtype: 'int32' | 'int64', split: boolean): NDArray | NDArray[] {
    const n = shapeSize(a.shape);
    const info = dtypeInfo(a.dtype);
    const at: number[] = [];
    for (let i = 0; i < n; i++) {
      let hit: boolean;
      if (a.dtype === 'float16' || a.dtype === 'bfloat16') hit = ((a.data as Uint16Array)[i]! & 0x7fff) !== 0;
      else if (info.bits === 64 && (info.kind === 'i' || info.kind === 'u')) hit = (a.data as BigInt64Array)[i] !== 0n;
      else if (info.lanes === 2) hit = (a.data as Float64Array)[2 * i] !== 0 || (a.data as Float64Array)[2 * i + 1] !== 0;
      else hit = (a.data as Float64Array)[i] !== 0;
      if (hit) at.push(i);
    }
    const d = a.shape.length;
    const strides = a.shape.map((_, k) => shapeSize(a.shape.slice(k + 1)));
    const coordinate = (p: number, k: number): number => Math.floor(p / strides[k]!) % a.shape[k]!;
    if (split) {
      return a.shape.map((_, k) => {
        const { out, words, step } = indexArray(dtype, [at.length], undefined);
        at.forEach((p, j) => (words[j * step] = coordinate(p, k)));
        return out;
      });
    }
    const { out, words, step } = indexArray(dtype, [at.length, d], undefined);
    at.forEach((p, j) => a.shape.forEach((_, k) => (words[(j * d + k) * step] = coordinate(p, k))));
    return out;
  }

  const DTYPES: DType[] = ['bool', 'int8', 'uint16', 'int32', 'int64', 'uint64', 'float16', 'bfloat16', 'float32', 'float64', 'complex64', 'complex128'];
  const SHAPES = [[], [0], [1], [7], [4097], [9000], [3, 5], [2, 0, 3], [2, 3, 4], [1, 5000], [3, 1, 4100], [2, 2, 2, 3]];
  it.each(DTYPES)('%s: the counting pass and fill give the earlier algorithm\'s coordinates, every rank, rows longer than a chunk', (d) => {
    const rnd = random(DTYPES.indexOf(d) + 3);
    for (const shape of SHAPES) {
      const n = shapeSize(shape);
      const info = dtypeInfo(d);
      const data = new info.storage(n * info.lanes) as Storage;
      fill(data, d === 'complex64' ? 'float32' : d === 'complex128' ? 'float64' : d, 7 + n); // a complex array as its parts
      // about half of the elements zero (or -0), so that runs of both kinds occur
      const bytes = new Uint8Array(data.buffer);
      for (let i = 0; i < n; i++) if (rnd() < 0.5) bytes.fill(0, i * info.itemSize, (i + 1) * info.itemSize);
      if (info.kind === 'f' && n > 3) bytes[info.itemSize - 1] = 0x80; // a -0
      const a: NDArray = { data, dtype: d, shape };
      for (const dtype of ['int32', 'int64'] as const) {
        for (const split of [false, true]) {
          const got = nonzero(a, { indexDType: dtype, split: split as true });
          const want = reference(a, dtype, split);
          const [g, w] = [[got].flat(), [want].flat()];
          expect(g.length).toBe(w.length);
          g.forEach((x, k) => {
            expect(x.shape).toEqual(w[k]!.shape);
            expect(x.data).toEqual(w[k]!.data);
          });
        }
      }
    }
  });
});

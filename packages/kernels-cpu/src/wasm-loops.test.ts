import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { DType } from '@typelattice/dtypes';
import { zeros, type NDArray } from '@typelattice/kernels-core';
import { binary, cast } from './binary';
import { wasmLoop } from './wasm-loops';

test('WebAssembly SIMD kernels load in this engine', () => {
  expect(wasmLoop('add', 'float32', 'float32', 'float32', 'float32')).toBeTypeOf('function');
  expect(wasmLoop('add', 'float16', 'float16', 'float16', 'float16')).toBeTypeOf('function');
  expect(wasmLoop('multiply', 'complex64', 'complex64', 'complex64', 'complex64')).toBeTypeOf('function');
  expect(wasmLoop('add', 'int64', 'int64', 'int64', 'int64')).toBeTypeOf('function');
  expect(wasmLoop('mod', 'float32', 'float32', 'float32', 'float32')).toBeUndefined();
  expect(wasmLoop('add', 'float32', 'int16', 'float32', 'float32')).toBeUndefined();
  // The comparison, logical and bitwise ops (and their variants) run the generated JavaScript loops.
  for (const op of ['less', 'logical_and', 'bitwise_and', 'left_shift_clamp', 'equal_exact'] as const) {
    expect(wasmLoop(op, 'float32', 'float32', 'float32', 'bool')).toBeUndefined();
    expect(wasmLoop(op, 'int64', 'int64', 'int64', 'int64')).toBeUndefined();
  }
});

test('comparisons of float32 arrays across WebAssembly chunk edges equal element-by-element JavaScript', () => {
  const n = 8195;
  const a = { data: Float32Array.from({ length: n }, (_, i) => Math.fround(Math.sin(i) * 10)), dtype: 'float32', shape: [n] } as const;
  const b = { data: Float32Array.from({ length: n }, (_, i) => Math.fround(Math.cos(i) * 10)), dtype: 'float32', shape: [n] } as const;
  const r = binary('less', a, b, { computeDType: 'float32' }).data as Uint8Array;
  expect(Array.from(r)).toEqual(Array.from(a.data, (x, i) => (x < b.data[i]! ? 1 : 0)));
});

// Reference: the generated JavaScript loops, reached by asking for a float64 output (no
// WebAssembly kernel converts its result), compared as float64 values.
function scalarwise(op: 'add' | 'subtract' | 'multiply' | 'truediv', a: NDArray, b: NDArray, c: DType): string[] {
  return show(binary(op, a, b, { computeDType: c, outDType: 'float64' }));
}
const show = (x: NDArray) =>
  Array.from(cast(x, 'float64').data as Float64Array, (v) => (Number.isNaN(v) ? 'NaN' : Object.is(v, -0) ? '-0' : String(v)));

test.each([
  ['float32', 'float32', 'float32'],
  ['float64', 'float64', 'float64'],
  ['int8', 'float32', 'float32'],
  ['float32', 'int8', 'float32'],
  ['float16', 'float16', 'float16'],
] as const)('%s with %s in %s equals the JavaScript loops, across chunk edges', (da, db, c) => {
  fc.assert(
    fc.property(
      fc.constantFrom('add', 'subtract', 'multiply', 'truediv' as const),
      fc.constantFrom(2, 3, 8195),
      fc.uint8Array({ minLength: 16 * 8195, maxLength: 16 * 8195 }),
      (op, n, raw) => {
        const a = zeros(da, [n]);
        const b = zeros(db, [n]);
        new Uint8Array(a.data.buffer).set(raw.subarray(0, a.data.byteLength));
        new Uint8Array(b.data.buffer).set(raw.subarray(a.data.byteLength, a.data.byteLength + b.data.byteLength));
        expect(show(binary(op, a, b, { computeDType: c }))).toEqual(scalarwise(op, a, b, c));
      },
    ),
    { numRuns: 5 },
  );
});

test.each(['int64', 'uint64'] as const)('%s add, subtract, multiply wrap as BigInt arithmetic, across chunk edges', (d) => {
  const n = 8195;
  const a = zeros(d, [n]);
  const b = zeros(d, [n]);
  const bytes = new Uint8Array(16 * n).map((_, i) => (i * 2654435761) >>> 24);
  new Uint8Array(a.data.buffer).set(bytes.subarray(0, 8 * n));
  new Uint8Array(b.data.buffer).set(bytes.subarray(8 * n));
  const wrap = d === 'int64' ? (v: bigint) => BigInt.asIntN(64, v) : (v: bigint) => BigInt.asUintN(64, v);
  const A = a.data as BigInt64Array;
  const B = b.data as BigInt64Array;
  for (const [op, f] of [
    ['add', (x: bigint, y: bigint) => x + y],
    ['subtract', (x: bigint, y: bigint) => x - y],
    ['multiply', (x: bigint, y: bigint) => x * y],
  ] as const) {
    const r = binary(op, a, b, { computeDType: d }).data as BigInt64Array;
    const want = Array.from(A, (x, i) => wrap(f(x, B[i]!)));
    expect(Array.from(r)).toEqual(want);
  }
});

test.each([
  [[3, 5], [5]],
  [[5], [3, 5]],
  [[2, 3, 5], [1, 5]],
  [[3, 5], [3, 1]],
  [[3000, 7], [7]],
  [[2, 9000], [9000]],
])('float32 subtract %j with %j (a repeated row) matches Math.fround element by element', (sa, sb) => {
  const size = (s: number[]) => s.reduce((p, d) => p * d, 1);
  const a = { data: Float32Array.from({ length: size(sa) }, (_, i) => Math.fround(i * 1.37 - 5)), dtype: 'float32', shape: sa } as const;
  const b = { data: Float32Array.from({ length: size(sb) }, (_, i) => Math.fround(i * 0.71 + 0.1)), dtype: 'float32', shape: sb } as const;
  const r = binary('subtract', a, b, { computeDType: 'float32' });
  const shape = r.shape;
  const rank = shape.length;
  const at = (x: { data: Float32Array; shape: readonly number[] }, idx: number[]) => {
    let off = 0;
    x.shape.forEach((d, k) => (off = off * d + (d === 1 ? 0 : idx[rank - x.shape.length + k]!)));
    return x.data[off]!;
  };
  const idx = new Array(rank).fill(0);
  const want: number[] = [];
  for (let k = 0; k < r.data.length; k++) {
    want.push(Math.fround(at(a, idx) - at(b, idx)));
    for (let ax = rank - 1; ax >= 0 && ++idx[ax] === shape[ax]; ax--) idx[ax] = 0;
  }
  expect(Array.from(r.data as Float32Array)).toEqual(want);
});

test.each([
  ['float32', 'float32'],
  ['int8', 'float32'],
  ['float16', 'float16'],
  ['complex64', 'complex64'],
] as const)('a scalar %s operand on either side (%s) equals the JavaScript loops', (ds, c) => {
  const n = 8195;
  const scalar = zeros(ds, []);
  const full = zeros(c, [n]);
  const raw = new Uint8Array(full.data.byteLength + 16).map((_, i) => (i * 2654435761) >>> 24);
  new Uint8Array(full.data.buffer).set(raw.subarray(0, full.data.byteLength));
  new Uint8Array(scalar.data.buffer).set(raw.subarray(full.data.byteLength, full.data.byteLength + scalar.data.byteLength));
  const op = c === 'complex64' ? 'multiply' : 'subtract';
  const show2 = (x: NDArray) =>
    Array.from(cast(x, c === 'complex64' ? 'complex128' : 'float64').data as Float64Array, (v) => (Number.isNaN(v) ? 'NaN' : Object.is(v, -0) ? '-0' : String(v)));
  const out = c === 'complex64' ? 'complex128' : 'float64';
  for (const [a, b] of [
    [scalar, full],
    [full, scalar],
  ] as const) {
    expect(show2(binary(op, a, b, { computeDType: c }))).toEqual(show2(binary(op, a, b, { computeDType: c, outDType: out })));
  }
});

import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { DType } from '@typelattice/dtypes';
import { zeros, type NDArray } from './array';
import { binary, cast } from './binary';
import { wasmLoop } from './wasm-loops';

test('WebAssembly SIMD kernels load in this engine', () => {
  expect(wasmLoop('add', 'float32', 'float32', 'float32', 'float32')).toBeTypeOf('function');
  expect(wasmLoop('add', 'float16', 'float16', 'float16', 'float16')).toBeTypeOf('function');
  expect(wasmLoop('mod', 'float32', 'float32', 'float32', 'float32')).toBeUndefined();
  expect(wasmLoop('add', 'float32', 'int16', 'float32', 'float32')).toBeUndefined();
});

// Reference: the same op element by element with a scalar first operand and a two-element
// second one, which the generated JavaScript loops compute (no same-shape layout).
function scalarwise(op: 'add' | 'subtract' | 'multiply' | 'truediv', a: NDArray, b: NDArray, c: DType): string[] {
  const n = a.shape[0]!;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const ai = { data: a.data.slice(i, i + 1), dtype: a.dtype, shape: [] } as NDArray;
    const twice = b.data.slice(0, 2);
    twice.set(b.data.slice(i, i + 1) as never, 0);
    twice.set(b.data.slice(i, i + 1) as never, 1);
    const bi = { data: twice, dtype: b.dtype, shape: [2] } as NDArray;
    out.push(show(binary(op, ai, bi, { computeDType: c }))[0]!);
  }
  return out;
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

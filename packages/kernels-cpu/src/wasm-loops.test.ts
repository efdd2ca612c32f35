import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { DType } from '@typelattice/dtypes';
import { zeros, type NDArray } from '@typelattice/kernels-core';
import { binary, cast } from './binary';
import { wasmLoop, wasmUnaryLoop } from './wasm-loops';

test('WebAssembly SIMD kernels load in this engine', () => {
  expect(wasmLoop('add', 'float32', 'float32', 'float32', 'float32')).toBeTypeOf('function');
  expect(wasmLoop('add', 'float16', 'float16', 'float16', 'float16')).toBeTypeOf('function');
  expect(wasmLoop('multiply', 'complex64', 'complex64', 'complex64', 'complex64')).toBeTypeOf('function');
  expect(wasmLoop('add', 'int64', 'int64', 'int64', 'int64')).toBeTypeOf('function');
  expect(wasmLoop('multiply', 'bfloat16', 'bfloat16', 'bfloat16', 'bfloat16')).toBeTypeOf('function');
  expect(wasmLoop('pow', 'float32', 'float32', 'float32', 'float32')).toBeTypeOf('function');
  expect(wasmLoop('pow', 'float64', 'float64', 'float64', 'float64')).toBeUndefined();
  expect(wasmLoop('mod', 'float32', 'float32', 'float32', 'float32')).toBeUndefined();
  expect(wasmLoop('add', 'float32', 'int16', 'float32', 'float32')).toBeUndefined();
  // The comparison, logical and bitwise families have kernels of their own (wasm-families.ts);
  // TensorFlow's clamped shifts and mixed dtypes run the generated JavaScript loops.
  expect(wasmLoop('less', 'float32', 'float32', 'float32', 'bool')).toBeTypeOf('function');
  expect(wasmLoop('bitwise_and', 'int64', 'int64', 'int64', 'int64')).toBeTypeOf('function');
  for (const op of ['left_shift_clamp', 'right_shift_clamp'] as const) expect(wasmLoop(op, 'int32', 'int32', 'int32', 'int32')).toBeUndefined();
  expect(wasmLoop('less', 'float64', 'int32', 'float32', 'bool')).toBeUndefined();
});

test('every arithmetic kernel loads from its module (one per compute dtype, and the float32 functions apart)', () => {
  const cases: [string, DType, DType, DType][] = [
    ['float32', 'float32', 'float32', 'float32'],
    ['float64', 'float64', 'float64', 'float64'],
    ['int8 with float32', 'float32', 'int8', 'float32'],
    ['float32 with int8', 'float32', 'float32', 'int8'],
    ['float16', 'float16', 'float16', 'float16'],
    ['bfloat16', 'bfloat16', 'bfloat16', 'bfloat16'],
  ];
  for (const op of ['add', 'subtract', 'multiply', 'truediv'] as const) {
    for (const [, c, da, db] of cases) expect(wasmLoop(op, c, da, db, c), `${op} ${c} ${da} ${db}`).toBeTypeOf('function');
    for (const c of ['int64', 'uint64'] as const) expect(wasmLoop(op, c, c, c, c) !== undefined, `${op} ${c}`).toBe(op !== 'truediv');
  }
  expect(wasmLoop('multiply', 'complex64', 'complex64', 'complex64', 'complex64')).toBeTypeOf('function');
  for (const op of ['exp', 'expm1', 'tanh', 'log1p'] as const) expect(wasmUnaryLoop(op, 'float32', 'float32', 'float32'), op).toBeTypeOf('function');
  // and each computes: one element per module, against the same op in float64
  const one = (d: DType, v: number) => ({ data: cast({ data: new Float64Array([v]), dtype: 'float64', shape: [1] }, d).data, dtype: d, shape: [1] }) as NDArray;
  for (const [what, c, da, db] of cases) expect(show(binary('multiply', one(da, 3), one(db, -2), { computeDType: c })), what).toEqual(['-6']);
  expect(show(binary('add', one('int64', 2), one('int64', 40), { computeDType: 'int64' }))).toEqual(['42']);
  expect(show(binary('pow', one('float32', 2), one('float32', 10), { computeDType: 'float32' }))).toEqual(['1024']);
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
  ['bfloat16', 'bfloat16', 'bfloat16'],
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

// Bits of each float32 lane (NaN payloads included), and a deterministic generator.
const lanes32 = (x: NDArray) => Array.from(new Uint32Array((x.data as Float32Array).buffer, (x.data as Float32Array).byteOffset, x.data.length));
// NaN payloads follow whichever operand the compiled code propagates (V8's two tiers of the same
// WebAssembly, or Math.pow inlined or called, differ): compared as NaN, the rest bit for bit.
const bitsOrNaN = (x: NDArray) => lanes32(x).map((u) => ((u & 0x7fffffff) > 0x7f800000 ? 'NaN' : u));
function generator(seed: number) {
  let s = seed;
  const next = () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>>= 0);
  };
  const f32 = new Float32Array(1);
  const u32 = new Uint32Array(f32.buffer);
  return { next, u01: () => next() / 2 ** 32, bits: (b: number) => ((u32[0] = b), f32[0]!) };
}

test('complex64 multiply (WebAssembly SIMD) equals the scalar fused multiply-adds of the JavaScript loops, hard cases included', () => {
  const { next, u01, bits } = generator(12345);
  const n = 20001;
  const x = new Float32Array(2 * n);
  const y = new Float32Array(2 * n);
  const special = [0, -0, Infinity, -Infinity, NaN, 1, -1, bits(1), bits(0x80000001), bits(0x007fffff), bits(0x7f7fffff), 2 ** 64];
  for (let j = 0; j < 2 * n; j += 2) {
    let v: number[];
    switch (next() % 6) {
      case 0: v = [0, 0, 0, 0].map(() => bits(next())); break;
      case 1: v = [0, 0, 0, 0].map(() => (u01() - 0.5) * 20); break;
      case 2: v = [0, 0, 0, 0].map(() => special[next() % special.length]!); break;
      case 3: v = [0, 0, 0, 0].map(() => (u01() - 0.5) * 2 ** -(60 + (next() % 30))); break;
      case 4: {
        // ar*br a float32 midpoint exactly, ai*bi below the double's half ulp of it: the double
        // sum lands on the midpoint, which a plain Math.fround(p + q) rounds wrongly
        const f = [3, 5, 7][next() % 3]!;
        let m: number;
        do m = (2 ** 24 + (next() % 2 ** 24)) | 1;
        while (m % f);
        const te = -53 - (next() % 20) + 10;
        v = [f, Math.fround((u01() + 0.5) * 2 ** Math.floor(te / 2)) * (next() & 1 ? -1 : 1), (m / f) * 2 ** -24, Math.fround((u01() + 0.5) * 2 ** Math.ceil(te / 2))];
        break;
      }
      default: {
        // cancellation: ar*br within a few ulps of ai*bi
        const ar = Math.fround(u01() - 0.5);
        const br = Math.fround(u01() * 8 - 4);
        const ai = Math.fround(u01() + 0.5);
        v = [ar, ai, br, bits((new Uint32Array(new Float32Array([(ar * br) / ai]).buffer)[0]! + (next() % 5) - 2) >>> 0)];
      }
    }
    [x[j], x[j + 1], y[j], y[j + 1]] = v;
  }
  const a = { data: x, dtype: 'complex64', shape: [n] } as const;
  const b = { data: y, dtype: 'complex64', shape: [n] } as const;
  const simd = binary('multiply', a, b, { computeDType: 'complex64' });
  // a complex128 output: the generated JavaScript loop (fma32 per lane, rounded to complex64)
  const scalar = binary('multiply', a, b, { computeDType: 'complex64', outDType: 'complex128' });
  const plainWrong = Array.from(simd.data as Float32Array).filter((r, k) => {
    const i = k & ~1;
    const plain = k & 1 ? Math.fround(x[i]! * y[i + 1]! + Math.fround(x[i + 1]! * y[i]!)) : Math.fround(x[i]! * y[i]! - Math.fround(x[i + 1]! * y[i + 1]!));
    return plain !== r && r === r;
  }).length;
  expect(plainWrong).toBeGreaterThan(100); // the midpoint cases are exercised
  expect(bitsOrNaN(simd)).toEqual(bitsOrNaN({ data: Float32Array.from(scalar.data as Float64Array), dtype: 'complex64', shape: [n] }));
});

test('float32 pow (WebAssembly SIMD with Math.pow for the undecided) equals Math.fround(Math.pow) bit for bit', () => {
  const { next, u01, bits } = generator(777);
  const n = 3 * 8192 + 5;
  const x = new Float32Array(n);
  const y = new Float32Array(n);
  const special = [0, -0, Infinity, -Infinity, NaN, 1, -1, 2, 0.5, -2, bits(1), bits(0x007fffff), bits(0x00800000), bits(0x7f7fffff), bits(0x3f7fffff), bits(0x3f800001)];
  for (let i = 0; i < n; i++) {
    switch (next() % 7) {
      case 0: x[i] = 0.5 + 1.5 * u01(); y[i] = 0.5 + 1.5 * u01(); break;
      case 1: x[i] = bits(next()); y[i] = bits(next()); break;
      case 2: {
        // x near 1, |y| as large as keeps |y log2 x| < 160 (the largest error of the log2)
        x[i] = 1 + (u01() - 0.5) * 2 ** -(2 + (next() % 22));
        y[i] = ((u01() - 0.5) * 320) / (Math.abs(Math.log2(x[i]!)) || 2 ** -24);
        break;
      }
      case 3: {
        // exact powers and float32 midpoints (4097 ** 2 = 16785409)
        y[i] = [2, 3, -1, -2, 0.5, 1.5][next() % 6]!;
        x[i] = 1 + (next() % (y[i]! > 2.5 ? 300 : 9000));
        break;
      }
      case 4: x[i] = special[next() % special.length]!; y[i] = next() & 1 ? special[next() % special.length]! : (u01() - 0.5) * 10; break;
      case 5: {
        // results near float32 overflow, the smallest normal and the subnormals, and beyond
        x[i] = 2 ** ((u01() - 0.5) * 60);
        y[i] = ([128, -126, -149, -150, 159, -159, 161, -161][next() % 8]! + (u01() - 0.5) * 0.01) / Math.log2(x[i]!);
        break;
      }
      default: x[i] = u01() * 2 ** ((next() % 200) - 100); y[i] = (u01() - 0.5) * 8;
    }
  }
  // C's pow: 1 where the other operand does not matter, else Math.pow (the generated loops' floatPow32)
  const cPow = (u: number, v: number) => (u === 1 || v === 0 || (u === -1 && Math.abs(v) === Infinity) ? 1 : Math.pow(u, v));
  const want = Array.from(x, (v, i) => Math.fround(cPow(v, y[i]!)));
  const a = { data: x, dtype: 'float32', shape: [n] } as const;
  const b = { data: y, dtype: 'float32', shape: [n] } as const;
  expect(bitsOrNaN(binary('pow', a, b, { computeDType: 'float32' }))).toEqual(bitsOrNaN({ data: Float32Array.from(want), dtype: 'float32', shape: [n] }));
  // a scalar exponent on either side (the row-broadcast kernel)
  for (const e of [2, 0.5, -1.25, 1e5]) {
    const s = { data: new Float32Array([e]), dtype: 'float32', shape: [] } as const;
    const r = binary('pow', a, s, { computeDType: 'float32' }).data as Float32Array;
    expect(bitsOrNaN({ data: r, dtype: 'float32', shape: [n] })).toEqual(bitsOrNaN({ data: Float32Array.from(x, (v) => cPow(v, Math.fround(e))), dtype: 'float32', shape: [n] }));
    const r2 = binary('pow', s, a, { computeDType: 'float32' }).data as Float32Array;
    expect(bitsOrNaN({ data: r2, dtype: 'float32', shape: [n] })).toEqual(bitsOrNaN({ data: Float32Array.from(x, (v) => cPow(Math.fround(e), v)), dtype: 'float32', shape: [n] }));
  }
});

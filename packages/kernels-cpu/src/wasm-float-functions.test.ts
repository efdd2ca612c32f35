import { expect, test } from 'vitest';
import type { DType, Storage } from '@typelattice/dtypes';
import { runClipCpu } from './clip-cpu';
import { binarySpec, clipSpec, unarySpec } from './elementwise-source';
import type { LoopOp } from './loop-ops';
import { elementwiseLoop } from './loops';
import type { BinaryLoop, ClipLoop, UnaryLoop } from './loop-types';
import { threadStats } from './parallel';
import { pooledSubarray } from './pool';
import { fill, hex, plain, pooled, specials } from '../test/wasm-operands';
import { wasmClipLoop, wasmLoop, wasmUnaryLoop } from './wasm-loops';
import { useThreadedPool } from '../test/threaded-pool';

// Every kernel of wasm-float-functions.ts against the generated JavaScript loop of the same case
// (the eval path, which is what runs without WebAssembly), byte for byte: random bits (signaling
// and quiet NaNs of both signs among them), the special values, operands in ordinary memory
// (through scratch), pooled (in place, split over three threads from 1 KiB of output), views at
// an offset; lengths at the SIMD step's and the scratch chunk's edges.

useThreadedPool();

const FLOATS: DType[] = ['float32', 'float64'];
const PREDICATES = ['isnan', 'isinf', 'isfinite', 'signbit'] as const;
const SAME = ['trunc', 'floor', 'ceil', 'rint', 'reciprocal', 'sign'] as const;
/** [loop op, dtype, output dtype] of every unary kernel. */
const UNARY: [LoopOp, DType, DType][] = [
  ...FLOATS.flatMap((d) => [
    ...PREDICATES.map((op) => [op, d, 'bool'] as [LoopOp, DType, DType]),
    ...SAME.map((op) => [op, d, d] as [LoopOp, DType, DType]),
  ]),
  // wasm-pow.ts's exp and tanh
  ['exp', 'float32', 'float32'],
  ['tanh', 'float32', 'float32'],
  ['log1p', 'float32', 'float32'],
  ['expm1', 'float32', 'float32'],
  // wasm-float64-fdlibm.ts
  ['log10', 'float64', 'float64'],
  ['log2', 'float64', 'float64'],
  ['log', 'float64', 'float64'],
  ['log1p', 'float64', 'float64'],
  ['exp', 'float64', 'float64'],
];
const LENGTHS = [1, 3, 15, 16, 17, 33, 1031, 8192 + 17, 70001];

/** x's elements: random bits and special values, the specials also as a run at the start (every one of them seen). */
function operand(d: DType, n: number, seed: number, like?: Float64Array | Float32Array): Float64Array | Float32Array {
  const x = plain(d, n) as Float64Array | Float32Array;
  fill(x, d, seed, like);
  // the special values written through bits, so that a float32 signaling NaN stays signaling
  const sp = specials(d) as number[];
  const bits = d === 'float32' ? new Uint32Array(x.buffer, x.byteOffset, n) : undefined;
  for (let i = 0; i < Math.min(n, sp.length); i++) x[i] = sp[(i + seed) % sp.length]!;
  if (bits && n > 2) [bits[0], bits[1]] = [0x7fa00001, 0xff800123]; // signaling NaNs with payloads
  return x;
}

// float64 Math.trunc, Math.floor and Math.ceil return a signaling NaN as it is in V8's interpreter
// and quieted (payload kept) once compiled, so the JavaScript loop's bytes depend on the engine's
// tier there; the kernel gives the quieted NaN, as NumPy's (and the compiled loop's) roundsd does.
const QUIETED_BY_ENGINE = new Set<LoopOp>(['trunc', 'floor', 'ceil']);
function quietNaNs(x: Float64Array, want: Float64Array): void {
  const [xw, ww] = [new Uint32Array(x.buffer, x.byteOffset, 2 * x.length), new Uint32Array(want.buffer, want.byteOffset, 2 * want.length)];
  for (let i = 0; i < x.length; i++) {
    if (x[i] !== x[i]) [ww[2 * i], ww[2 * i + 1]] = [xw[2 * i]!, xw[2 * i + 1]! | 0x00080000];
  }
}

test('the float functions have kernels for float32 and float64 only, of that dtype', () => {
  for (const [op, d, out] of UNARY) expect(wasmUnaryLoop(op, d, d, out), `${op} ${d}`).toBeTypeOf('function');
  for (const d of FLOATS) {
    expect(wasmLoop('copysign', d, d, d, d)).toBeTypeOf('function');
    expect(wasmClipLoop(d, d, d)).toBeTypeOf('function');
  }
  expect(wasmUnaryLoop('isnan', 'float16', 'float16', 'bool')).toBeUndefined();
  expect(wasmUnaryLoop('isnan', 'float64', 'float32', 'bool')).toBeUndefined(); // a converted input
  expect(wasmUnaryLoop('trunc', 'float32', 'float32', 'float64')).toBeUndefined(); // a cast output
  expect(wasmLoop('copysign', 'float64', 'float32', 'float32', 'float64')).toBeUndefined();
  expect(wasmClipLoop('float32', 'float64', 'float32')).toBeUndefined();
  expect(wasmClipLoop('int32', 'int32', 'int32')).toBeUndefined();
});

test.each(UNARY)('%s of %s into %s equals the JavaScript loop, byte for byte', (op, d, out) => {
  const js = elementwiseLoop<UnaryLoop>(unarySpec(op, d, d, out), 'eval');
  const simd = wasmUnaryLoop(op, d, d, out)!;
  const jobs = threadStats().jobs;
  for (const n of LENGTHS) {
    const a = operand(d, n + 3, 3 * n);
    const want = plain(out, n + 2);
    js(a.subarray(3), want, n, 2);
    if (QUIETED_BY_ENGINE.has(op) && d === 'float64') quietNaNs(a.subarray(3) as Float64Array, want.subarray(2) as Float64Array);
    const got = plain(out, n + 2);
    simd(a.subarray(3), got, n, 2);
    expect(hex(got), `n ${n} through scratch`).toBe(hex(want));
    // pooled: in place, split over the threads; a pooled view at an offset of 5 elements
    const pa = pooled(d, n + 5);
    pa.set(a.subarray(3) as never, 5);
    const va = pooledSubarray(pa, 5, n + 5);
    const po = pooled(out, n + 2);
    simd(va, po, n, 2);
    expect(hex(po.subarray(2)), `n ${n} pooled`).toBe(hex(want.subarray(2)));
    if (out === d) {
      simd(va, va, n, 0); // in place
      expect(hex(va), `n ${n} in place`).toBe(hex(want.subarray(2)));
    }
  }
  expect(threadStats().jobs).toBeGreaterThan(jobs);
});

test.each(FLOATS)('copysign of %s equals the JavaScript loop, byte for byte', (d) => {
  const js = elementwiseLoop<BinaryLoop>(binarySpec('copysign', d, d, d, d, 'contiguous'), 'eval');
  const simd = wasmLoop('copysign', d, d, d, d)!;
  const jobs = threadStats().jobs;
  for (const n of LENGTHS) {
    const a = operand(d, n + 3, n);
    const b = operand(d, n + 3, 7 * n + 1, a);
    const want = plain(d, n + 3);
    js(a, b, want, 3, 3, 3, n, 1, 1);
    const got = plain(d, n + 3);
    simd(a, b, got, 3, 3, 3, n, 1, 1);
    expect(hex(got.subarray(3)), `n ${n} through scratch`).toBe(hex(want.subarray(3)));
    const pa = pooled(d, n + 5);
    const pb = pooled(d, n + 5);
    pa.set(a.subarray(3) as never, 5);
    pb.set(b.subarray(3) as never, 5);
    const po = pooled(d, n + 5);
    simd(pa, pb, po, 5, 5, 5, n, 1, 1);
    expect(hex(po.subarray(5)), `n ${n} pooled`).toBe(hex(want.subarray(3)));
  }
  expect(threadStats().jobs).toBeGreaterThan(jobs);
});

// bounds: ordinary, equal, crossed (min > max gives max), infinite, zeros of either sign, NaN, subnormal
const BOUNDS: [number, number][] = [[-0.5, 0.5], [1, 1], [2, -2], [-Infinity, 0], [-0, 0], [0, -0], [NaN, 1], [-1, NaN], [1e-310, 3e38], [-Infinity, Infinity]];

test.each(FLOATS)('clip of %s by constant bounds equals the JavaScript loop, byte for byte', (d) => {
  const js = elementwiseLoop<ClipLoop>(clipSpec(d, d, d, d, d, 'scalarBounds'), 'eval');
  const simd = wasmClipLoop(d, d, d)!;
  const jobs = threadStats().jobs;
  for (const [lo, hi] of BOUNDS) {
    const bounds = plain(d, 2) as Float64Array;
    bounds.set([lo, hi]);
    const [l, h] = [bounds[0]!, bounds[1]!]; // held in the dtype
    for (const n of LENGTHS) {
      const x = operand(d, n + 3, 5 * n);
      const want = plain(d, n);
      js(x, bounds, bounds.subarray(1), want, 3, 0, 0, 0, n, 1, 0, 0);
      const got = plain(d, n);
      simd(x.subarray(3), l, h, got, n);
      expect(hex(got), `[${lo}, ${hi}] n ${n} through scratch`).toBe(hex(want));
      const px = pooled(d, n);
      px.set(x.subarray(3) as never);
      const po = pooled(d, n);
      simd(px, l, h, po, n);
      expect(hex(po), `[${lo}, ${hi}] n ${n} pooled`).toBe(hex(want));
      simd(px, l, h, px, n); // in place
      expect(hex(px), `[${lo}, ${hi}] n ${n} in place`).toBe(hex(want));
    }
  }
  expect(threadStats().jobs).toBeGreaterThan(jobs);
});

test.each([
  ['float32', 'float64'],
  ['float32', 'int32'],
  ['float64', 'float32'],
  ['float64', 'uint8'],
] as [DType, DType][])('clip of %s by %s bounds gives the bytes of the loop (the kernel, the bounds held as the loop holds them)', (d, bd) => {
  for (const [lo, hi] of [[-0.1, 0.30000000000000004], [-3, 200], [1e-46, 3.5e38], [NaN, 1]] as [number, number][]) {
    const bounds = plain(bd, 2) as Float64Array;
    bounds.set([lo, hi]);
    const n = 1031;
    const x = operand(d, n, 11);
    const want = plain(d, n);
    elementwiseLoop<ClipLoop>(clipSpec(d, d, bd, bd, d, 'scalarBounds'), 'eval')(x, bounds, bounds.subarray(1), want, 0, 0, 0, 0, n, 1, 0, 0);
    const arr = (data: Storage, dtype: DType, shape: number[]) => ({ data, dtype, shape });
    const got = runClipCpu(arr(x, d, [n]), arr(bounds.subarray(0, 1), bd, []), arr(bounds.subarray(1), bd, [1]), d);
    expect(hex(got.data), `[${lo}, ${hi}]`).toBe(hex(want));
  }
});

test.each(['exp', 'expm1', 'tanh', 'log1p'] as const)('float32 %s equals the JavaScript loop on 10^6 arguments across its range, byte for byte', (op) => {
  const js = elementwiseLoop<UnaryLoop>(unarySpec(op, 'float32', 'float32', 'float32'), 'eval');
  const simd = wasmUnaryLoop(op, 'float32', 'float32', 'float32')!;
  const n = 1_000_000;
  const x = pooled('float32', n) as Float32Array;
  // uniform over [-110, 95] (exp's underflow to overflow), then small steps over [-8.2, 8.2];
  // log1p: x near -1, x from 2^-30 to 2^130, and steps over [-0.99, 0.035]
  let s = 12345;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    x[i] = i < n / 2 ? -110 + (205 * s) / 2 ** 32 : -8.2 + (i - n / 2) * 3.28e-5;
    if (op === 'log1p') x[i] = i % 3 === 0 ? -1 + 2 ** ((-24 * s) / 2 ** 32) : i % 3 === 1 ? 2 ** (-30 + (160 * s) / 2 ** 32) : (x[i]! + 8.2) / 16 - 0.99;
  }
  const want = plain('float32', n);
  js(x, want, n, 0);
  const got = pooled('float32', n);
  simd(x, got, n, 0);
  expect(hex(got)).toBe(hex(want));
});

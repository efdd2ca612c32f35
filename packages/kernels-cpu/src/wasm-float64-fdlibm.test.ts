import { expect, test } from 'vitest';
import { elementwiseLoop } from './loops';
import { unarySpec } from './elementwise-source';
import type { UnaryLoop } from './loop-types';
import { threadStats } from './parallel';
import { pooled } from '../test/wasm-operands';
import { wasmUnaryLoop } from './wasm-loops';
import { useThreadedPool } from '../test/threaded-pool';

// The float64 log10, log2, log, log1p and exp kernels (wasm-float64-fdlibm.ts) against the generated
// JavaScript loops (`Math.log10`, `Math.log2`, `Math.log`, `Math.log1p`, `Math.exp`), bit for bit: 10^7
// random bit patterns (half of them with the sign bit clear, so most reach the logarithm), 2·10^6
// values of random significands with exponents in [-60, 60] (negative ones above -1), every special class (±0, subnormals, negatives, ±inf, NaNs quiet
// and signaling with payloads of both signs, 1, exact powers of ten and of two, the neighbours of
// 1 where fdlibm's |f| < 2^-20 branch runs, log1p's and exp's thresholds, exp's whole range), pooled and split over the
// threads.

useThreadedPool();


const OPS = ['log10', 'log2', 'log', 'log1p', 'exp'] as const;

/** x's bits as two 32-bit words per element. */
const words = (x: Float64Array) => new Uint32Array(x.buffer, x.byteOffset, 2 * x.length);

function specialValues(): Float64Array {
  const values: number[] = [0, -0, Infinity, -Infinity, 1, -1, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, -Number.MIN_VALUE, 2.2250738585072014e-308, 2.225073858507201e-308];
  for (let e = -323; e <= 308; e++) values.push(Number(`1e${e}`));
  for (let e = -1074; e <= 1023; e++) values.push(2 ** e, 2 ** e * 1.5, 2 ** e * (1 + 2 ** -52), 2 ** e * (2 - 2 ** -52));
  for (let k = 1; k <= 4096; k++) values.push(1 + k * 2 ** -52, 1 - k * 2 ** -53, 1 + k * 2 ** -33, 1 - k * 2 ** -34, Math.SQRT2 + (k - 2048) * 2 ** -52, Math.SQRT1_2 + (k - 2048) * 2 ** -53);
  // log1p's thresholds: its high-word tests (1 + x < sqrt(2), x > -0.2929, |x| < 2^-29, 2^-54,
  // 2^53) and -1, each with neighbouring bit patterns of either word
  const edge = new Float64Array(1);
  const ew = new Uint32Array(edge.buffer);
  // exp's: its overflow and underflow thresholds, ln2/2, 1.5 ln2, 2^-28 of either sign; and
  // [-746, 710] every 1/64 and by random steps (k = 1024 from 709.44, k < -1021 below -707.7)
  for (let v = -746; v <= 710; v += 1 / 64) values.push(v, v + (((v + 746) * 40.5 * 0.6180339887) % 1) / 64);
  for (const hi of [0x40862e42, 0xc0874910, 0x3fd62e42, 0xbfd62e42, 0x3ff0a2b2, 0xbff0a2b2, 0x3e300000, 0xbe300000,
    0x3fda827a, 0xbfd2bec4, 0x3e200000, 0xbe200000, 0x3c900000, 0xbc900000, 0x43400000, 0xbff00000, 0x3ff00000, 0x3fe6a09e, 0x3ff6a09e]) {
    for (const dh of [-1, 0, 1]) for (const lo of [0, 1, 0x80000000, 0xfefa39ef, 0xfefa39f0, 0xd52d3051, 0xd52d3052, 0xffffffff]) {
      [ew[1], ew[0]] = [(hi + dh) >>> 0, lo];
      values.push(edge[0]!);
    }
  }
  const x = new Float64Array(values.length + 64);
  x.set(values);
  // NaNs: quiet and signaling, both signs, payloads; subnormals by bits
  const w = words(x);
  const nans = [[0x7ff80000, 0], [0xfff80000, 0], [0x7ff40000, 1], [0xfff00000, 1], [0x7ff00000, 0x12345], [0xfffa5a5a, 0xdeadbeef], [0x7fffffff, 0xffffffff], [0xffffffff, 0xffffffff]];
  for (let k = 0; k < 64; k++) {
    const i = values.length + k;
    if (k < nans.length) [w[2 * i + 1], w[2 * i]] = nans[k]!;
    else [w[2 * i + 1], w[2 * i]] = [((k & 1) << 31) | (k * 0x3531) & 0x000fffff, (k * 0x9e3779b9) >>> 0];
  }
  return x;
}

function check(op: (typeof OPS)[number], x: Float64Array, label: string): void {
  const js = elementwiseLoop<UnaryLoop>(unarySpec(op, 'float64', 'float64', 'float64'), 'eval');
  const n = x.length;
  const want = new Float64Array(n);
  js(x, want, n, 0);
  const got = new Float64Array(n);
  wasmUnaryLoop(op, 'float64', 'float64', 'float64')!(x, got, n, 0);
  const [ww, gw] = [words(want), words(got)];
  for (let i = 0; i < n; i++) {
    if (ww[2 * i] !== gw[2 * i] || ww[2 * i + 1] !== gw[2 * i + 1]) {
      const xw = words(x);
      expect.fail(`${label}: element ${i} x bits ${xw[2 * i + 1]!.toString(16)}_${xw[2 * i]!.toString(16)} (${x[i]}): Math.${op} ${want[i]} (${ww[2 * i + 1]!.toString(16)}_${ww[2 * i]!.toString(16)}), kernel ${got[i]} (${gw[2 * i + 1]!.toString(16)}_${gw[2 * i]!.toString(16)})`);
    }
  }
}

test.each(OPS)('float64 %s has a kernel, of float64 into float64 only', (op) => {
  expect(wasmUnaryLoop(op, 'float64', 'float64', 'float64')).toBeTypeOf('function');
  expect(wasmUnaryLoop(op, 'float64', 'float32', 'float64')).toBeUndefined();
  expect(wasmUnaryLoop(op, 'float64', 'float64', 'float32')).toBeUndefined();
});

test.each(OPS)('float64 %s equals the Math function on the special classes, bit for bit', (op) => {
  check(op, specialValues(), 'specials');
});

test.each(OPS)('float64 %s equals the Math function on 10^7 random bit patterns, bit for bit', (op) => {
  let s = 0x2545f491;
  const next = () => ((s ^= s << 13), (s ^= s >>> 17), (s ^= s << 5), s >>> 0);
  const n = 1_000_000;
  for (let round = 0; round < 10; round++) {
    const x = new Float64Array(n);
    const w = words(x);
    for (let i = 0; i < 2 * n; i++) w[i] = next();
    // rounds 0-4: the sign bit clear (positive arguments, NaNs and +inf among them)
    if (round < 5) for (let i = 1; i < 2 * n; i += 2) w[i]! &= 0x7fffffff;
    check(op, x, `round ${round}`);
  }
});

test.each(OPS)('float64 %s equals the Math function on 2*10^6 values with exponents in [-60, 60], bit for bit', (op) => {
  let s = 0x9e3779b9;
  const next = () => ((s ^= s << 13), (s ^= s >>> 17), (s ^= s << 5), s >>> 0);
  const n = 1_000_000;
  for (let round = 0; round < 2; round++) {
    const x = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const v = (1 + next() / 2 ** 32 + next() / 2 ** 64) * 2 ** ((next() % 121) - 60);
      // negative only above -1 (log1p's range), a tenth of them
      x[i] = next() % 10 === 0 && v < 1 ? -v : v;
    }
    check(op, x, `round ${round}`);
  }
});

test.each(OPS)('float64 %s pooled, at odd lengths and offsets, split over the threads, equals the loop', (op) => {
  const js = elementwiseLoop<UnaryLoop>(unarySpec(op, 'float64', 'float64', 'float64'), 'eval');
  const jobs = threadStats().jobs;
  const sp = specialValues();
  for (const n of [1, 3, 15, 16, 17, 1031, 8192 + 17, 70001, 300001]) {
    const x = pooled('float64', n + 5) as Float64Array;
    const w = words(x);
    let s = n;
    for (let i = 0; i < w.length; i++) w[i] = s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    for (let i = 0; i < w.length; i += 2) if (i % 6 === 0) w[i + 1]! &= 0x7fffffff;
    x.set(sp.subarray(0, Math.min(sp.length, n)), 5);
    const view = x.subarray(5);
    const want = new Float64Array(n);
    js(view, want, n, 0);
    const o = pooled('float64', n + 3) as Float64Array;
    wasmUnaryLoop(op, 'float64', 'float64', 'float64')!(view, o, n, 3);
    expect(Buffer.from(o.buffer, o.byteOffset + 24, 8 * n).equals(Buffer.from(want.buffer)), `n ${n}`).toBe(true);
  }
  expect(threadStats().jobs).toBeGreaterThan(jobs);
});

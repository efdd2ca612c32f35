import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { binary } from './binary';
import { configurePool, POOL_MIN_BYTES, poolAddress, pooledStorage, poolStats } from './pool';

// complex64 multiply (the WebAssembly SIMD kernel of wasm-loops.ts, its scalar fallback and its
// tail) against an exact model of NumPy's loop: re = fma32(ar, br, -(ai*bi)), im = fma32(ar, bi,
// ai*br), ai*bi and ai*br rounded to float32 first, each fma32 rounded once to float32 from the
// exact value (BigInt arithmetic below, independent of the float64 tricks the kernels use).

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);
const fromBits = (b: number) => ((U32[0] = b), F32[0]!);
const toBits = (x: number) => ((F32[0] = x), U32[0]!);
const F64 = new Float64Array(1);
const U64 = new BigUint64Array(F64.buffer);

/** A finite double as m * 2^e, m a signed BigInt. */
function dyadic(x: number): [bigint, number] {
  F64[0] = x;
  const bits = U64[0]!;
  const biased = Number((bits >> 52n) & 0x7ffn);
  let m = bits & ((1n << 52n) - 1n);
  let e = -1074;
  if (biased > 0) {
    m |= 1n << 52n;
    e = biased - 1075;
  }
  return [bits >> 63n ? -m : m, e];
}

/** x * y + z rounded once to float32 (to nearest, ties to even), for float32 values x, y, z. */
function fma32(x: number, y: number, z: number): number {
  const p = x * y; // exact: a float32 product fits a double
  if (!Number.isFinite(p) || !Number.isFinite(z)) return Math.fround(p + z);
  const [mp, ep] = dyadic(p);
  const [mz, ez] = dyadic(z);
  const e = Math.min(ep, ez);
  const m = (mp << BigInt(ep - e)) + (mz << BigInt(ez - e));
  if (m === 0n) return p + z; // the sign of an exact zero as IEEE addition gives it
  const magnitude = m < 0n ? -m : m;
  const top = e + magnitude.toString(2).length - 1; // the exponent of the leading bit
  const quantum = Math.max(top - 23, -149); // of float32 there (subnormals: 2^-149)
  let n: bigint;
  if (quantum <= e) n = magnitude << BigInt(e - quantum);
  else {
    const k = BigInt(quantum - e);
    n = magnitude >> k;
    const rest = magnitude - (n << k);
    const half = 1n << (k - 1n);
    if (rest > half || (rest === half && (n & 1n) === 1n)) n += 1n;
  }
  const r = Number(n) * 2 ** quantum;
  const v = r >= 2 ** 128 ? Infinity : r;
  return m < 0n ? -v : v;
}

// The loops' fma32 (the generated JavaScript's and the kernels' fallback alike) is the exact one
// everywhere, the float32 overflow threshold 2^128 - 2^103 included (a float64 sum exactly there
// whose exact sum lies below it gives the largest float32, as a true fma).
const loopFma32 = fma32;

/** The loops' complex64 product of (ar + ai i) and (br + bi i): [re, im]. */
const product = (ar: number, ai: number, br: number, bi: number) => [loopFma32(ar, br, -Math.fround(ai * bi)), loopFma32(ar, bi, Math.fround(ai * br))];

// A NaN's payload follows whichever operand the compiled code propagates (V8 may swap a
// commutative f32.mul's operands): NaNs compare as NaN, every other result bit for bit (-0 too).
const key = (x: number) => (Number.isNaN(x) ? 'NaN' : toBits(x));

type Quad = readonly [number, number, number, number]; // ar, ai, br, bi

const special = fc.constantFrom(
  0, -0, Infinity, -Infinity, NaN, 1, -1, 3, -0.1, 2 ** 64, 2 ** -64, 2 ** 127, 2 ** -126,
  fromBits(1), fromBits(0x80000001), fromBits(0x007fffff), fromBits(0x00800000), fromBits(0x7f7fffff),
);
// every exponent, subnormals included
const scaled = fc
  .tuple(fc.integer({ min: 0, max: 0x7fffff }), fc.integer({ min: -149, max: 127 }), fc.boolean())
  .map(([m, e, neg]) => Math.fround((neg ? -1 : 1) * (1 + m / 2 ** 23) * 2 ** e));
const f32 = fc.oneof(
  fc.integer({ min: 0, max: 0xffffffff }).map(fromBits), // any bit pattern: NaNs, infs, subnormals, zeros
  special,
  fc.float({ min: -20, max: 20, noNaN: true }),
  scaled,
);
const anyQuad = fc.tuple(f32, f32, f32, f32);
const realQuad = fc.tuple(fc.float({ min: -20, max: 20, noNaN: true }), fc.constantFrom(0, -0), fc.float({ min: -20, max: 20, noNaN: true }), fc.constantFrom(0, -0));

// ar*br a float32 midpoint (25 significant bits, odd) and ai*bi around the double's half ulp of
// it: where it is below, the double sum lands on the midpoint and a plain demotion rounds wrongly.
const oddPair = fc
  .integer({ min: 1, max: 2047 })
  .chain((h) => {
    const u = 2 * h + 1;
    const lo = Math.ceil(2 ** 24 / u);
    const hi = Math.floor((2 ** 25 - 1) / u);
    return fc.integer({ min: Math.ceil((lo - 1) / 2), max: Math.floor((hi - 1) / 2) }).map((k) => [u, 2 * k + 1] as const);
  })
  .filter(([u, v]) => u * v >= 2 ** 24 && u * v < 2 ** 25);
const midpointQuad = fc
  .tuple(oddPair, fc.integer({ min: -75, max: 50 }), fc.integer({ min: -75, max: 50 }), fc.integer({ min: -30, max: 3 }), fc.integer({ min: 0, max: 0x7fffff }), fc.nat(15))
  .map(([[u, v], i, j, d, m, signs]): Quad => {
    const ep = 24 + i + j; // ar*br in [2^ep, 2^(ep + 1))
    const eq = ep - 53 + d; // ai*bi about 2^eq
    const ea = Math.floor(eq / 2);
    const s = (bit: number) => (signs & bit ? -1 : 1);
    return [s(1) * u * 2 ** i, s(2) * 2 ** ea, s(4) * v * 2 ** j, s(8) * Math.fround((1 + m / 2 ** 23) * 2 ** (eq - ea))].map(Math.fround) as unknown as Quad;
  })
  .filter((q) => q.every((x) => Number.isFinite(x) && x !== 0));
// ar*br = 2^-150 + 2^(-150-n) (2^n + 1 = u v) and ai*bi = k 2^-149 below 2^-126: the double sum
// drops the 2^(-150-n) and lands on an odd multiple of 2^-150, a float32 subnormal midpoint.
const SUBNORMAL_SPLITS: readonly (readonly [number, number, number])[] = [
  [32, 641, 6700417], [33, 603, 14245331], [34, 4765, 3605429], [35, 3091, 11116059], [36, 4097, 16773121],
  [38, 104653, 2626565], [42, 538733, 8163685], [46, 8384513, 8392705],
];
const subnormalMidpointQuad = fc
  .tuple(fc.constantFrom(...SUBNORMAL_SPLITS), fc.integer({ min: -100, max: -60 }), fc.integer({ min: 1 << 12, max: (1 << 23) - 1 }), fc.nat(7))
  .map(([[n, u, v], i, k, signs]): Quad => {
    const s = (bit: number) => (signs & bit ? -1 : 1);
    // ai*bi = k 2^-149 exactly: ai = 2^-60, bi = k 2^-89
    return [s(1) * u * 2 ** i, s(2) * 2 ** -60, s(4) * v * 2 ** (-150 - n - i), k * 2 ** -89].map(Math.fround) as unknown as Quad;
  });
// ar*br = 2^128 - 2^103 (the float32 overflow threshold, 2^25 - 1 = 18631 * 1801) and ai*bi tiny
const overflowQuad = fc
  .tuple(fc.integer({ min: 0, max: 0x7fffff }), fc.integer({ min: 40, max: 80 }), fc.nat(7))
  .map(([m, e, signs]): Quad => {
    const s = (bit: number) => (signs & bit ? -1 : 1);
    return [s(1) * 18631 * 2 ** 52, s(2) * 2 ** 30, s(4) * 1801 * 2 ** 51, Math.fround((1 + m / 2 ** 23) * 2 ** (e - 30))].map(Math.fround) as unknown as Quad;
  });
// cancellation: ar*br within a few float32 ulps of ai*bi
const cancellationQuad = fc
  .tuple(fc.float({ min: -1, max: 1, noNaN: true }), fc.float({ min: 0.5, max: 1.5, noNaN: true }), fc.float({ min: -4, max: 4, noNaN: true }), fc.integer({ min: -2, max: 2 }))
  .map(([ar, ai, br, d]): Quad => [ar, ai, br, fromBits((toBits(Math.fround((ar * br) / ai)) + d) >>> 0)]);
// (float32 values, as the storage holds them)
const quad = fc.oneof(anyQuad, realQuad, midpointQuad, subnormalMidpointQuad, overflowQuad, cancellationQuad).map((q) => q.map(Math.fround) as unknown as Quad);

// Small pooled blocks (from 1 KiB: 128 complex64), so that arrays just past that size are read
// and written in place by the kernel; smaller ones go through scratch.
const POOL = poolStats().config;
beforeAll(() => configurePool({ minBlockBytes: POOL_MIN_BYTES, maxBytes: 2 ** 30 }));
afterAll(() => configurePool(POOL));

const LAYOUTS = ['ordinary', 'pooled', 'into a', 'into b', 'sliced', 'mixed'] as const;
type Layout = (typeof LAYOUTS)[number];

// Pooled storage of n elements from element `offset` of its block (ordinary memory where nothing
// is pooled: an empty array).
function pooled(n: number, offset = 0): Float32Array {
  const data = (pooledStorage(dtypeInfo('complex64'), 2 * (n + offset)) as Float32Array | undefined) ?? new Float32Array(2 * (n + offset));
  return data.subarray(2 * offset);
}

/** The kernel's product of the quads laid out as `layout` (in place: the output is an input). */
function multiply(quads: readonly Quad[], layout: Layout): Float32Array {
  const n = quads.length;
  const offset = layout === 'sliced' ? 1 + (n % 3) : 0; // element offsets: 8-byte, not 16-byte, aligned
  const own = layout === 'ordinary' || layout === 'mixed';
  const x = own ? new Float32Array(2 * n) : pooled(n, offset);
  const y = layout === 'ordinary' ? new Float32Array(2 * n) : pooled(n, offset);
  quads.forEach(([ar, ai, br, bi], k) => {
    [x[2 * k], x[2 * k + 1], y[2 * k], y[2 * k + 1]] = [ar, ai, br, bi];
  });
  const a: NDArray = { data: x as Storage, dtype: 'complex64', shape: [n] };
  const b: NDArray = { data: y as Storage, dtype: 'complex64', shape: [n] };
  if (layout === 'into a' || layout === 'into b') {
    const out = layout === 'into a' ? a : b;
    binary('multiply', a, b, { computeDType: 'complex64', out });
    return out.data as Float32Array;
  }
  const out = layout === 'pooled' || layout === 'sliced' ? { data: pooled(n, offset) as Storage, dtype: 'complex64' as const, shape: [n] } : undefined;
  return binary('multiply', a, b, { computeDType: 'complex64', out }).data as Float32Array;
}

test('complex64 multiply equals fma32 rounded from the exact value, bit for bit, for any float32 (midpoints of every kind, subnormals, infs, NaNs, zeros) in every layout', () => {
  fc.assert(
    fc.property(
      fc.array(quad, { maxLength: 40 }),
      fc.nat(200),
      fc.nat(60),
      fc.constantFrom(...LAYOUTS),
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      (core, before, after, layout, seed) => {
        // the interesting elements among ordinary ones, at any position and array length
        let s = seed;
        const filler = (): Quad => [0, 0, 0, 0].map(() => Math.fround(((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32 - 0.5) * 20)) as unknown as Quad;
        const quads = [...Array.from({ length: before }, filler), ...core, ...Array.from({ length: after }, filler)];
        const want = quads.flatMap(([ar, ai, br, bi]) => product(ar, ai, br, bi)).map(key);
        expect(Array.from(multiply(quads, layout), key)).toEqual(want);
      },
    ),
    { numRuns: 300 },
  );
});

test('the crafted cases are hard ones: a plain demotion of the float64 sum rounds many of them wrongly, the kernel none', () => {
  for (const [name, arbitrary] of [['midpoint', midpointQuad], ['subnormal midpoint', subnormalMidpointQuad], ['overflow threshold', overflowQuad]] as const) {
    const quads = fc.sample(arbitrary, { numRuns: 400, seed: 42 });
    const q = ([, ai, , bi]: Quad) => -Math.fround(ai * bi);
    const wrong = quads.filter((x) => key(Math.fround(x[0] * x[2] + q(x))) !== key(fma32(x[0], x[2], q(x))));
    expect(wrong.length, name).toBeGreaterThan(40);
    const want = quads.flatMap(([ar, ai, br, bi]) => product(ar, ai, br, bi)).map(key);
    for (const layout of ['ordinary', 'pooled', 'into a'] as const) expect(Array.from(multiply(quads, layout), key), `${name}, ${layout}`).toEqual(want);
  }
});

test('the exact model agrees with float64 arithmetic where that is exact, and rounds ties to even', () => {
  // small integers: every sum exact
  expect(fma32(3, 5, -7)).toBe(8);
  expect(fma32(-0, 5, -0)).toBe(-0);
  expect(Object.is(fma32(2, 3, -6), 0)).toBe(true);
  // 2^24 + 1 is a tie between 2^24 and 2^24 + 2: to even; a hair above goes up
  expect(fma32(4097, 4095, 2)).toBe(2 ** 24); // 4097 * 4095 = 2^24 - 1
  expect(fma32(2 ** 12 + 1, 2 ** 12 - 1, 2)).toBe(2 ** 24);
  expect(fma32(2 ** 24 + 2, 1, 1)).toBe(2 ** 24 + 4); // 2^24 + 3: a tie to the even 2^24 + 4
  expect(fma32(2 ** 24, 1, 1)).toBe(2 ** 24);
  expect(fma32(2 ** 24, 1, Math.fround(1 + 2 ** -23))).toBe(2 ** 24 + 2);
  // subnormal results and the overflow threshold
  expect(fma32(2 ** -75, 2 ** -75, 0)).toBe(0); // 2^-150: a tie to even 0
  expect(fma32(3 * 2 ** -75, 2 ** -75, 0)).toBe(2 ** -148); // 1.5 * 2^-149 ties to 2 * 2^-149
  expect(fma32(18631 * 2 ** 52, 1801 * 2 ** 51, 0)).toBe(Infinity); // 2^128 - 2^103 ties up
  expect(fma32(18631 * 2 ** 52, 1801 * 2 ** 51, -(2 ** 60))).toBe(fromBits(0x7f7fffff));
  expect(Number.isNaN(fma32(Infinity, 0, 1))).toBe(true);
});

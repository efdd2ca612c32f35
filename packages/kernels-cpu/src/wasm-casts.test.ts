import { afterAll, beforeAll, expect, test } from 'vitest';
import { castArray, type DType, type Storage } from '@typelattice/dtypes';
import { fill, hex, plain, pooled } from '../test/wasm-operands';
import { runCastCpu } from './cast-cpu';
import { configureThreads, threadsReady, threadStats } from './parallel';
import { configurePool, POOL_MIN_BYTES, poolStats } from './pool';
import { wasmCastLoop } from './wasm-loops';

// Every cast kernel of wasm-casts.ts against castArray (the dtypes package's JavaScript), byte for
// byte: random bits, special values, the float values at int32's edges, lengths at the SIMD
// step's and the scratch chunk's edges, ordinary storage (through scratch) and pooled (in place,
// split over three threads from 1 KiB of output).

const POOL = poolStats().config;
const THREADS = threadStats().config;
beforeAll(async () => {
  configurePool({ minBlockBytes: POOL_MIN_BYTES, maxBytes: 2 ** 30 });
  configureThreads({ threads: 3, minBytes: 1024 });
  const warm = pooled('float32', 4096);
  wasmCastLoop('float32', 'int32')!(warm, pooled('int32', 4096), 4096, 0);
  expect(await threadsReady()).toBe(true);
});
afterAll(() => {
  configurePool(POOL);
  configureThreads(THREADS);
});

const NUMERIC: DType[] = ['bool', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64', 'float32', 'float64'];
const PAIRS = NUMERIC.flatMap((from) => NUMERIC.map((to) => [from, to] as [DType, DType])).filter(([from, to]) => wasmCastLoop(from, to) !== undefined);
const WITH_HALF: [DType, DType][] = [...PAIRS, ['float32', 'float16']];

// floats at the edges of the conversions into integers (int32's range, 8/16-bit wrap, rounding)
const EDGES = [2 ** 31, -(2 ** 31), 2 ** 31 - 1, 2 ** 31 - 0.5, -(2 ** 31) - 0.5, -(2 ** 31) - 1, 2 ** 31 - 128, 2 ** 32, 2 ** 32 + 5, -(2 ** 32), 1e10, -1e10,
  255.9, 256, -128.5, -129, 32767.5, 65535.7, 65536, -0.9, 0.9, 16777217, 2 ** 24 + 3, 2 ** 53 + 2];

// 64-bit integers at float32's rounding edges: ties (to even either way), a tie broken by a low
// bit float64 would lose (2^53 + 2^29 + 1), float64's own ties, powers of two and their
// neighbours, the extremes
const EDGES_64 = [2n ** 24n + 1n, 2n ** 24n + 3n, 2n ** 25n + 2n, 2n ** 53n + 2n ** 29n + 1n, 2n ** 53n + 2n ** 29n, 2n ** 53n + 1n, 2n ** 54n + 2n,
  2n ** 62n + 2n ** 38n, 2n ** 62n + 2n ** 38n + 1n, 2n ** 62n + 2n ** 38n - 1n, 2n ** 63n - 1n, 2n ** 32n - 1n, 2n ** 32n, 2n ** 31n + 1n, 1n, 0n,
  2n ** 40n + 2n ** 16n, 2n ** 40n + 2n ** 16n + 2n ** 15n, (2n ** 24n - 1n) * 2n ** 39n + 2n ** 38n];

function operand(d: DType, n: number, seed: number): Storage {
  const x = plain(d, n);
  fill(x, d, seed);
  if (d === 'float32' || d === 'float64') for (let i = 0; i < n; i += 7) (x as Float64Array)[i] = EDGES[(i / 7) % EDGES.length]!;
  // int64: each edge and its negation; uint64: each edge and 2^64 less it
  if (d === 'int64' || d === 'uint64') for (let i = 0; i < n; i += 5) (x as BigInt64Array)[i] = (i % 10 === 0 ? 1n : -1n) * EDGES_64[(i / 5) % EDGES_64.length]!;
  return x;
}

test('the casts with a kernel: the numeric dtypes up to 32 bits and float64, not floats into uint32 or 64-bit integers; 64-bit integers into narrower ones, float32 and float64; bool into and from them; float32 into float16', () => {
  expect(wasmCastLoop('float32', 'float16')).toBeTypeOf('function');
  // 8 sources x 9 targets, less floats into uint32, int64, uint64; int64 and uint64 into the six
  // narrower integers, float32 and float64; bool into the ten numeric dtypes, and they into bool
  expect(PAIRS.length).toBe(66 + 16 + 10 + 10);
  for (const [from, to] of [['float32', 'uint32'], ['float64', 'int64'], ['float32', 'uint64'], ['uint64', 'int64'], ['float64', 'float16'], ['float16', 'float32'], ['bool', 'float16'], ['float16', 'bool']] as const) {
    expect(wasmCastLoop(from, to), `${from} -> ${to}`).toBeUndefined();
  }
});

test.each(WITH_HALF)('cast %s -> %s equals castArray, byte for byte', (from, to) => {
  const loop = wasmCastLoop(from, to)!;
  const jobs = threadStats().jobs;
  for (const n of [1, 3, 15, 16, 17, 33, 1031, 8192 + 17, 70001]) {
    const a = operand(from, n, n + 11);
    const want = castArray(a as never, from, to) as Storage;
    const got = plain(to, n + 2);
    loop(a, got, n, 2);
    expect(hex(got.subarray(2)), `n ${n} through scratch`).toBe(hex(want));
    const pa = pooled(from, n);
    pa.set(a as never);
    const po = pooled(to, n);
    loop(pa, po, n, 0);
    expect(hex(po), `n ${n} pooled`).toBe(hex(want));
  }
  expect(threadStats().jobs).toBeGreaterThan(jobs);
});

test('runCastCpu takes the kernel for whole arrays and castArray for the rest, with the same values', () => {
  const a = operand('float64', 1000, 5);
  const want = castArray(a as never, 'float64', 'int16') as Storage;
  expect(hex(runCastCpu({ data: a, dtype: 'float64', shape: [10, 100] }, 'int16').data)).toBe(hex(want));
  // storage of another type than the dtype's is refused, as castArray refuses it
  expect(() => runCastCpu({ data: new Float32Array(4), dtype: 'float64', shape: [4] }, 'int16')).toThrow();
});

test('float32 -> float16 at its edges equals castArray: NaN payloads, overflow, the subnormal range', () => {
  const edges = [0x7f800001, 0xff801fff, 0x7f802000, 0x7fc00000, 0x7f800000, 0x477fefff, 0x477ff000, 0x477fe000, 0x38800000, 0x387fffff, 0x387ff000,
    0x33000000, 0x33000001, 0x32ffffff, 0x33800000, 0x80000000, 0, 0x3f800fff, 0x3f801000, 0x3f803000, 0xc77ff000];
  const bits = Uint32Array.from({ length: 4 * edges.length + 3 }, (_, i) => edges[i % edges.length]! ^ (i >= 2 * edges.length ? 0x80000000 : 0));
  const a = new Float32Array(bits.buffer);
  const got = new Uint16Array(a.length);
  wasmCastLoop('float32', 'float16')!(a, got, a.length, 0);
  expect(hex(got)).toBe(hex(castArray(a as never, 'float32', 'float16') as Storage));
});

// 64-bit integers into float32 take an exact path where a step's four lie in [-2^51, 2^51)
// (uint64: below 2^51): small values, the path's edges and their neighbours, mixed with large
// ones in the same step (the rounding path), at odd lengths, pooled and split over the threads
test.each([['int64'], ['uint64']] as const)('cast %s -> float32 of small and mixed values equals castArray, byte for byte', (from) => {
  const edges = [0n, 1n, -1n, 2n ** 51n - 1n, -(2n ** 51n), 2n ** 51n, -(2n ** 51n) - 1n, 2n ** 24n + 1n, 2n ** 25n + 3n, 2n ** 50n + 2n ** 26n + 1n, 2n ** 50n + 2n ** 26n, 123456789n];
  let s = 7;
  const next = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0);
  for (const n of [1, 3, 4, 5, 17, 1031, 8192 + 17, 70001]) {
    const a = plain(from, n) as BigInt64Array;
    for (let i = 0; i < n; i++) {
      const r = next() % 16;
      // mostly small (random below 2^51 in magnitude), runs of edges, a few large
      const v = r < 10 ? (BigInt(next()) << 19n) ^ BigInt(next()) : r < 14 ? edges[next() % edges.length]! : (BigInt(next()) << 32n) | BigInt(next());
      a[i] = next() % 2 === 0 ? -v : v;
    }
    const want = castArray(a, from, 'float32') as Float32Array;
    const got = plain('float32', n);
    wasmCastLoop(from, 'float32')!(a, got, n, 0);
    expect(hex(got), `n ${n} through scratch`).toBe(hex(want));
    const pa = pooled(from, n + 1);
    pa.set(a as never, 1);
    const po = pooled('float32', n);
    wasmCastLoop(from, 'float32')!(pa.subarray(1), po, n, 0);
    expect(hex(po), `n ${n} pooled`).toBe(hex(want));
  }
});

// float32 (float64) into the 8/16/32-bit integers take a short path where a step's four
// |x| < 2^22 (2^31): small values, those edges and their neighbours, ±0, halves, mixed in a step
// with NaN (signaling too), ±inf and values beyond int32, at odd lengths, pooled and split over
// the threads
test.each([['float32', 'int32'], ['float32', 'int16'], ['float32', 'uint8'], ['float64', 'int32'], ['float64', 'int8'], ['float64', 'uint16']] as const)('cast %s -> %s of small and mixed values equals castArray, byte for byte', (from, to) => {
  const edges = [0, -0, 0.5, -0.5, 1.5, -1.5, 2 ** 22 - 0.5, -(2 ** 22) + 0.5, 2 ** 22, -(2 ** 22), 2 ** 22 + 1, 4194303.5, -4194303.75, 2 ** 21 + 0.25, 1e-40, -1e-45, 255.5, -128.5, 65535.5];
  const rare = [NaN, -NaN, Infinity, -Infinity, 2 ** 31, -(2 ** 31) - 256, 3e9, -3e38, 2 ** 31 - 0.5, -(2 ** 31) + 0.25, -(2 ** 31), -(2 ** 31) - 0.5, 2 ** 31 - 1];
  let s = 11;
  const next = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0);
  for (const n of [1, 3, 4, 5, 17, 1031, 8192 + 17, 70001]) {
    const a = plain(from, n) as Float32Array;
    for (let i = 0; i < n; i++) {
      const r = next() % 32;
      a[i] = r < 24 ? ((next() / 2 ** 32) - 0.5) * 2 ** (1 + (next() % (from === 'float32' ? 23 : 32))) : r < 31 ? edges[next() % edges.length]! : rare[next() % rare.length]!;
    }
    const bits = new Uint32Array(a.buffer);
    if (n > 3 && from === 'float32') [bits[1], bits[2]] = [0x7fa00001, 0xff800123]; // signaling NaNs
    if (n > 3 && from === 'float64') [bits[3], bits[5]] = [0x7ff40000, 0xfff00001];
    const want = castArray(a, from, to);
    const got = plain(to, n);
    wasmCastLoop(from, to)!(a, got, n, 0);
    expect(hex(got), `n ${n} through scratch`).toBe(hex(want));
    const pa = pooled(from, n + 1);
    pa.set(a as never, 1);
    const po = pooled(to, n);
    wasmCastLoop(from, to)!(pa.subarray(1), po, n, 0);
    expect(hex(po), `n ${n} pooled`).toBe(hex(want));
  }
});

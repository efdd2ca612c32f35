import { dtypeInfo, numberToBfloat16Bits, numberToFloat16Bits, type DType, type Storage } from '@typelattice/dtypes';
import { KernelError } from '@typelattice/kernels-core';
import { log } from './correctly-rounded-exp-log';
import { sincos } from './correctly-rounded-trig';
import { philox4x32, skipCounter, type PhiloxStream } from './philox';
import { ARITH, REAL_LANE, ROUND, sequenceStorage, type RealLane } from './sequence-numbers';

// Random numbers from a Philox stream, as TensorFlow's stateless random ops turn its 32-bit
// words into values (tensorflow/core/lib/random/random_distributions.h): each Philox block gives
// four 32-bit words; a value takes one word (float32, float16, bfloat16, 32-bit integers) or two
// (float64, 64-bit integers); blocks are used in counter order, values in word order.

/**
 * What {@link randomFill} draws: uniform floats in `[low, high)` (NumPy's `uniform`, TensorFlow's
 * `stateless_uniform`), normal floats with `mean` and `stddev` (Box-Muller), or integers in
 * `[low, high)` (`high` exclusive).
 *
 * @example
 * ```ts
 * import type { RandomSpec } from '@typelattice/kernels-cpu';
 * const spec: RandomSpec = { distribution: 'uniform', dtype: 'float32', size: 3, low: 0, high: 1 };
 * ```
 */
export type RandomSpec =
  | { readonly distribution: 'uniform'; readonly dtype: DType; readonly size: number; readonly low: number; readonly high: number }
  | { readonly distribution: 'normal'; readonly dtype: DType; readonly size: number; readonly mean: number; readonly stddev: number }
  | { readonly distribution: 'integers'; readonly dtype: DType; readonly size: number; readonly low: bigint; readonly high: bigint };

/** Reads consecutive 32-bit words of a Philox stream, block after block. */
class Words {
  private readonly counter: Uint32Array;
  private readonly block = new Uint32Array(4);
  private used = 4;
  blocks = 0;

  constructor(private readonly stream: PhiloxStream) {
    this.counter = new Uint32Array(stream.counter);
  }

  /** The next block's four words (the values of one TensorFlow distribution call). */
  next(): Uint32Array {
    philox4x32(this.counter, this.stream.key, this.block);
    skipCounter(this.counter, 1);
    this.blocks++;
    this.used = 0;
    return this.block;
  }

  word(): number {
    if (this.used === 4) this.next();
    return this.block[this.used++]!;
  }
}

/** TensorFlow's Uint32ToFloat: 23 random mantissa bits, a float32 in [0, 1). */
const uint32ToFloat = (x: number): number => (x & 0x7fffff) * 2 ** -23;
/** TensorFlow's Uint64ToDouble: 52 random mantissa bits (20 from `hi`, 32 from `lo`), a float64 in [0, 1). */
const uint64ToDouble = (hi: number, lo: number): number => ((hi & 0xfffff) * 2 ** 32 + lo) * 2 ** -52;
/** TensorFlow's Uint16ToHalf and Uint16ToGfloat16: the low 10 (float16) or 7 (bfloat16) bits of the word as a mantissa, in [0, 1). */
const uint16ToHalf = (x: number, lane: 'float16' | 'bfloat16'): number => (lane === 'float16' ? (x & 0x3ff) * 2 ** -10 : (x & 0x7f) * 2 ** -7);

const TWO_PI = 2 * Math.PI;
const EPSILON_F32 = Math.fround(1e-7);

/** TensorFlow's BoxMullerFloat: two normal float32 values from two words (float32 arithmetic; correctly rounded log, sin, cos). */
function boxMullerFloat(x0: number, x1: number, out: Float64Array): void {
  let u1 = uint32ToFloat(x0);
  if (u1 < EPSILON_F32) u1 = EPSILON_F32;
  const v1 = Math.fround(TWO_PI * uint32ToFloat(x1));
  const u2 = Math.fround(Math.sqrt(Math.fround(-2 * Math.fround(log(u1)))));
  const sc = sincos(v1);
  out[0] = Math.fround(Math.fround(sc[0]!) * u2);
  out[1] = Math.fround(Math.fround(sc[1]!) * u2);
}

/** TensorFlow's BoxMullerDouble: two normal float64 values from four words. */
function boxMullerDouble(x0: number, x1: number, x2: number, x3: number, out: Float64Array): void {
  let u1 = uint64ToDouble(x0, x1);
  if (u1 < 1e-7) u1 = 1e-7;
  const v1 = TWO_PI * uint64ToDouble(x2, x3);
  const u2 = Math.sqrt(-2 * log(u1));
  const sc = sincos(v1);
  out[0] = sc[0]! * u2;
  out[1] = sc[1]! * u2;
}

/**
 * `spec.size` random values of `spec.dtype` from a Philox stream, as TensorFlow's stateless ops
 * compute them from the same words: uniform floats `u * (high - low) + low` in the dtype (`u` with
 * 23 random bits for float32, 52 for float64, 10 and 7 for float16 and bfloat16); normal floats
 * by Box-Muller (TensorFlow's `BoxMullerFloat`/`BoxMullerDouble`, with correctly rounded log, sin
 * and cos, so every platform gives the same values), `z * stddev + mean`; integers `low + w %
 * (high - low)` from one word (32-bit and narrower dtypes) or two (64-bit), as TensorFlow's (its
 * bias, at most `(high - low) / 2^32` relative, is kept). Complex dtypes draw the real and the
 * imaginary part as two values of their component. Returns the values and the number of Philox
 * blocks used (a generator advances its counter by that).
 *
 * @example
 * ```ts
 * import { philoxStream, randomFill } from '@typelattice/kernels-cpu';
 * const stream = philoxStream([1n, 2n]);
 * randomFill({ distribution: 'uniform', dtype: 'float32', size: 4, low: 0, high: 1 }, stream).data;
 * // Float32Array [0.8440604, 0.19204533, 0.9962232, 0.1603874] (tf.random.stateless_uniform([4], seed=[1, 2]))
 * ```
 * @throws KernelError for a dtype the distribution does not take (bool, or a float for integers).
 */
export function randomFill(spec: RandomSpec, stream: PhiloxStream): { data: Storage; blocks: number } {
  const { dtype, size } = spec;
  const words = new Words(stream);
  const info = dtypeInfo(dtype);
  const lane = REAL_LANE[dtype];
  if (spec.distribution === 'integers') {
    if (info.kind !== 'i' && info.kind !== 'u') throw new KernelError(`randomFill: integers need an integer dtype, got ${dtype}.`);
    return { data: integers(spec.low, spec.high, dtype, size, words), blocks: words.blocks };
  }
  if (lane === undefined) throw new KernelError(`randomFill: ${spec.distribution} values need a float or complex dtype, got ${dtype}.`);
  const count = size * info.lanes;
  const reals = spec.distribution === 'uniform' ? uniformReals(lane, count, spec.low, spec.high, words) : normalReals(lane, count, spec.mean, spec.stddev, words);
  return { data: store(reals, dtype, lane), blocks: words.blocks };
}

function store(reals: Float64Array, dtype: DType, lane: RealLane): Storage {
  const out = sequenceStorage(dtype, reals.length / dtypeInfo(dtype).lanes);
  if (lane === 'float16' || lane === 'bfloat16') {
    const bits = lane === 'float16' ? numberToFloat16Bits : numberToBfloat16Bits;
    for (let i = 0; i < reals.length; i++) (out as Uint16Array)[i] = bits(reals[i]!);
  } else (out as Float32Array | Float64Array).set(reals);
  return out;
}

function uniformReals(lane: RealLane, count: number, low: number, high: number, words: Words): Float64Array {
  const op = ARITH[lane];
  const lo = ROUND[lane](low);
  const range = op(ROUND[lane](high) - lo);
  const out = new Float64Array(count);
  if (lane === 'float64') {
    // two words a value: a block holds two
    for (let i = 0; i < count; i += 2) {
      const b = words.next();
      out[i] = uint64ToDouble(b[0]!, b[1]!) * range + lo;
      if (i + 1 < count) out[i + 1] = uint64ToDouble(b[2]!, b[3]!) * range + lo;
    }
    return out;
  }
  for (let i = 0; i < count; i++) {
    const w = words.word();
    const u = lane === 'float32' ? uint32ToFloat(w) : uint16ToHalf(w, lane);
    out[i] = op(op(u * range) + lo);
  }
  return out;
}

function normalReals(lane: RealLane, count: number, mean: number, stddev: number, words: Words): Float64Array {
  const op = ARITH[lane];
  const round = ROUND[lane];
  const [m, s] = [round(mean), round(stddev)];
  const out = new Float64Array(count);
  const pair = new Float64Array(2);
  if (lane === 'float64') {
    // four words a pair of values: a block holds two
    for (let i = 0; i < count; i += 2) {
      const b = words.next();
      boxMullerDouble(b[0]!, b[1]!, b[2]!, b[3]!, pair);
      out[i] = pair[0]! * s + m;
      if (i + 1 < count) out[i + 1] = pair[1]! * s + m;
    }
    return out;
  }
  for (let i = 0; i < count; i += 4) {
    const b = words.next();
    for (let j = 0; j < 4 && i + j < count; j += 2) {
      boxMullerFloat(b[j]!, b[j + 1]!, pair);
      // float16 and bfloat16 round the float32 normal to the half before scaling
      out[i + j] = op(op(round(pair[0]!) * s) + m);
      if (i + j + 1 < count) out[i + j + 1] = op(op(round(pair[1]!) * s) + m);
    }
  }
  return out;
}

function integers(low: bigint, high: bigint, dtype: DType, size: number, words: Words): Storage {
  const out = sequenceStorage(dtype, size) as { [i: number]: number | bigint } & Storage;
  const wide = dtypeInfo(dtype).bits === 64;
  if (wide) {
    // a range of 2^64 (0 in 64 bits) takes the words as they are
    const range = BigInt.asUintN(64, high - low);
    const mod = (x: bigint) => (range === 0n ? x : x % range);
    const wrap = dtypeInfo(dtype).kind === 'u' ? (v: bigint) => BigInt.asUintN(64, v) : (v: bigint) => BigInt.asIntN(64, v);
    for (let i = 0; i < size; i += 2) {
      const b = words.next();
      const bits0 = BigInt(b[0]!) | (BigInt(b[1]!) << 32n);
      out[i] = wrap(low + mod(bits0));
      if (i + 1 < size) out[i + 1] = wrap(low + mod(BigInt(b[2]!) | (BigInt(b[3]!) << 32n)));
    }
    return out;
  }
  const range = Number(BigInt.asUintN(32, high - low));
  const lo = Number(low);
  // the store into the dtype's TypedArray wraps as TensorFlow's unsigned add does
  // (a range of 2^32, 0 in 32 bits, takes the words as they are)
  for (let i = 0; i < size; i++) out[i] = lo + (range === 0 ? words.word() : words.word() % range);
  return out;
}

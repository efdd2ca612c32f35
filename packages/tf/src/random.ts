import { dtypeInfo, iinfo, toDType, type DType, type StorageOf } from '@typelattice/dtypes';
import { philoxStream, randomFill, skipCounter, type PhiloxStream, type RandomSpec } from '@typelattice/kernels-cpu';
import type { CreationFunction, CreationRules } from '@typelattice/promotion';
import { castTensor } from './cast';
import type { DTypeLike } from './create';
import { expectOperand, freeRules, refusalError } from './creation-rules';
import { ValueError } from './errors';
import { describe } from './infer';
import { checkShape, checkSize } from './shape';
import { Tensor } from './tensor';

// Seeded random numbers: Philox4x32-10 streams, as TensorFlow's stateless random ops make them
// (packages/kernels-cpu/src/philox.ts, random-fill.ts): a seed gives the same values on every
// platform, and the same as `tf.random.stateless_uniform(shape, seed=[seed, 0])`.

/**
 * A seed: a number or `bigint` (TensorFlow's seed pair `[seed, 0]`), or the pair `[s0, s1]` of
 * `tf.random.stateless_uniform(shape, seed=[s0, s1])`. Each part is a 64-bit integer (negative
 * numbers wrap, as in TensorFlow).
 *
 * @example
 * ```ts
 * import type { RandomSeed } from '@typelattice/tf';
 * const seed: RandomSeed = [1, 2];
 * ```
 */
export type RandomSeed = number | bigint | readonly [number | bigint, number | bigint];

const part = (x: unknown, what: string): bigint => {
  if (typeof x === 'bigint') return BigInt.asIntN(64, x);
  if (typeof x === 'number' && Number.isSafeInteger(x)) return BigInt.asIntN(64, BigInt(x));
  throw new ValueError(`${what}: a seed is an integer (a number up to 2^53, or a bigint), or a pair of them; got ${describe(x)}.`);
};

/** The seed pair of a seed, or a fresh one from the platform's random source where none is given. */
function seedPair(seed: unknown, what: string): [bigint, bigint] {
  if (seed === undefined || seed === null) {
    const words = new Uint32Array(4);
    globalThis.crypto.getRandomValues(words);
    return [BigInt(words[0]!) | (BigInt(words[1]!) << 32n), BigInt(words[2]!) | (BigInt(words[3]!) << 32n)];
  }
  if (Array.isArray(seed)) {
    if (seed.length !== 2) throw new ValueError(`${what}: a seed pair has two integers, [s0, s1]; got ${seed.length}.`);
    return [part(seed[0], what), part(seed[1], what)];
  }
  return [part(seed, what), 0n];
}

const realOf = (x: unknown, name: string, what: string): number => {
  if (typeof x === 'number') return x;
  if (typeof x === 'bigint') return Number(x);
  if (x instanceof Tensor && x.size === 1 && x.weak) return Number(x.dataSync()[0]);
  throw new ValueError(`${what}: ${name} must be a number; got ${describe(x)}.`);
};

const intOf = (x: unknown, name: string, what: string): bigint => {
  if (typeof x === 'bigint') return x;
  if (typeof x === 'number' && Number.isSafeInteger(x)) return BigInt(x);
  if (x instanceof Tensor && x.size === 1 && x.weak && dtypeInfo(x.dtype).kind !== 'f') return BigInt(x.dataSync()[0] as number);
  throw new ValueError(`${what}: ${name} must be an integer; got ${describe(x)}.`);
};

/** What a draw asks for, before the dtype is decided. */
type Draw =
  | { readonly distribution: 'uniform'; readonly a: unknown; readonly b: unknown }
  | { readonly distribution: 'normal'; readonly a: unknown; readonly b: unknown }
  | { readonly distribution: 'integers'; readonly a: unknown; readonly b: unknown };

const FN: Readonly<Record<Draw['distribution'], CreationFunction>> = { uniform: 'random_uniform', normal: 'random_normal', integers: 'random_integers' };

/** One draw from a stream under a policy's rules: the values and the Philox blocks used. */
function draw(rules: CreationRules, draw: Draw, shape: readonly number[], dtype: DTypeLike | undefined, stream: PhiloxStream, what: string): { tensor: Tensor; blocks: number } {
  const target = checkShape(shape, what);
  const fn = FN[draw.distribution];
  const d = dtype === undefined ? (expectOperand(what, rules.defaultResult(fn), rules, 'Pass a dtype.') as DType) : toDType(dtype);
  const refusal = rules.dtypeRefusal(fn, d);
  if (refusal !== undefined) throw refusalError(what, refusal, rules, draw.distribution === 'integers' ? "Pass an integer dtype (e.g. 'int32')." : "Pass a float dtype (e.g. 'float32').");
  const size = checkSize(target, d, what);
  let spec: RandomSpec;
  let cast: DType | undefined;
  if (draw.distribution === 'integers') {
    const low = intOf(draw.a, 'minval', what);
    const high = intOf(draw.b, 'maxval', what);
    if (!(low < high)) throw new ValueError(`${what}: minval must be below maxval (maxval is excluded); got ${low} and ${high}.`);
    const integer = dtypeInfo(d).kind === 'i' || dtypeInfo(d).kind === 'u';
    // PyTorch draws integers into float dtypes too: drawn as int64, then converted
    const drawn = integer ? d : 'int64';
    if (!integer) cast = d;
    const { min, max } = iinfo(drawn);
    if (low < min || high - 1n > max) {
      throw new ValueError(`${what}: [${low}, ${high}) is not within ${drawn} (${min} to ${max}). Pass bounds the dtype holds, or a wider dtype.`);
    }
    spec = { distribution: 'integers', dtype: drawn, size, low, high };
  } else if (draw.distribution === 'uniform') {
    spec = { distribution: 'uniform', dtype: d, size, low: realOf(draw.a, 'minval', what), high: realOf(draw.b, 'maxval', what) };
  } else {
    const stddev = realOf(draw.b, 'stdDev', what);
    spec = { distribution: 'normal', dtype: d, size, mean: realOf(draw.a, 'mean', what), stddev };
  }
  const { data, blocks } = randomFill(spec, stream);
  const t = new Tensor(data as StorageOf<DType>, spec.dtype, target);
  return { tensor: cast === undefined ? t : castTensor(t, cast), blocks };
}

/** A seeded draw under a policy's rules (the free functions and the ops methods). */
export function randomWith(rules: CreationRules, d: Draw, shape: readonly number[], dtype: DTypeLike | undefined, seed: unknown, what: string): Tensor {
  return draw(rules, d, shape, dtype, philoxStream(seedPair(seed, what)), what).tensor;
}

/**
 * Uniform random floats in `[minval, maxval)`, as TF.js's `randomUniform` and
 * `tf.random.stateless_uniform`: the same `seed` gives the same values on every platform (and
 * TensorFlow's own, bit for bit: `seed` is its pair `[seed, 0]`); without a seed, a fresh one.
 * Default dtype float32 (`createOps({ policy }).randomUniform`: NumPy and JAX x64 float64).
 * Values: Philox4x32-10, 23 random mantissa bits for float32 (52 for float64), `u * (maxval -
 * minval) + minval` in the dtype.
 *
 * @example
 * ```ts
 * import { randomUniform } from '@typelattice/tf';
 * randomUniform([3], 0, 1, 'float32', 7).dtype; // -> 'float32'
 * randomUniform([2], 0, 1, 'float32', [1, 2]).toArray(); // -> [0.8440604209899902, 0.19204533100128174]
 * randomUniform([4], -1, 1, 'float64', 3).toArray().every((x) => x >= -1 && x < 1); // -> true
 * ```
 * @throws DTypeError for a dtype that is not a float (policy: its library's float dtypes).
 */
export function randomUniform(shape: readonly number[], minval = 0, maxval = 1, dtype?: DTypeLike, seed?: RandomSeed): Tensor {
  return randomWith(freeRules(), { distribution: 'uniform', a: minval, b: maxval }, shape, dtype, seed, 'randomUniform');
}

/**
 * Normal random floats with `mean` and `stdDev`, as TF.js's `randomNormal` and
 * `tf.random.stateless_normal`: Box-Muller on Philox words as TensorFlow's `BoxMullerFloat`,
 * with correctly rounded log, sin and cos, so a seed gives the same values everywhere. Default
 * dtype float32 (the policy's default float under `createOps`).
 *
 * @example
 * ```ts
 * import { randomNormal } from '@typelattice/tf';
 * randomNormal([2, 2], 0, 1, undefined, 42).shape; // -> [2, 2]
 * randomNormal([2], 10, 0, 'float64', 1).toArray(); // -> [10, 10]
 * ```
 */
export function randomNormal(shape: readonly number[], mean = 0, stdDev = 1, dtype?: DTypeLike, seed?: RandomSeed): Tensor {
  return randomWith(freeRules(), { distribution: 'normal', a: mean, b: stdDev }, shape, dtype, seed, 'randomNormal');
}

/**
 * Uniform random integers in `[minval, maxval)` (`maxval` excluded), as TF.js's
 * `randomUniformInt` and `tf.random.stateless_uniform` with an integer dtype: `minval + w %
 * (maxval - minval)` from one 32-bit word (two for 64-bit dtypes), TensorFlow's values for its
 * seed. Default dtype int32 (`createOps({ policy }).randomUniformInt`: NumPy int64).
 *
 * @example
 * ```ts
 * import { randomUniformInt } from '@typelattice/tf';
 * randomUniformInt([4], 0, 10, 5).toArray().every((x) => x >= 0 && x < 10); // -> true
 * randomUniformInt([2], 0, 10, [1, 2]).dtype; // -> 'int32'
 * ```
 * @throws ValueError where minval is not below maxval or the bounds do not fit the dtype.
 */
export function randomUniformInt(shape: readonly number[], minval: number | bigint, maxval: number | bigint, seed?: RandomSeed, dtype?: DTypeLike): Tensor {
  return randomWith(freeRules(), { distribution: 'integers', a: minval, b: maxval }, shape, dtype, seed, 'randomUniformInt');
}

/**
 * A seeded generator whose draws follow one another, as `tf.random.Generator.from_seed(seed)`
 * and NumPy's `default_rng(seed)`: each call takes the next Philox blocks of one stream, so a
 * program that makes the same calls gets the same values. Its dtypes follow the policy it was
 * made under (`createOps({ policy: 'numpy' }).randomGenerator(0).uniform([3])` is float64).
 *
 * @example
 * ```ts
 * import { randomGenerator } from '@typelattice/tf';
 * const g = randomGenerator(1);
 * const a = g.uniform([2]);
 * const b = g.uniform([2]);
 * a.toArray()[0] === b.toArray()[0]; // -> false
 * randomGenerator(1).uniform([2]).toArray()[0] === a.toArray()[0]; // -> true
 * ```
 */
export interface RandomGenerator {
  /** The seed pair the stream started from. */
  readonly seed: readonly [bigint, bigint];
  /** Uniform floats in `[minval, maxval)` ({@link randomUniform}). */
  uniform(shape: readonly number[], minval?: number, maxval?: number, dtype?: DTypeLike): Tensor;
  /** Normal floats ({@link randomNormal}). */
  normal(shape: readonly number[], mean?: number, stdDev?: number, dtype?: DTypeLike): Tensor;
  /** Integers in `[minval, maxval)` ({@link randomUniformInt}). */
  integers(shape: readonly number[], minval: number | bigint, maxval: number | bigint, dtype?: DTypeLike): Tensor;
}

/** A generator drawing under the rules `rules()` gives at each call. */
export function generatorWith(rules: () => CreationRules, seed: unknown, what: string): RandomGenerator {
  const pair = seedPair(seed, what);
  const start = philoxStream(pair);
  const stream: PhiloxStream = { key: start.key, counter: new Uint32Array(start.counter) };
  const next = (d: Draw, shape: readonly number[], dtype: DTypeLike | undefined, name: string): Tensor => {
    const { tensor, blocks } = draw(rules(), d, shape, dtype, stream, `${what}.${name}`);
    skipCounter(stream.counter, blocks);
    return tensor;
  };
  return Object.freeze({
    seed: Object.freeze(pair) as readonly [bigint, bigint],
    uniform: (shape: readonly number[], minval = 0, maxval = 1, dtype?: DTypeLike) => next({ distribution: 'uniform', a: minval, b: maxval }, shape, dtype, 'uniform'),
    normal: (shape: readonly number[], mean = 0, stdDev = 1, dtype?: DTypeLike) => next({ distribution: 'normal', a: mean, b: stdDev }, shape, dtype, 'normal'),
    integers: (shape: readonly number[], minval: number | bigint, maxval: number | bigint, dtype?: DTypeLike) => next({ distribution: 'integers', a: minval, b: maxval }, shape, dtype, 'integers'),
  });
}

/** A {@link RandomGenerator} seeded with `seed` (see there). @example `randomGenerator(0).normal([2]).dtype; // 'float32'` */
export function randomGenerator(seed?: RandomSeed): RandomGenerator {
  return generatorWith(freeRules, seed, 'randomGenerator');
}

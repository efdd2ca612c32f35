import type { CreationRules } from '@typelattice/promotion';
import type { DTypeLike } from './create';
import { fillWith, filledWith } from './create';
import { rangeWith, type RangeNumber } from './arange';
import { likeWith } from './create-like';
import { eyeWith } from './eye';
import { linspaceWith, type LinspaceNumber } from './linspace';
import { meshgridWith, type MeshgridOptions } from './meshgrid';
import { generatorWith, randomWith, type RandomGenerator, type RandomSeed } from './random';
import { triangleWith } from './triangle';
import type { OperandLike, Tensor } from './tensor';
import type { Scalar } from './infer';

/**
 * The creation functions of an ops object (`createOps({ policy }).zeros`, and the free functions
 * of each policy's entry point): the free functions of `@typelattice/tf` under the policy's own
 * defaults, as its library gives them where the call names no dtype (NumPy and JAX x64: int64 and
 * float64; JAX x32: int32 and float32; PyTorch: int64 and float32; TensorFlow's: int32 and float32).
 *
 * @example
 * ```ts
 * import { createOps } from '@typelattice/tf';
 * createOps({ policy: 'numpy' }).zeros([2]).dtype; // -> 'float64'
 * createOps({ policy: 'jax', mode: 'x32' }).arange(3).dtype; // -> 'int32'
 * createOps({ policy: 'torch' }).linspace(0, 1, 3).dtype; // -> 'float32'
 * ```
 */
export interface CreationFns {
  /** A tensor of zeros in the policy's default float where no dtype is given. */
  zeros(shape: readonly number[], dtype?: DTypeLike): Tensor;
  /** A tensor of ones in the policy's default float where no dtype is given. */
  ones(shape: readonly number[], dtype?: DTypeLike): Tensor;
  /** A tensor the program will overwrite (zeros here), in the policy's default float. */
  empty(shape: readonly number[], dtype?: DTypeLike): Tensor;
  /** A tensor with every element `value`, its dtype inferred as the policy's library infers it. */
  fill(shape: readonly number[], value: Scalar | Tensor, dtype?: DTypeLike): Tensor;
  /** {@link CreationFns.fill} under its Array API name. */
  full(shape: readonly number[], value: Scalar | Tensor, dtype?: DTypeLike): Tensor;
  /** Zeros of a tensor's shape and dtype. */
  zerosLike(x: OperandLike, dtype?: DTypeLike): Tensor;
  /** Ones of a tensor's shape and dtype. */
  onesLike(x: OperandLike, dtype?: DTypeLike): Tensor;
  /** An unchosen (zero) tensor of a tensor's shape and dtype. */
  emptyLike(x: OperandLike, dtype?: DTypeLike): Tensor;
  /** One value in a tensor's shape and dtype. */
  fullLike(x: OperandLike, value: Scalar | Tensor, dtype?: DTypeLike): Tensor;
  /** Ones on a diagonal, zeros elsewhere, in the policy's default float. */
  eye(numRows: number, numColumns?: number, batchShape?: readonly number[], dtype?: DTypeLike, k?: number | bigint): Tensor;
  /** Evenly spaced values over an interval, in the policy's default float. */
  linspace(start: LinspaceNumber, stop: LinspaceNumber, num: number, dtype?: DTypeLike, endpoint?: boolean): Tensor;
  /** Evenly spaced values by a step, the stop excluded, its dtype inferred as the policy's library infers it. */
  range(start: RangeNumber, limit?: RangeNumber, delta?: RangeNumber, dtype?: DTypeLike): Tensor;
  /** {@link CreationFns.range} under its Array API name. */
  arange(start: RangeNumber, limit?: RangeNumber, delta?: RangeNumber, dtype?: DTypeLike): Tensor;
  /** Coordinate grids from 1-D coordinate tensors. */
  meshgrid(...args: readonly (OperandLike | MeshgridOptions)[]): Tensor[];
  /** The lower triangle of each matrix, zeros above. */
  tril(x: OperandLike, k?: number): Tensor;
  /** The upper triangle of each matrix, zeros below. */
  triu(x: OperandLike, k?: number): Tensor;
  /** Uniform random floats in `[minval, maxval)`, reproducible from a seed, in the policy's default float. */
  randomUniform(shape: readonly number[], minval?: number, maxval?: number, dtype?: DTypeLike, seed?: RandomSeed): Tensor;
  /** Normal random floats, reproducible from a seed, in the policy's default float. */
  randomNormal(shape: readonly number[], mean?: number, stdDev?: number, dtype?: DTypeLike, seed?: RandomSeed): Tensor;
  /** Uniform random integers in `[minval, maxval)`, reproducible from a seed, in the policy's default int. */
  randomUniformInt(shape: readonly number[], minval: number | bigint, maxval: number | bigint, seed?: RandomSeed, dtype?: DTypeLike): Tensor;
  /** A seeded generator whose draws follow one another, under the policy's defaults. */
  randomGenerator(seed?: RandomSeed): RandomGenerator;
}

/** The rules of a policy and mode at each call (an ops object's, or a policy entry's). */
type Rules = () => CreationRules;

// Each creation function built on its own, so that a policy entry's bundle keeps the ones its
// program calls (an object of all of them would keep every one).
export const boundZeros = (rules: Rules): CreationFns['zeros'] => (shape, dtype) => filledWith(rules(), shape, dtype, 0, 'zeros');
export const boundOnes = (rules: Rules): CreationFns['ones'] => (shape, dtype) => filledWith(rules(), shape, dtype, 1, 'ones');
export const boundEmpty = (rules: Rules): CreationFns['empty'] => (shape, dtype) => filledWith(rules(), shape, dtype, 0, 'empty');
export const boundFill = (rules: Rules): CreationFns['fill'] => (shape, value, dtype) => fillWith(rules(), shape, value, dtype, 'fill');
export const boundZerosLike = (rules: Rules): CreationFns['zerosLike'] => (x, dtype) => likeWith(rules(), 'zeros_like', x, undefined, dtype, 'zerosLike');
export const boundOnesLike = (rules: Rules): CreationFns['onesLike'] => (x, dtype) => likeWith(rules(), 'ones_like', x, undefined, dtype, 'onesLike');
export const boundEmptyLike = (rules: Rules): CreationFns['emptyLike'] => (x, dtype) => likeWith(rules(), 'empty_like', x, undefined, dtype, 'emptyLike');
export const boundFullLike = (rules: Rules): CreationFns['fullLike'] => (x, value, dtype) => likeWith(rules(), 'full_like', x, value, dtype, 'fullLike');
export const boundEye = (rules: Rules): CreationFns['eye'] => (numRows, numColumns, batchShape, dtype, k = 0) => eyeWith(rules(), numRows, numColumns, batchShape, dtype, k, 'eye');
export const boundLinspace = (rules: Rules): CreationFns['linspace'] => (start, stop, num, dtype, endpoint = true) => linspaceWith(rules(), start, stop, num, dtype, endpoint, 'linspace');
export const boundRange = (rules: Rules): CreationFns['range'] => (start, limit, delta, dtype) => rangeWith(rules(), start, limit, delta, dtype, 'range');
export const boundMeshgrid = (rules: Rules): CreationFns['meshgrid'] => (...args) => meshgridWith(rules(), args, 'meshgrid');
export const boundTril = (rules: Rules): CreationFns['tril'] => (x, k = 0) => triangleWith(rules(), x, k, false, 'tril');
export const boundTriu = (rules: Rules): CreationFns['triu'] => (x, k = 0) => triangleWith(rules(), x, k, true, 'triu');
export const boundRandomUniform = (rules: Rules): CreationFns['randomUniform'] => (shape, minval = 0, maxval = 1, dtype, seed) =>
  randomWith(rules(), { distribution: 'uniform', a: minval, b: maxval }, shape, dtype, seed, 'randomUniform');
export const boundRandomNormal = (rules: Rules): CreationFns['randomNormal'] => (shape, mean = 0, stdDev = 1, dtype, seed) =>
  randomWith(rules(), { distribution: 'normal', a: mean, b: stdDev }, shape, dtype, seed, 'randomNormal');
export const boundRandomUniformInt = (rules: Rules): CreationFns['randomUniformInt'] => (shape, minval, maxval, seed, dtype) =>
  randomWith(rules(), { distribution: 'integers', a: minval, b: maxval }, shape, dtype, seed, 'randomUniformInt');
export const boundRandomGenerator = (rules: Rules): CreationFns['randomGenerator'] => (seed) => generatorWith(rules, seed, 'randomGenerator');

/** The creation functions under the rules `rules()` gives at each call (an ops object's policy and mode). */
export function creationFunctions(rules: Rules): CreationFns {
  const fill = boundFill(rules);
  const range = boundRange(rules);
  return {
    zeros: boundZeros(rules),
    ones: boundOnes(rules),
    empty: boundEmpty(rules),
    fill,
    full: fill,
    zerosLike: boundZerosLike(rules),
    onesLike: boundOnesLike(rules),
    emptyLike: boundEmptyLike(rules),
    fullLike: boundFullLike(rules),
    eye: boundEye(rules),
    linspace: boundLinspace(rules),
    range,
    arange: range,
    meshgrid: boundMeshgrid(rules),
    tril: boundTril(rules),
    triu: boundTriu(rules),
    randomUniform: boundRandomUniform(rules),
    randomNormal: boundRandomNormal(rules),
    randomUniformInt: boundRandomUniformInt(rules),
    randomGenerator: boundRandomGenerator(rules),
  };
}

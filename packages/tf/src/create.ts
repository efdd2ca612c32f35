import { fromValues, toDType, type DType, type DTypeCode, type StorageOf } from '@typelattice/dtypes';
import { castTensor } from './cast';
import { ValueError, shapeMismatch } from './errors';
import { describe, inferDType, isIntegerNumber, type Scalar } from './infer';
import { checkShape, flattenNested, formatShape, shapeSize, type Shape } from './shape';
import { Tensor, type TensorLike } from './tensor';
import { typedArrayDType } from './typed-array';

export type { TensorLike };

/**
 * A dtype by name (`'float32'`) or short code (`'f32'`).
 *
 * @example
 * ```ts
 * import { zeros, type DTypeLike } from '@typelattice/tf';
 * const d: DTypeLike = 'bf16';
 * zeros([1], d).dtype; // 'bfloat16'
 * ```
 */
export type DTypeLike = DType | DTypeCode;

const FLOAT_DTYPES: readonly DType[] = ['bfloat16', 'float16', 'float32', 'float64'];
const isIntegerDType = (d: DType): boolean => d !== 'bool' && !FLOAT_DTYPES.includes(d) && !d.startsWith('complex');

/** Refuses what TensorFlow refuses before storing: non-integers into integer dtypes, non-booleans into bool. */
function checkElements(flat: readonly unknown[], dtype: DType): void {
  for (let i = 0; i < flat.length; i++) {
    const x = flat[i];
    if (dtype === 'bool' ? typeof x !== 'boolean' : isIntegerDType(dtype) && typeof x === 'number' && !Number.isInteger(x)) {
      throw new ValueError(
        `Cannot convert ${describe(x)} (element ${i}) to a ${dtype} tensor: ` +
          (dtype === 'bool'
            ? 'a bool tensor takes only true/false. Compare instead (e.g. x !== 0), or create it as a number dtype and cast.'
            : `it is not an integer. Round it first, or create a float tensor and .cast('${dtype}').`),
      );
    }
  }
}

/**
 * Creates a tensor from values, as `tf.constant` does.
 *
 * Default dtypes, as TensorFlow infers them: integers -> int32 (int64 when one does not fit, or
 * when one is a `bigint`), other numbers -> float32, booleans -> bool, `{ re, im }` -> complex128,
 * empty -> float32; a TypedArray keeps its dtype (`Float64Array` -> float64). With an explicit
 * dtype, a value that does not fit (out of range, a fraction for an integer dtype) is refused;
 * use `.cast()` for wrap-around. With `shape`, a single value fills the shape, otherwise the
 * number of values must match.
 *
 * @example
 * ```ts
 * import { constant } from '@typelattice/tf';
 * constant([1, 2, 3]).dtype; // -> 'int32'
 * constant([1, 2.5]).dtype; // -> 'float32'
 * constant(new Float64Array([1, 2])).dtype; // -> 'float64'
 * constant({ re: 1, im: -1 }).toString(); // -> 'tf.Tensor((1-1j), shape=(), dtype=complex128)'
 * constant(7, 'uint8', [2, 2]).toArray(); // -> [[7, 7], [7, 7]]
 * ```
 */
export function constant<D extends DType>(values: TensorLike, dtype: D | DTypeCode, shape?: readonly number[]): Tensor<D>;
export function constant(values: TensorLike, dtype?: DTypeLike, shape?: readonly number[]): Tensor;
export function constant(values: TensorLike, dtype?: DTypeLike, shape?: readonly number[]): Tensor {
  const want = dtype === undefined ? undefined : toDType(dtype);
  if (values instanceof Tensor) {
    const t = castTensor(values, want ?? values.dtype);
    return shape === undefined ? t : reshapeValues(t.toArray() as TensorLike, t.dtype, shape);
  }
  const typed = typedArrayDType(values);
  let flat: unknown[];
  let inferredShape: Shape;
  if (typed !== undefined) {
    flat = Array.from(values as ArrayLike<unknown>);
    inferredShape = [flat.length];
  } else {
    ({ flat, shape: inferredShape } = flattenNested(values));
  }
  const d = want ?? typed ?? inferDType(flat);
  return fromFlat(flat, d, inferredShape, shape);
}

function reshapeValues(values: TensorLike, dtype: DType, shape: readonly number[]): Tensor {
  const { flat, shape: from } = flattenNested(values);
  return fromFlat(flat, dtype, from, shape);
}

function fromFlat(flat: unknown[], dtype: DType, from: Shape, shape?: readonly number[]): Tensor {
  let target = from;
  if (shape !== undefined) {
    target = checkShape(shape, 'constant');
    const n = shapeSize(target);
    if (flat.length === 1 && n !== 1) flat = new Array(n).fill(flat[0]);
    else if (flat.length !== n) {
      throw shapeMismatch(
        `constant: ${flat.length} values cannot fill shape ${formatShape(target)} (${n} elements)`,
        from,
        target,
        'Pass as many values as the shape has elements, or a single value to fill it.',
      );
    }
  }
  checkElements(flat, dtype);
  const storage = fromValues(dtype, flat as Scalar[]) as StorageOf<DType>;
  return new Tensor(storage, dtype, target);
}

/**
 * A tensor of `shape` with every element `value`, as `tf.fill` does (dtype inferred from the
 * value as {@link constant} does, unless given).
 *
 * @example
 * ```ts
 * import { fill } from '@typelattice/tf';
 * fill([2], 3).toString(); // -> 'tf.Tensor([3 3], shape=(2,), dtype=int32)'
 * ```
 */
export function fill(shape: readonly number[], value: Scalar, dtype?: DTypeLike): Tensor {
  const d = dtype === undefined ? inferDType([value]) : toDType(dtype);
  return fromFlat([value], d, [], shape);
}

/**
 * A tensor of zeros (default dtype float32), as `tf.zeros`.
 *
 * @example
 * ```ts
 * import { zeros } from '@typelattice/tf';
 * zeros([2, 2], 'int8').toArray(); // -> [[0, 0], [0, 0]]
 * ```
 */
export function zeros<D extends DType = 'float32'>(shape: readonly number[], dtype?: D | DTypeCode): Tensor<D> {
  return filled(shape, dtype, 0) as Tensor<D>;
}

/**
 * A tensor of ones (default dtype float32), as `tf.ones`.
 *
 * @example
 * ```ts
 * import { ones } from '@typelattice/tf';
 * ones([3]).toString(); // -> 'tf.Tensor([1. 1. 1.], shape=(3,), dtype=float32)'
 * ```
 */
export function ones<D extends DType = 'float32'>(shape: readonly number[], dtype?: D | DTypeCode): Tensor<D> {
  return filled(shape, dtype, 1) as Tensor<D>;
}

function filled(shape: readonly number[], dtype: DTypeLike | undefined, one: 0 | 1): Tensor {
  const d = dtype === undefined ? 'float32' : toDType(dtype);
  const value: Scalar = d === 'bool' ? one === 1 : d === 'int64' || d === 'uint64' ? BigInt(one) : one;
  return fromFlat([value], d, [], shape);
}

/**
 * A 1-D tensor `start, start + delta, …` up to but excluding `limit`, as `tf.range`: with one
 * argument it counts from 0. Integer arguments give int32, any fractional one float32, unless a
 * dtype is given.
 *
 * @example
 * ```ts
 * import { range } from '@typelattice/tf';
 * range(5).toArray(); // -> [0, 1, 2, 3, 4]
 * range(1, 2, 0.5).toString(); // -> 'tf.Tensor([1.  1.5], shape=(2,), dtype=float32)'
 * ```
 */
export function range(start: number, limit?: number, delta = 1, dtype?: DTypeLike): Tensor {
  if (limit === undefined) [start, limit] = [0, start];
  for (const [name, v] of [['start', start], ['limit', limit], ['delta', delta]] as const) {
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new ValueError(`range: ${name} must be a finite number, got ${describe(v)}.`);
    }
  }
  if (delta === 0) throw new ValueError('range: delta must not be 0 (it would never reach the limit).');
  const n = Math.max(0, Math.ceil((limit - start) / delta));
  const d = dtype === undefined ? ([start, limit, delta].every(isIntegerNumber) ? 'int32' : 'float32') : toDType(dtype);
  const flat = Array.from({ length: n }, (_, i) => start + i * delta);
  const values = d === 'int64' || d === 'uint64' ? flat.map((x) => (Number.isInteger(x) ? BigInt(x) : x)) : flat;
  return fromFlat(values, d, [n]);
}


import { toDType, type DType, type StorageOf } from '@typelattice/dtypes';
import { eye as eyeKernel } from '@typelattice/kernels-cpu';
import type { CreationRules } from '@typelattice/promotion';
import type { DTypeLike } from './create';
import { expectOperand, freeRules, refusalError } from './creation-rules';
import { ValueError } from './errors';
import { describe } from './infer';
import { checkShape, checkSize } from './shape';
import { Tensor } from './tensor';

const count = (x: unknown, name: string, what: string): number => {
  if (typeof x !== 'number' || !Number.isSafeInteger(x) || x < 0) {
    throw new ValueError(`${what}: ${name} must be a non-negative integer; got ${describe(x)}.`);
  }
  return x;
};

/** `eye` under a policy's creation rules. */
export function eyeWith(rules: CreationRules, numRows: unknown, numColumns: unknown, batchShape: unknown, dtype: DTypeLike | undefined, k: unknown, what: string): Tensor {
  const rows = count(numRows, 'numRows', what);
  const cols = numColumns === undefined || numColumns === null ? rows : count(numColumns, 'numColumns', what);
  const batch = batchShape === undefined || batchShape === null ? [] : checkShape(batchShape as readonly number[], what);
  if (!(typeof k === 'bigint' || (typeof k === 'number' && Number.isInteger(k)))) throw new ValueError(`${what}: k, the diagonal's offset, must be an integer; got ${describe(k)}.`);
  // NumPy takes any Python int: a diagonal past the matrix leaves it all zeros, as the clamped one does
  const offset = Number(k < 0 ? (BigInt(k) < BigInt(-rows) ? BigInt(-rows) : BigInt(k)) : BigInt(k) > BigInt(cols) ? BigInt(cols) : BigInt(k));
  const d: DType = dtype === undefined ? (expectOperand(what, rules.defaultResult('eye', undefined, typeof k === 'bigint' ? k !== 0n : k !== 0), rules, 'Pass a dtype.') as DType) : toDType(dtype);
  const refusal = rules.dtypeRefusal('eye', d);
  if (refusal !== undefined) throw refusalError(what, refusal, rules, "Make it in a dtype eye takes (e.g. 'float32') and cast.");
  const shape = Object.freeze([...batch, rows, cols]);
  checkSize(shape, d, what);
  const r = eyeKernel(d, rows, cols, offset, batch);
  return new Tensor(r.data as StorageOf<DType>, d, shape);
}

/**
 * A `numRows` x `numColumns` matrix (square by default) of zeros with ones on the diagonal, as
 * `tf.eye` (with `batchShape`, a stack of them); `k` moves the diagonal up (`k > 0`) or down, as
 * NumPy's and the Array API's `eye`. Default dtype float32 (`createOps({ policy }).eye`: the
 * policy's default float; the `tf` policy's legacy mode gives float64 with a `k` other than 0, as
 * `tf.experimental.numpy.eye`, TensorFlow's only eye with an offset).
 *
 * @example
 * ```ts
 * import { eye } from '@typelattice/tf';
 * eye(2).toArray(); // -> [[1, 0], [0, 1]]
 * eye(2, 3, undefined, 'int8', 1).toArray(); // -> [[0, 1, 0], [0, 0, 1]]
 * eye(2, 2, [3]).shape; // -> [3, 2, 2]
 * eye(2, 2, undefined, 'int8', 2n ** 70n).toArray(); // -> [[0, 0], [0, 0]]
 * ```
 * @throws ValueError for a count that is not a non-negative integer or a fractional `k`.
 */
export function eye(numRows: number, numColumns?: number, batchShape?: readonly number[], dtype?: DTypeLike, k: number | bigint = 0): Tensor {
  return eyeWith(freeRules(), numRows, numColumns, batchShape, dtype, k, 'eye');
}

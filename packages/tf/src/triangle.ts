import type { DType, StorageOf } from '@typelattice/dtypes';
import { ShapeError } from '@typelattice/kernels-core';
import { broadcastTo, triangle } from '@typelattice/kernels-cpu';
import type { CreationRules } from '@typelattice/promotion';
import { expectOperand, freeRules } from './creation-rules';
import { ValueError } from './errors';
import { describe } from './infer';
import { toOperand } from './operand';
import { asNDArray, Tensor, type OperandLike } from './tensor';

/** `tril` / `triu` under a policy's creation rules. */
export function triangleWith(rules: CreationRules, x: OperandLike, k: unknown, upper: boolean, what: string): Tensor {
  if (typeof k !== 'number' || !Number.isSafeInteger(k)) throw new ValueError(`${what}: k, the diagonal's offset, must be an integer; got ${describe(k)}.`);
  const o = toOperand(x, what);
  const weakTensor = o.kind === 'weak' && x instanceof Tensor;
  const r = expectOperand(what, rules.operandResult(upper ? 'triu' : 'tril', o.promotes, weakTensor), rules, 'Pass a matrix (a tensor of at least 2 axes) in a dtype the policy takes.');
  let a = asNDArray(o.tensor);
  if (a.shape.length === 1 && rules.sequence === 'numpy') {
    // NumPy masks a vector as the rows of a square matrix
    a = broadcastTo(a, [a.shape[0]!, a.shape[0]!]);
  } else if (a.shape.length < 2) {
    throw new ShapeError(`${what}: needs a tensor of at least 2 axes (a matrix, or a stack of them); got shape [${a.shape.join(', ')}] (policy ${rules.policy}). Reshape it first.`);
  }
  const out = triangle(a, k, upper);
  const weak = r.endsWith('*');
  // a weak operand the policy does not keep weak takes the dtype the rules name (TensorFlow: int32)
  const dtype = weak || r === o.tensor.dtype ? o.tensor.dtype : (r as DType);
  const result = new Tensor(out.data as StorageOf<DType>, o.tensor.dtype, out.shape, { weak });
  return dtype === o.tensor.dtype ? result : result.cast(dtype);
}

/**
 * The lower triangle of `x` (of each matrix of its last two axes): the elements on and below the
 * `k`-th diagonal kept, the rest zeros (`k > 0` keeps diagonals above the main one), as NumPy's
 * and the Array API's `tril` (TensorFlow: `tf.linalg.band_part(x, -1, 0)` for `k = 0`).
 *
 * @example
 * ```ts
 * import { constant, tril } from '@typelattice/tf';
 * tril(constant([[1, 2], [3, 4]])).toArray(); // -> [[1, 0], [3, 4]]
 * tril(constant([[1, 2], [3, 4]]), -1).toArray(); // -> [[0, 0], [3, 0]]
 * ```
 * @throws ShapeError for fewer than two axes (NumPy's policy reads a vector as the rows of a
 * square matrix); ValueError for a fractional `k`.
 */
export function tril(x: OperandLike, k = 0): Tensor {
  return triangleWith(freeRules(), x, k, false, 'tril');
}

/**
 * The upper triangle of `x`: the elements on and above the `k`-th diagonal kept, the rest zeros
 * (NumPy's and the Array API's `triu`; see {@link tril}).
 *
 * @example
 * ```ts
 * import { constant, triu } from '@typelattice/tf';
 * triu(constant([[1, 2], [3, 4]], 'int8')).toArray(); // -> [[1, 2], [0, 4]]
 * ```
 */
export function triu(x: OperandLike, k = 0): Tensor {
  return triangleWith(freeRules(), x, k, true, 'triu');
}

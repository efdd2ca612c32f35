import type { DType } from '@typelattice/dtypes';
import { PolicyError } from '../errors';
import { OPERANDS } from '../operand';
import { asResolved, type Promoter } from '../promoter';
import { arrayOpsSource, indexDType, joinResult, searchsortedIndex, unaryArrayResult, updateResult as updateOf, UPDATE_OPS, type ArrayOpCall, type UpdateOp } from './array-promoter';
import { ARRAY_OPS, type ArrayOpName } from './names';
import type { ArrayOpAlias } from '../array-catalogue';

// The public entry of the array op families: one function answers every array op of the catalogue.

const INDEX = new Map<string, number>(OPERANDS.map((o, i) => [o, i]));

function indexOf(x: unknown, op: string, k: number): number {
  const i = typeof x === 'string' ? INDEX.get(x) : undefined;
  if (i === undefined) throw new PolicyError('operand', x, OPERANDS, `(operand ${k + 1} of ${op}; a promoter takes canonical operand names)`);
  return i;
}

/**
 * The result operand of an array op of the catalogue (`reduceSum`, `concat`, `matmul`,
 * `reshape`, …, or an alias: `sum`, `std`) on `operands` under a promoter's policy and mode: a
 * reduction or shape op takes one operand, matmul two, a join (concat, stack, addN) one or more;
 * `call.dtype` is the dtype argument of reduceSum, reduceProd, cumulativeSum and cumulativeProd. A weak result (`'i*'`) is
 * stored in `promoter.storage('add', a, a, result)`.
 *
 * @example
 * ```ts
 * import { arrayResult, promoter } from '@typelattice/promotion';
 * arrayResult(promoter('numpy'), 'reduceSum', ['int8']); // 'int64'
 * arrayResult(promoter('tf'), 'reduceSum', ['int8']); // 'int8'
 * arrayResult(promoter('jax'), 'reduceMean', ['int8']); // 'float32'
 * arrayResult(promoter('jax'), 'concat', ['int8', 'uint8', 'float16']); // 'float16'
 * arrayResult(promoter('tf'), 'concat', ['int8', 'int16']); // PromotionError: TensorFlow's tf.concat takes operands of one dtype
 * arrayResult(promoter('numpy'), 'std', ['int8']); // 'float64' (an alias: reduceStd)
 * arrayResult(promoter('numpy'), 'reduceSum', ['int8'], { dtype: 'int16' }); // 'int16'
 * ```
 * @throws PromotionError where the library refuses the call (a dtype its op does not take, a pair
 * it does not promote, a python scalar where it takes tensors); PolicyError for an unknown op or
 * operand, or the wrong number of operands.
 */
export function arrayResult(p: Promoter, op: ArrayOpName | ArrayOpAlias, operands: readonly string[], call?: ArrayOpCall): string {
  const spec = ARRAY_OPS[op];
  if (spec === undefined) throw new PolicyError('op', op, Object.keys(ARRAY_OPS), '(an array op)');
  const r = asResolved(p);
  const ops = operands.map((x, k) => indexOf(x, op, k));
  const pair = spec.family === 'matmul' || spec.kernel === 'searchsorted';
  const want = spec.family === 'join' ? undefined : pair ? 2 : 1;
  if (want !== undefined ? ops.length !== want : ops.length === 0) {
    throw new PolicyError('operand', operands.length, [want === undefined ? 'one or more' : String(want)], `operands for ${op}`, undefined, `${op} takes ${want ?? 'one or more'} operand${want === 1 ? '' : 's'}; got ${operands.length}`);
  }
  const i =
    spec.kernel === 'searchsorted'
      ? searchsortedIndex(r, ops[0]!, ops[1]!, call)
      : spec.family === 'join' || spec.family === 'matmul'
        ? joinResult(r, op, ops, call)
        : unaryArrayResult(r, op, ops[0]!, call);
  return OPERANDS[i]!;
}

/**
 * The dtype of argmax's and argmin's indices under a promoter's policy and mode: int64, or
 * int32 for JAX without x64.
 *
 * @example
 * ```ts
 * import { argIndexDType, promoter } from '@typelattice/promotion';
 * argIndexDType(promoter('jax', 'x32')); // 'int32'
 * ```
 */
export const argIndexDType = (p: Promoter): DType => indexDType(asResolved(p));

/**
 * Where a policy mode's array-op tables come from: the library mode recorded
 * (`'tensorflow/legacy'`), or `'derived'` (the RFC's modes, by the rules of DECISIONS.md).
 */
export const arrayOpsSourceOf = (p: Promoter): string => arrayOpsSource(asResolved(p));

/**
 * The result of a functional update `x.at[index].<op>(v)` (`op` one of `set`, `add`, `multiply`,
 * `min`, `max`) under a promoter's policy and mode: always `x`'s own kind, or a PromotionError
 * where the library refuses to store `v` into `x` (NumPy refuses a python complex into a real
 * array; TensorFlow's scatter ops and the RFC's modes refuse any `v` that `x + v` would widen, as
 * `Variable.assign_add`; PyTorch's in-place ops any value of a higher category).
 *
 * @example
 * ```ts
 * import { promoter, updateResult } from '@typelattice/promotion';
 * updateResult(promoter('numpy'), 'add', 'int8', 'float32'); // 'int8'
 * updateResult(promoter('tf-rfc', 'safe'), 'add', 'int8', 'float32'); // PromotionError: cast the values to int8 first
 * ```
 * @throws PromotionError where the library refuses the values; PolicyError for an unknown op or operand.
 */
export function updateResult(p: Promoter, op: UpdateOp, x: string, v: string, call?: ArrayOpCall): string {
  if (!(UPDATE_OPS as readonly string[]).includes(op)) throw new PolicyError('op', op, UPDATE_OPS, '(an update: x.at[i].set(v), …)');
  const r = asResolved(p);
  return OPERANDS[updateOf(r, op, indexOf(x, `at.${op}`, 0), indexOf(v, `at.${op}`, 1), call)]!;
}

/**
 * The dtype of topk's indices for an operand (`topk` gives `arrayResult`'s values and these
 * indices): int32 under TensorFlow's and JAX's policies, int64 under PyTorch's and NumPy's.
 *
 * @example
 * ```ts
 * import { promoter, topkIndexResult } from '@typelattice/promotion';
 * topkIndexResult(promoter('torch'), 'float32'); // 'int64'
 * topkIndexResult(promoter('tf', 'legacy'), 'float32'); // 'int32'
 * ```
 * @throws PromotionError where the library's top_k refuses the operand.
 */
export function topkIndexResult(p: Promoter, x: string, call?: ArrayOpCall): string {
  const r = asResolved(p);
  return OPERANDS[unaryArrayResult(r, 'topk', indexOf(x, 'topk', 0), call, 'top_k_indices')]!;
}

/** The operands of the unique functions' results (the Array API's named tuples). */
export interface UniqueResultTypes {
  readonly values: string;
  readonly indices: string;
  readonly inverseIndices: string;
  readonly counts: string;
}

/**
 * The dtypes of uniqueAll's outputs for an operand (uniqueCounts, uniqueInverse and uniqueValues
 * give some of them): the values keep the operand's dtype; the indices, inverse indices and
 * counts are int64 under NumPy's, JAX's (int32 without x64) and PyTorch's policies and int32 under
 * TensorFlow's (tf.unique's `out_idx`).
 *
 * @example
 * ```ts
 * import { promoter, uniqueResult } from '@typelattice/promotion';
 * uniqueResult(promoter('numpy'), 'float32').counts; // 'int64'
 * uniqueResult(promoter('tf', 'legacy'), 'int8').inverseIndices; // 'int32'
 * ```
 * @throws PromotionError where the library's unique refuses the operand (TensorFlow: complex).
 */
export function uniqueResult(p: Promoter, x: string, call?: ArrayOpCall): UniqueResultTypes {
  const r = asResolved(p);
  const a = indexOf(x, 'uniqueAll', 0);
  const part = (table: 'unique_values' | 'unique_indices' | 'unique_inverse_indices' | 'unique_counts'): string => OPERANDS[unaryArrayResult(r, 'uniqueAll', a, call, table)]!;
  return { values: part('unique_values'), indices: part('unique_indices'), inverseIndices: part('unique_inverse_indices'), counts: part('unique_counts') };
}

export { UPDATE_OPS };
export type { ArrayOpCall, UpdateOp };

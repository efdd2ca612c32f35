import { dtypeInfo, type DType, type StorageOf } from '@typelattice/dtypes';
import { ShapeError } from '@typelattice/kernels-core';
import { broadcastTo, reshape } from '@typelattice/kernels-cpu';
import type { CreationRules } from '@typelattice/promotion';
import { freeRules, refusalError, isRefusal } from './creation-rules';
import { ValueError } from './errors';
import { describeValue } from './describe-value';
import { toOperand } from './operand';
import { asNDArray, Tensor, type OperandLike } from './tensor';

/**
 * Options of {@link meshgrid}: `indexing` `'xy'` (Cartesian, the default: the first two output
 * axes swapped) or `'ij'` (matrix indexing).
 *
 * @example
 * ```ts
 * import type { MeshgridOptions } from '@typelattice/tf';
 * const o: MeshgridOptions = { indexing: 'ij' };
 * ```
 */
export interface MeshgridOptions {
  readonly indexing?: 'xy' | 'ij';
}

const isOptions = (x: unknown): x is MeshgridOptions => typeof x === 'object' && x !== null && !(x instanceof Tensor) && !Array.isArray(x) && !ArrayBuffer.isView(x) && !('re' in x);

const WEAK_STORAGE: Readonly<Record<string, DType>> = { 'i*': 'int64', 'f*': 'float64', 'c*': 'complex128' };
const WEAK_OF_DTYPE_KIND: Readonly<Record<string, string>> = { b: 'i*', i: 'i*', u: 'i*', f: 'f*', c: 'c*' };

/** Whether a policy's meshgrid flattens an input that is not 1-D (NumPy, and TensorFlow under the `tf` policy; the RFC's policies refuse it: array-ops/DECISIONS.md). */
const flattens = (rules: CreationRules): boolean => rules.sequence === 'numpy' || rules.policy === 'tf';

/** `meshgrid` under a policy's creation rules. */
export function meshgridWith(rules: CreationRules, args: readonly unknown[], what: string): Tensor[] {
  const last = args[args.length - 1];
  const options = args.length > 0 && isOptions(last) ? last : {};
  const inputs = (options === last ? args.slice(0, -1) : args) as OperandLike[];
  for (const key of Object.keys(options)) {
    if (key !== 'indexing') throw new ValueError(`${what}: unknown option ${JSON.stringify(key)}; the options are { indexing: 'xy' | 'ij' }.`);
  }
  const indexing = options.indexing ?? 'xy';
  if (indexing !== 'xy' && indexing !== 'ij') throw new ValueError(`${what}: indexing must be 'xy' or 'ij'; got ${describeValue(indexing)}.`);
  if (inputs.length === 0 && rules.sequence === 'torch') {
    throw new ValueError(`${what}: PyTorch's meshgrid needs at least one tensor (policy ${rules.policy}); got none. Pass the coordinate tensors.`);
  }
  const operands = inputs.map((x) => toOperand(x, what));
  const weak = operands.map((o, i) => o.kind === 'weak' && inputs[i] instanceof Tensor);
  const kinds = rules.meshgridResult(
    operands.map((o) => o.promotes),
    weak,
  );
  if (isRefusal(kinds)) throw refusalError(what, kinds, rules, 'Cast the inputs to one dtype.');
  const vectors = operands.map((o, i) => {
    const a = asNDArray(o.tensor);
    if (a.shape.length > 1 && !flattens(rules)) {
      throw new ShapeError(`${what}: input ${i} has shape [${a.shape.join(', ')}]; each input must be 1-D (policy ${rules.policy}). Flatten it (reshape(x, [-1])) first.`);
    }
    // NumPy and TensorFlow (tf.meshgrid reshapes each input to [-1]) flatten inputs that are not 1-D
    return a.shape.length === 1 ? a : reshape(a, [-1]);
  });
  const lengths = vectors.map((v) => v.shape[0]!);
  const shape = indexing === 'xy' && lengths.length > 1 ? [lengths[1]!, lengths[0]!, ...lengths.slice(2)] : lengths;
  return vectors.map((v, i) => {
    const axis = indexing === 'xy' && lengths.length > 1 && i < 2 ? 1 - i : i;
    const at = shape.map((_, j) => (j === axis ? lengths[i]! : 1));
    const out = broadcastTo(reshape(v, at), shape);
    const k = kinds[i]!;
    const isWeak = k.endsWith('*');
    const t = new Tensor(out.data as StorageOf<DType>, v.dtype, Object.freeze([...shape]), { weak: isWeak });
    if (isWeak) {
      // a weak result of another kind than the input's (TensorFlow, mode all: uint64 times ones of
      // int8 is a weak float64) is stored in that kind's 64-bit dtype
      const storage = WEAK_STORAGE[k]!;
      return WEAK_OF_DTYPE_KIND[dtypeInfo(v.dtype).kind] === k ? t : new Tensor(t.cast(storage).dataSync() as StorageOf<DType>, storage, t.shape, { weak: true });
    }
    return k === v.dtype ? t : t.cast(k as DType);
  });
}

/**
 * Coordinate grids from 1-D coordinate tensors, as `tf.meshgrid` (and NumPy's and the Array
 * API's `meshgrid`): output `i` holds input `i`'s values along its axis, repeated along the
 * others, each in its input's dtype. With `indexing: 'xy'` (the default) the first two axes are
 * swapped (the output shape is `[len(y), len(x), …]`); with `'ij'` it is `[len(x), len(y), …]`.
 * A last argument `{ indexing }` passes the options.
 *
 * @example
 * ```ts
 * import { constant, meshgrid } from '@typelattice/tf';
 * const [X, Y] = meshgrid(constant([1, 2, 3], 'int8'), constant([0.5, -1]));
 * X.shape; // -> [2, 3]
 * Y.toArray(); // -> [[0.5, 0.5, 0.5], [-1, -1, -1]]
 * meshgrid(constant([1, 2]), constant([3, 4, 5]), { indexing: 'ij' })[0].shape; // -> [2, 3]
 * ```
 * @throws ValueError for an indexing other than 'xy' and 'ij' (and, under the torch policy, for
 * no inputs, as PyTorch); ShapeError for an input that is not 1-D (the numpy and tf policies
 * flatten it, as NumPy and `tf.meshgrid` do); DTypeError where the policy needs inputs of one dtype (TensorFlow without NumPy
 * behaviour, PyTorch).
 */
export function meshgrid(...args: readonly (OperandLike | MeshgridOptions)[]): Tensor[] {
  return meshgridWith(freeRules(), args, 'meshgrid');
}

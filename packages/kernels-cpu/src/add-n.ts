import type { DType } from '@typelattice/dtypes';
import { checkArray, sameShape, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { shapeText } from './axes';
import { binary } from './binary';
import { runCastCpu } from './cast-cpu';
import { outputFor } from './output';
import { checkDType } from './validate';

/**
 * Options of {@link addN}.
 *
 * @example
 * ```ts
 * import type { AddNOptions } from '@typelattice/kernels-cpu';
 * const options: AddNOptions = { computeDType: 'float16' };
 * ```
 */
export interface AddNOptions {
  /** The dtype each addition is computed (and rounded, or wrapped) in. */
  readonly computeDType: DType;
  /** The result's dtype (default `computeDType`). */
  readonly outDType?: DType;
  /** A preallocated result of `outDType` and the arrays' shape; nothing is written on failure. */
  readonly out?: NDArray;
}

/**
 * The elementwise sum of same-shape arrays, added left to right as NumPy's `a0 + a1 + a2` and
 * TensorFlow's `add_n`: `((a0 + a1) + a2) + …`, each addition rounded in `computeDType`.
 *
 * @example
 * ```ts
 * import { addN } from '@typelattice/kernels-cpu';
 * const a = { data: new Float32Array([1e8, 1]), dtype: 'float32', shape: [2] } as const;
 * const b = { data: new Float32Array([1, 2]), dtype: 'float32', shape: [2] } as const;
 * const c = { data: new Float32Array([-1e8, 3]), dtype: 'float32', shape: [2] } as const;
 * addN([a, b, c], { computeDType: 'float32' }).data; // Float32Array [0, 6] ((1e8 + 1) rounds to 1e8)
 * ```
 * @throws ShapeError for an empty list or arrays of different shapes (naming every shape);
 * KernelError for an unknown dtype or an `out` of another dtype or shape; before anything is written.
 */
export function addN(arrays: readonly NDArray[], options: AddNOptions): NDArray {
  if (!Array.isArray(arrays) || arrays.length === 0) throw new ShapeError('addN needs a non-empty list of arrays; got none.');
  arrays.forEach((x, i) => checkArray(x, `arrays[${i}]`));
  const shape = arrays[0]!.shape;
  if (arrays.some((x) => !sameShape(x.shape, shape))) {
    throw new ShapeError(
      `addN adds arrays of one shape; got shapes ${arrays.map((x) => shapeText(x.shape)).join(', ')}. Broadcast them first (broadcastTo), or add them pairwise with binary.`,
    );
  }
  const computeDType = options?.computeDType;
  checkDType(computeDType, 'computeDType');
  const outDType = options.outDType ?? computeDType;
  checkDType(outDType, 'outDType');
  const target = options.out === undefined ? undefined : outputFor(options.out, outDType, shape);
  let sum = arrays.length === 1 ? runCastCpu(arrays[0]!, computeDType) : binary('add', arrays[0]!, arrays[1]!, { computeDType });
  for (let i = 2; i < arrays.length; i++) sum = binary('add', sum, arrays[i]!, { computeDType, out: sum });
  if (target !== undefined) return runCastCpu(sum, outDType, target);
  return outDType === computeDType ? sum : runCastCpu(sum, outDType);
}

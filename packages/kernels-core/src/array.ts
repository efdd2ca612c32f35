import { DTYPES, dtypeInfo, type DType, type DTypeInfo, type StorageOf } from '@typelattice/dtypes';
import { KernelError, ShapeError } from './errors';

/**
 * A dense, C-contiguous array: the storage TypedArray of its dtype (complex interleaved re, im),
 * the dtype, and the shape (`[]` for a 0-d scalar).
 *
 * @example
 * ```ts
 * import type { NDArray } from '@typelattice/kernels-core';
 * const x: NDArray<'float32'> = { data: new Float32Array([1, 2, 3, 4]), dtype: 'float32', shape: [2, 2] };
 * ```
 */
export interface NDArray<D extends DType = DType> {
  readonly data: StorageOf<D>;
  readonly dtype: D;
  readonly shape: readonly number[];
}

/**
 * Number of elements of a shape (1 for `[]`).
 *
 * @example
 * ```ts
 * import { shapeSize } from '@typelattice/kernels-core';
 * shapeSize([2, 3]); // 6
 * shapeSize([]); // 1
 * ```
 */
export function shapeSize(shape: readonly number[]): number {
  let n = 1;
  for (const d of shape) n *= d;
  return n;
}

/**
 * Allocates a zero-filled array of a dtype and shape.
 *
 * @example
 * ```ts
 * import { zeros } from '@typelattice/kernels-core';
 * zeros('complex64', [3]).data.length; // 6 (interleaved re, im)
 * ```
 */
export function zeros<D extends DType>(dtype: D, shape: readonly number[]): NDArray<D> {
  checkShape(shape);
  const info = dtypeInfo(dtype);
  const data = new info.storage(shapeSize(shape) * info.lanes) as StorageOf<D>;
  return { data, dtype: info.name as D, shape: [...shape] };
}

/**
 * Throws a ShapeError unless every dimension is a non-negative integer.
 *
 * @example
 * ```ts
 * import { checkShape } from '@typelattice/kernels-core';
 * checkShape([2, 0, 3]); // fine
 * checkShape([2, 1.5]); // throws ShapeError
 * ```
 */
export function checkShape(shape: readonly number[]): void {
  for (const d of shape) {
    if (!Number.isInteger(d) || d < 0) {
      throw new ShapeError(`Invalid shape [${shape.join(', ')}]: dimensions must be non-negative integers.`);
    }
  }
}

// Storage constructor and lanes per dtype, looked up once per call on the hot path.
const LAYOUT = new Map<string, DTypeInfo>(DTYPES.map((d) => [d, dtypeInfo(d)]));

/**
 * Throws a KernelError for an unknown dtype and a ShapeError when an array's storage does not
 * match its dtype and shape; `what` names the array in the message (e.g. `'a'`, `'out'`).
 *
 * @example
 * ```ts
 * import { checkArray } from '@typelattice/kernels-core';
 * checkArray({ data: new Float32Array(6), dtype: 'float32', shape: [2, 3] }, 'a'); // fine
 * checkArray({ data: new Float32Array(5), dtype: 'float32', shape: [2, 3] }, 'a'); // throws ShapeError: 6 slots, data holds 5
 * ```
 */
export function checkArray(x: NDArray, what: string): void {
  checkShape(x.shape);
  const info = LAYOUT.get(x.dtype);
  if (info === undefined) {
    throw new KernelError(`${what} has dtype ${String(x.dtype)}, which is not one of the fifteen dtypes (${DTYPES.join(', ')}).`);
  }
  if (!(x.data instanceof info.storage)) {
    throw new ShapeError(
      `${what} has dtype ${x.dtype} but its data is a ${x.data?.constructor?.name}; ` +
        `store ${x.dtype} in a ${info.storage.name}.`,
    );
  }
  const want = shapeSize(x.shape) * info.lanes;
  if (x.data.length !== want) {
    throw new ShapeError(
      `${what} has shape [${x.shape.join(', ')}] (${want} storage slots for ${x.dtype}) ` +
        `but its data holds ${x.data.length}; pass data of length ${want}.`,
    );
  }
}

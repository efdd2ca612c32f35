import { dtypeInfo, type DType, type DTypeInfo, type Storage } from '@typelattice/dtypes';
import { checkArray, KernelError, sameShape, shapeSize, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { allocOutput } from './alloc';

/** A caller's allocator for results (`KernelArgs.allocate`): storage, or undefined to allocate ordinary memory. */
export type Allocate = (info: DTypeInfo, slots: number) => Storage | undefined;

/**
 * The storage of a result of `shape` (`n` elements): from `allocate` where it serves, else
 * ordinary memory, or a ShapeError naming the shape and its size when the engine cannot allocate
 * it (a huge broadcast), never a bare RangeError.
 */
export function allocFor(info: DTypeInfo, shape: readonly number[], n: number, allocate?: Allocate): Storage {
  const given = allocate?.(info, n * info.lanes);
  if (given !== undefined) return given;
  try {
    return allocOutput(info, n * info.lanes);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    throw new ShapeError(
      `The result of shape [${shape.join(', ')}] has ${n} elements of ${info.name} (${n * info.itemSize} bytes), ` +
        'more than can be allocated here. Compute it in smaller pieces (slice the operands), or check the shapes broadcast as you meant.',
      { cause: e },
    );
  }
}

/** Checks an optional output array, or allocates one (uninitialised: the caller writes every element). */
export function outputFor(out: NDArray | undefined, outDType: DType, shape: readonly number[], allocate?: Allocate): NDArray {
  if (out === undefined) {
    const info = dtypeInfo(outDType);
    return { data: allocFor(info, shape, shapeSize(shape), allocate), dtype: outDType, shape: [...shape] };
  }
  checkArray(out, 'out');
  if (out.dtype !== outDType) {
    throw new KernelError(`out has dtype ${out.dtype} but the result is ${outDType}; pass an out of dtype ${outDType}.`);
  }
  if (!sameShape(out.shape, shape)) {
    throw new ShapeError(
      `out has shape [${out.shape.join(', ')}] but the result has shape [${shape.join(', ')}]; pass an out of that shape.`,
    );
  }
  return out;
}

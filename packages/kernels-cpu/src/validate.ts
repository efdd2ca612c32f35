import { isDType, type DType, type DTypeInfo } from '@typelattice/dtypes';
import { checkArray, KernelError, type NDArray } from '@typelattice/kernels-core';

/** Throws a KernelError unless `d` is a dtype name; `what` says which argument. */
export function checkDType(d: unknown, what: string): asserts d is DType {
  if (!isDType(d)) {
    throw new KernelError(`${what} must be one of the fifteen dtype names (e.g. 'float32'); got ${String(d)}.`);
  }
}

/** Throws a ShapeError unless `x` (of a validated dtype) has integer dimensions and matching data. */
export function checkData(x: NDArray, info: DTypeInfo, what: string): number {
  const shape = x.shape;
  let n = 1;
  for (let i = 0; i < shape.length; i++) {
    const d = shape[i]!;
    if (!Number.isInteger(d) || d < 0) checkArray(x, what); // throws the full message
    n *= d;
  }
  if (!(x.data instanceof info.storage) || x.data.length !== n * info.lanes) checkArray(x, what);
  return n;
}

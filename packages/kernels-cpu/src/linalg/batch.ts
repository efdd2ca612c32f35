import { dtypeInfo, type DType } from '@typelattice/dtypes';
import { broadcastShapes, checkArray, KernelError, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { shapeText } from '../axes';
import { cast } from '../binary';

// What the linear-algebra kernels share: the float64 (complex128) copy of their input, the stack
// of matrices in its last two axes (NumPy's batch), and the result cast to the wanted dtype.

/** A stack of matrices in float64 or complex128 storage (row-major, complex interleaved). */
export interface MatrixStack {
  readonly data: Float64Array;
  readonly complex: boolean;
  /** The leading (batch) axes. */
  readonly batch: readonly number[];
  readonly rows: number;
  readonly cols: number;
  /** The number of matrices. */
  readonly count: number;
}

const isComplexDType = (d: DType): boolean => dtypeInfo(d).kind === 'c';

/** Checks that `d` is a float or complex dtype, the results of these kernels. */
export function checkFloatDType(d: DType, op: string, what = 'outDType'): void {
  const kind = dtypeInfo(d)?.kind;
  if (kind !== 'f' && kind !== 'c') {
    throw new KernelError(`${op}: ${what} must be a float or complex dtype (the kernels compute in float64 or complex128); got ${String(d)}.`);
  }
}

/** The array in float64 storage, or complex128 where it or `complex` says so. */
export function floatData(a: NDArray, complex: boolean): Float64Array {
  const target = complex || isComplexDType(a.dtype) ? 'complex128' : 'float64';
  return (a.dtype === target ? a.data : cast(a, target).data) as Float64Array;
}

/**
 * The stack of matrices of `a` (rank 2 or more): a ShapeError naming the shape for a smaller rank,
 * and for a non-square matrix where `square`, as NumPy's LinAlgError "Last 2 dimensions of the
 * array must be square".
 */
export function matrixStack(a: NDArray, op: string, opts: { square?: boolean; complex?: boolean } = {}): MatrixStack {
  checkArray(a, op === '' ? 'a' : `${op}'s input`);
  const rank = a.shape.length;
  if (rank < 2) {
    throw new ShapeError(`${op}: expects a matrix or a stack of matrices (rank 2 or more); got shape ${shapeText(a.shape)}. Reshape a vector to a matrix first.`);
  }
  const rows = a.shape[rank - 2]!;
  const cols = a.shape[rank - 1]!;
  if (opts.square === true && rows !== cols) {
    throw new ShapeError(`${op}: the last 2 dimensions of the array must be square; got shape ${shapeText(a.shape)} (${rows} x ${cols} matrices).`);
  }
  const complex = opts.complex === true || isComplexDType(a.dtype);
  const batch = a.shape.slice(0, rank - 2);
  return { data: floatData(a, complex), complex, batch, rows, cols, count: shapeSize(batch) };
}

/** A float64 (complex128) result of `shape` cast to `dtype` (rounded once). */
export function resultOf(data: Float64Array, complex: boolean, shape: readonly number[], dtype: DType): NDArray {
  const nd: NDArray = { data, dtype: complex ? 'complex128' : 'float64', shape: [...shape] };
  return nd.dtype === dtype ? nd : cast(nd, dtype);
}

/** Storage for `n` float64 (complex128) elements. */
export const floatStorage = (n: number, complex: boolean): Float64Array => new Float64Array(complex ? 2 * n : n);

/** The index, into a stack of batch shape `from`, of matrix `k` of the broadcast batch `to`. */
export function broadcastIndex(k: number, to: readonly number[], from: readonly number[]): number {
  let index = 0;
  let stride = 1;
  let rest = k;
  const offset = to.length - from.length;
  for (let d = to.length - 1; d >= 0; d--) {
    const size = to[d]!;
    const i = rest % size;
    rest = (rest - i) / size;
    const f = d - offset;
    if (f >= 0) {
      if (from[f] !== 1) index += i * stride;
      stride *= from[f]!;
    }
  }
  return index;
}

/** The broadcast of two batch shapes, or a ShapeError naming both operands' shapes. */
export function broadcastBatch(op: string, a: NDArray, b: NDArray, ba: readonly number[], bb: readonly number[]): number[] {
  try {
    return broadcastShapes(ba, bb);
  } catch {
    throw new ShapeError(`${op}: the batch axes of shapes ${shapeText(a.shape)} and ${shapeText(b.shape)} do not broadcast (${shapeText(ba)} against ${shapeText(bb)}).`);
  }
}

import type { DType } from '@typelattice/dtypes';
import { broadcastShapes, broadcastStrides, checkArray, sameShape, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { walkRows } from './broadcast-walk';
import { whereLoop } from './loops';
import { outputFor, type Allocate } from './output';
import { wasmWhereLoop } from './wasm-loops';
import { readableWhileWriting } from './overlap';
import { checkDType } from './validate';

/**
 * Runs `where(cond, x, y)` on the CPU: the condition's truthiness picks `x` or `y`, both
 * converted to `computeDType`; the three broadcast together (NumPy's rules). Everything is
 * validated before anything is written.
 */
export function runWhereCpu(
  cond: NDArray,
  x: NDArray,
  y: NDArray,
  computeDType: DType,
  outDType: DType = computeDType,
  out?: NDArray,
  allocate?: Allocate,
): NDArray {
  checkDType(computeDType, 'computeDType');
  checkDType(outDType, 'outDType');
  checkArray(cond, 'cond');
  checkArray(x, 'x');
  checkArray(y, 'y');
  const same = sameShape(cond.shape, x.shape) && sameShape(x.shape, y.shape);
  const shape = same ? x.shape : broadcastShapes(cond.shape, x.shape, y.shape);
  const result = outputFor(out, outDType, shape, allocate);
  if (out !== undefined) {
    // an input overlapping `out` other than element for element is read from a copy
    cond = readableWhileWriting(cond, result, shape);
    x = readableWhileWriting(x, result, shape);
    y = readableWhileWriting(y, result, shape);
  }
  const n = shapeSize(shape);
  if (n === 0) return result;
  const T = cond.data;
  const A = x.data;
  const B = y.data;
  const O = result.data;
  if (same) {
    const simd = wasmWhereLoop(computeDType, cond.dtype, x.dtype, y.dtype, outDType);
    if (simd !== undefined && simd(T, A, B, O, n)) return result;
    whereLoop(computeDType, cond.dtype, x.dtype, y.dtype, outDType, 'contiguous')(T, A, B, O, 0, 0, 0, 0, n, 1, 1, 1);
    return result;
  }
  // a full condition and x, y each full, one element or a row repeated over the leading axes: the
  // SIMD kernel with that operand repeated
  const periodA = repeatPeriod(x.shape, shape);
  const periodB = repeatPeriod(y.shape, shape);
  if (sameShape(cond.shape, shape) && periodA !== undefined && periodB !== undefined) {
    const simd = wasmWhereLoop(computeDType, cond.dtype, x.dtype, y.dtype, outDType);
    if (simd !== undefined && simd(T, A, B, O, n, periodA, periodB)) return result;
  }
  const strides = [cond, x, y].map((v) => broadcastStrides(v.shape, shape));
  const last = shape.length - 1;
  const [st, sa, sb] = strides.map((s) => s[last]!) as [number, number, number];
  const run = whereLoop(computeDType, cond.dtype, x.dtype, y.dtype, outDType, 'strided');
  walkRows(shape, strides, (o, oo) => run(T, A, B, O, o[0]!, o[1]!, o[2]!, oo, shape[last]!, st, sa, sb));
  return result;
}

/**
 * How many elements of an operand of shape `v` repeat over the output of shape `shape`: all of
 * them when it is the output's shape, or when its shape (1s aside on the left) is the output's
 * last axes (one element, or a row over the leading axes); undefined for another broadcast (a
 * column, a 1 between other axes).
 */
function repeatPeriod(v: readonly number[], shape: readonly number[]): number | undefined {
  let k = v.length;
  while (k > 0 && v[v.length - k] === 1) k--;
  // v without its leading 1s: the output's last k axes
  for (let i = 1; i <= k; i++) if (v[v.length - i] !== shape[shape.length - i]) return undefined;
  return shapeSize(v);
}
